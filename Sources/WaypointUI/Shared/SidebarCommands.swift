/// The system's sidebar commands: the item that shows and hides the sidebar
/// (recorded on the scene: no menu bar on Linux).
public struct SidebarCommands {
  /// Creates the sidebar commands.
  nonisolated public init() {}
}

extension SidebarCommands: Commands {
  /// The system's commands have no body here.
  public var body: Never { primitiveBody(Self.self) }
}

extension SidebarCommands: CommandsDescribing {
  var commandsSource: [String] { ["SidebarCommands()"] }
}
