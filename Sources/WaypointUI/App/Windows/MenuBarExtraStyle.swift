import Foundation

/// How a menu bar extra shows its content (macOS): as a menu or as a window. Linux has no menu
/// bar, so the style is recorded on the scene's windows.
@available(macOS 13.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol MenuBarExtraStyle: CustomStringConvertible {}

/// The style the system picks for a menu bar extra: a menu.
@available(macOS 13.0, *)
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the automatic style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".automatic" }
}

/// A menu bar extra that shows its content as a pull-down menu.
@available(macOS 13.0, *)
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the menu style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".menu" }
}

/// A menu bar extra that shows its content in a window below the menu bar.
@available(macOS 13.0, *)
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
  /// Creates the window style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".window" }
}

@available(macOS 13.0, *)
extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
  /// The style the system picks.
  public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

@available(macOS 13.0, *)
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
  /// Content shown as a pull-down menu.
  public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

@available(macOS 13.0, *)
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
  /// Content shown in a window.
  public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
  /// Sets how menu bar extras in this scene show their content (recorded: no menu bar here).
  @available(macOS 13.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
    recorded(".menuBarExtraStyle(\(style))")
  }
}
