/// Makes an `EnvironmentValues` property and its key from one line:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "WaypointMacros", type: "EntryMacro")
