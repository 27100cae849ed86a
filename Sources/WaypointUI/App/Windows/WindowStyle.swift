/// How a scene's windows look: their title bar and frame.
public protocol WindowStyle {}

/// The system's window style.
public struct DefaultWindowStyle: WindowStyle, CustomStringConvertible {
  /// Creates the default window style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".automatic" }
}

/// Windows with a title bar showing their title.
public struct TitleBarWindowStyle: WindowStyle, CustomStringConvertible {
  /// Makes the `.titleBar` style, which `windowStyle(_:)` records on the scene.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".titleBar" }
}

/// Windows whose title bar is hidden, its controls over the content.
public struct HiddenTitleBarWindowStyle: WindowStyle, CustomStringConvertible {
  /// Makes the `.hiddenTitleBar` style, which `windowStyle(_:)` records on the scene.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".hiddenTitleBar" }
}

/// Windows with no chrome: the content alone.
public struct PlainWindowStyle: WindowStyle, CustomStringConvertible {
  /// Creates the plain window style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".plain" }
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The system's window style.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// Windows with a title bar showing their title.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// Windows whose title bar is hidden.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
  /// Windows with no chrome.
  public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

/// How a scene's window toolbar sits with its title bar.
public protocol WindowToolbarStyle {}

/// No preference for where the toolbar sits; `windowToolbarStyle(_:)` records it as `.automatic`.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
  /// Makes the `.automatic` toolbar style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".automatic" }
}

/// A toolbar below the title bar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
  /// Makes the `.expanded` toolbar style, recorded on the scene like the others.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".expanded" }
}

/// A toolbar in the title bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
  let showsTitle: Bool
  /// Creates the unified style, showing the title.
  public init() { showsTitle = true }
  /// Creates the unified style, showing the title when `showsTitle`.
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
  /// The style as Swift source.
  public var description: String { showsTitle ? ".unified" : ".unified(showsTitle: false)" }
}

/// A compact toolbar in the title bar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle, CustomStringConvertible {
  let showsTitle: Bool
  /// Creates the compact unified style, showing the title.
  public init() { showsTitle = true }
  /// Creates the compact unified style, showing the title when `showsTitle`.
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
  /// The style as Swift source.
  public var description: String {
    showsTitle ? ".unifiedCompact" : ".unifiedCompact(showsTitle: false)"
  }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  /// No preference for where the toolbar sits, recorded as `.automatic`.
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// A toolbar below the title bar.
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// A toolbar in the title bar.
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
  /// A toolbar in the title bar, showing the title when `showsTitle`.
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// A compact toolbar in the title bar.
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle()
  }
  /// A compact toolbar in the title bar, showing the title when `showsTitle`.
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension Scene {
  /// Sets the look of this scene's windows (recorded: a terminal or a browser tab draws no
  /// window chrome).
  nonisolated public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
    recorded(".windowStyle(\(style))")
  }

  /// Sets how this scene's toolbar sits with its title bar (recorded: a terminal or a browser
  /// tab draws no title bar).
  nonisolated public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
    recorded(".windowToolbarStyle(\(style))")
  }

  /// Sets where a new window of this scene first appears on screen (recorded: the host places
  /// its windows).
  nonisolated public func defaultPosition(_ position: UnitPoint) -> some Scene {
    recorded(
      ".defaultPosition(UnitPoint(x: \(Font.number(position.x)), y: \(Font.number(position.y))))")
  }
}
