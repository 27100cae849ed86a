import Foundation
import WaypointCore

extension Diagnostic.Code {
  /// A URL was delivered and no `onOpenURL` handler changed anything.
  public static let urlNotHandled: Self = "url-not-handled"
  /// Several `onOpenURL` handlers acted on one URL.
  public static let scatteredOpenURL: Self = "scattered-open-url"
  /// A URL for the desktop could not be opened: there is no `xdg-open`.
  public static let noURLOpener: Self = "no-url-opener"
  /// A URL of a custom scheme the app does not declare was opened from the app's code.
  public static let urlSchemeNotDeclared: Self = "url-scheme-not-declared"
}

extension Diagnostic {
  static func urlNotHandled(_ url: URL, handlerCount: Int) -> Self {
    Diagnostic(
      code: .urlNotHandled,
      message: "The URL \(Self.shown(url)) was delivered and "
        + (handlerCount == 0
          ? "the scene has no onOpenURL handler; "
          : "none of its \(handlerCount) onOpenURL handlers changed anything; ")
        + "the screen stays as it was.",
      fixIt: "Handle the URL's scheme and path in one onOpenURL at the scene's root (a router "
        + "that ignores unknown URLs on purpose can report them itself).")
  }

  static func urlHandledInSeveralPlaces(_ url: URL, handlerCount: Int) -> Self {
    Diagnostic(
      code: .scatteredOpenURL,
      message: "\(handlerCount) onOpenURL handlers acted on \(Self.shown(url)); the order they "
        + "run in decides where the app ends up.",
      fixIt: "Centralize URL parsing in one router and one onOpenURL at the scene's root.")
  }

  static func noURLOpener(_ url: URL) -> Self {
    Diagnostic(
      code: .noURLOpener,
      message: "The URL \(Self.shown(url)) is not one of the app's own, and there is no "
        + "xdg-open to hand it to the desktop; nothing was opened.",
      fixIt: "Install xdg-utils, or handle the URL in the app (declare its scheme with "
        + ".urlSchemes(_:) on the app's scene).")
  }

  static func urlSchemeNotDeclared(_ url: URL, declared: Set<String>) -> Self {
    Diagnostic(
      code: .urlSchemeNotDeclared,
      message: "The app opened \(Self.shown(url)), whose scheme “\(url.scheme ?? "")” it does not "
        + "declare"
        + (declared.isEmpty ? "" : " (it declares \(declared.sorted().joined(separator: ", ")))")
        + "; the URL went to the desktop, not to the app's onOpenURL.",
      fixIt:
        "Declare the scheme on the app's scene: WindowGroup { … }.urlSchemes(\"\(url.scheme ?? "")\")."
    )
  }

  /// A URL as diagnostics show it: at most 200 characters.
  private static func shown(_ url: URL) -> String {
    let text = url.absoluteString
    return "“" + (text.count > 200 ? text.prefix(200) + "…" : text) + "”"
  }
}
