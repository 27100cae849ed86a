/// The system's text editing commands: Find, Spelling, Substitutions, Transformations, Speech
/// (recorded on the scene: no menu bar on Linux).
public struct TextEditingCommands {
  /// Creates the text editing commands.
  nonisolated public init() {}
}

extension TextEditingCommands: Commands {
  /// The system's commands have no body here.
  public var body: Never { primitiveBody(Self.self) }
}

extension TextEditingCommands: CommandsDescribing {
  var commandsSource: [String] { ["TextEditingCommands()"] }
}

/// The system's text formatting commands: the Font and Text menus (recorded on the scene: no
/// menu bar on Linux).
public struct TextFormattingCommands {
  /// Creates the text formatting commands.
  nonisolated public init() {}
}

extension TextFormattingCommands: Commands {
  /// The system's commands have no body here.
  public var body: Never { primitiveBody(Self.self) }
}

extension TextFormattingCommands: CommandsDescribing {
  var commandsSource: [String] { ["TextFormattingCommands()"] }
}
