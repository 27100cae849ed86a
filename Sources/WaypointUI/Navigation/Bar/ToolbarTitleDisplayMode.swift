/// How a navigation bar shows its title: large, inline, or as the system decides.
public struct ToolbarTitleDisplayMode: CustomStringConvertible {
  let name: String
  /// The navigation bar's display mode this mode shows as.
  let barMode: NavigationBarItem.TitleDisplayMode

  /// The system decides, by context (the previous screen's mode, on a stack).
  public static var automatic: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "automatic", barMode: .automatic)
  }
  /// A large title, in an expanded bar.
  public static var large: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "large", barMode: .large)
  }
  /// A title in the large font, within the bar's standard bounds (shown as `.large` here).
  public static var inlineLarge: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "inlineLarge", barMode: .large)
  }
  /// A title within the bar's standard bounds.
  public static var inline: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "inline", barMode: .inline)
  }

  /// The mode as Swift source: `.inline`.
  public var description: String { ".\(name)" }
}

extension View {
  /// Sets how the navigation bar shows this screen's title, as `navigationBarTitleDisplayMode`
  /// does.
  nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }
}
