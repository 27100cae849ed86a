import Foundation

extension OpenURLAction.Result {
  /// The system opens `url` (or the URL given, when nil), in the app when `prefersInApp`; there
  /// is no in-app browser here, so the desktop opens it.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func systemAction(_ url: URL? = nil, prefersInApp: Bool)
    -> OpenURLAction.Result
  {
    OpenURLAction.Result(kind: .systemAction(url))
  }
}

extension OpenURLAction {
  /// Opens `url`, in the app when `prefersInApp`; there is no in-app browser here, so a URL
  /// that is not the app's own opens on the desktop.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @MainActor
  public func callAsFunction(_ url: URL, prefersInApp: Bool) {
    self(url)
  }
}

extension View {
  /// Asks that links opened in this view open in the app rather than a browser (recorded: there
  /// is no in-app browser here, so they open as before).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @MainActor @preconcurrency
  public func onOpenURL(prefersInApp: Bool) -> some View {
    recorded(".onOpenURL(prefersInApp: \(prefersInApp))")
  }
}
