/// A menu of commands in the app's menu bar (recorded on the scene: no menu bar on Linux).
public struct CommandMenu<Content: View> {
  let name: String
  let content: Content

  /// Records a menu named with `nameKey` looked up as a localization key; `content` is not shown.
  nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(name: nameKey.resolved, content: content())
  }

  /// Records a menu named with `name`'s plain text; `content` is not shown.
  nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.init(name: name.plainText, content: content())
  }

  /// Records a menu named `name`, verbatim; `content` is not shown.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.init(name: String(name), content: content())
  }

  nonisolated init(name: String, content: Content) {
    self.name = name
    self.content = content
  }
}

extension CommandMenu: Commands {
  /// A menu has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension CommandMenu: CommandsDescribing {
  var commandsSource: [String] { ["CommandMenu(\(name.debugDescription))"] }
}

/// Commands added before, after or in place of one of the system's groups of menu items
/// (recorded on the scene: no menu bar on Linux).
public struct CommandGroup<Content: View> {
  let placement: String
  let content: Content

  /// Adds `addition` before the system's `group`.
  nonisolated public init(
    before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content
  ) {
    self.init(placement: "before: \(group)", content: addition())
  }

  /// Adds `addition` after the system's `group`.
  nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content)
  {
    self.init(placement: "after: \(group)", content: addition())
  }

  /// Puts `addition` in place of the system's `group`.
  nonisolated public init(
    replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content
  ) {
    self.init(placement: "replacing: \(group)", content: addition())
  }

  nonisolated init(placement: String, content: Content) {
    self.placement = placement
    self.content = content
  }
}

extension CommandGroup: Commands {
  /// A group has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension CommandGroup: CommandsDescribing {
  var commandsSource: [String] { ["CommandGroup(\(placement))"] }
}
