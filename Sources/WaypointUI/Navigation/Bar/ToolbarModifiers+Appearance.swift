import WaypointCore

/// The purpose of a toolbar, which decides how its items are arranged (an editor's title is at
/// the leading edge, say).
public struct ToolbarRole: Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
  /// A navigation stack's bar.
  public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
  /// A browser's bar: items laid out for browsing.
  public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
  /// An editor's bar: its title at the leading edge.
  public static var editor: ToolbarRole { ToolbarRole(name: "editor") }

  /// The role as Swift source: `.editor`.
  public var description: String { ".\(name)" }
}

/// Whether a window's toolbar shows in full screen.
public struct WindowToolbarFullScreenVisibility: Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")

  /// The visibility as Swift source: `.automatic`.
  public var description: String { ".\(name)" }
}

extension View {
  /// Sets the purpose of the toolbar this view is in (recorded: the terminal's bar lays out
  /// every role alike).
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
    recorded(".toolbarRole(\(role))")
  }

  /// Shows or hides the background of the bars in `bars` (recorded: the terminal's bars draw no
  /// background).
  nonisolated public func toolbarBackgroundVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> some View {
    recorded(
      ".toolbarBackgroundVisibility(.\(visibility.rawValue), for: "
        + "\(bars.map(\.name).joined(separator: ", ")))")
  }

  /// Shows or hides the bars in `bars` (recorded: the terminal keeps its bars).
  nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    recorded(
      ".toolbarVisibility(.\(visibility.rawValue), for: "
        + "\(bars.map(\.name).joined(separator: ", ")))")
  }

  /// Sets whether the window's toolbar shows in full screen (recorded: a terminal window has no
  /// window toolbar).
  nonisolated public func windowToolbarFullScreenVisibility(
    _ visibility: WindowToolbarFullScreenVisibility
  ) -> some View {
    recorded(".windowToolbarFullScreenVisibility(\(visibility))")
  }

  /// Removes an item the system puts in the toolbar by itself (recorded: the terminal's bar
  /// keeps its title, and has no sidebar toggle).
  nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    recorded(".toolbar(removing: \(defaultItemKind.map { "\($0)" } ?? "nil"))")
  }
}
