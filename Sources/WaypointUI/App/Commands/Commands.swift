/// Commands for the app's menus and keyboard shortcuts, added to a scene with
/// `commands(content:)`. Linux has no menu bar Waypoint draws into: commands are declared and
/// kept on the scene, which records them as Swift source on its windows' elements.
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands that make up this one's body.
  associatedtype Body: Commands
  /// The commands this one is made of.
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Commands Waypoint knows the parts of, as Swift source (menus, groups, built-in sets).
@MainActor
protocol CommandsDescribing {
  /// The commands as Swift source, one entry per menu, group or set.
  var commandsSource: [String] { get }
}

/// Reads the parts of any commands: built-in ones describe themselves, an app's own are read
/// through their body.
@MainActor
enum CommandsSource {
  static func of<C: Commands>(_ commands: C) -> [String] {
    if let describing = commands as? any CommandsDescribing { return describing.commandsSource }
    if C.Body.self == Never.self { return ["\(C.self)()"] }
    return of(commands.body)
  }

  static func opened(_ commands: any Commands) -> [String] {
    of(commands)
  }
}

/// No commands.
public struct EmptyCommands {
  /// Creates an empty set of commands.
  nonisolated public init() {}
}

extension EmptyCommands: Commands {
  /// Empty commands have no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension EmptyCommands: CommandsDescribing {
  var commandsSource: [String] { [] }
}

/// Several commands, as written one after the other in a commands builder.
struct TupleCommands {
  let parts: [any Commands]
}

extension TupleCommands: Commands {
  var body: Never { primitiveBody(Self.self) }
}

extension TupleCommands: CommandsDescribing {
  var commandsSource: [String] { parts.flatMap(CommandsSource.opened) }
}

extension Optional: Commands where Wrapped: Commands {
  /// Optional commands have no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: CommandsDescribing where Wrapped: Commands {
  var commandsSource: [String] { map(CommandsSource.of) ?? [] }
}

extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
  /// Conditional commands have no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: CommandsDescribing
where TrueContent: Commands, FalseContent: Commands {
  var commandsSource: [String] {
    switch storage {
    case .trueContent(let commands): CommandsSource.of(commands)
    case .falseContent(let commands): CommandsSource.of(commands)
    }
  }
}

/// Commands built under `if #available`.
struct LimitedAvailabilityCommands {
  let commands: any Commands
}

extension LimitedAvailabilityCommands: Commands {
  var body: Never { primitiveBody(Self.self) }
}

extension LimitedAvailabilityCommands: CommandsDescribing {
  var commandsSource: [String] { CommandsSource.opened(commands) }
}

extension Group: Commands where Content: Commands {
  /// Creates a group of commands, declared as if written one after the other.
  nonisolated public init(@CommandsBuilder content: () -> Content) {
    self.init(made: content())
  }

  /// A group of commands has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension Group: CommandsDescribing where Content: Commands {
  var commandsSource: [String] { CommandsSource.of(content) }
}
