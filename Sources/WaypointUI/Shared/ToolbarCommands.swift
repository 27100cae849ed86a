/// The system's toolbar commands: the items that show, hide and customize the toolbar
/// (recorded on the scene: no menu bar on Linux).
public struct ToolbarCommands {
  /// Creates the toolbar commands.
  nonisolated public init() {}
}

extension ToolbarCommands: Commands {
  /// The system's commands have no body here.
  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarCommands: CommandsDescribing {
  var commandsSource: [String] { ["ToolbarCommands()"] }
}
