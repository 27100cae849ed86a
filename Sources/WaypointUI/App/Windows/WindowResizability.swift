/// How a user may resize a scene's windows.
public struct WindowResizability: Sendable, Equatable, CustomStringConvertible {
  let name: String

  /// The system's choice for the scene's kind.
  public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
  /// Windows take exactly their content's size.
  public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
  /// Windows are at least their content's minimum size.
  public static var contentMinSize: WindowResizability {
    WindowResizability(name: "contentMinSize")
  }

  /// The resizability as Swift source (`.contentSize`).
  public var description: String { ".\(name)" }
}

/// How the window manager treats a scene's windows.
public struct WindowManagerRole: Sendable, Equatable, CustomStringConvertible {
  let name: String

  /// The system's choice for the scene's kind.
  public static let automatic = WindowManagerRole(name: "automatic")
  /// A main window of the app.
  @available(iOS, unavailable)
  public static let principal = WindowManagerRole(name: "principal")
  /// A window that belongs with another (an inspector, a palette).
  @available(iOS, unavailable)
  public static let associated = WindowManagerRole(name: "associated")

  /// The role as Swift source (`.automatic`).
  public var description: String { ".\(name)" }
}
