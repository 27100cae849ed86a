/// The system's inspector commands: the item that shows and hides the inspector
/// (recorded on the scene: no menu bar on Linux).
public struct InspectorCommands {
  /// Creates the inspector commands.
  nonisolated public init() {}
}

extension InspectorCommands: Commands {
  /// The system's commands have no body here.
  public var body: Never { primitiveBody(Self.self) }
}

extension InspectorCommands: CommandsDescribing {
  var commandsSource: [String] { ["InspectorCommands()"] }
}
