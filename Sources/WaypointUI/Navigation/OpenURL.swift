import Foundation

extension View {
  /// Registers a handler to invoke in response to a URL received by the app (through the host's
  /// `open(_:)`).
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(
      AppendingPreference<OpenURLHandlersKey, OpenURLHandler>(
        element: OpenURLHandler(action: action)))
  }
}

/// The `onOpenURL` handlers of a subtree, deepest first.
struct OpenURLHandlersKey: PreferenceKey {
  static var defaultValue: [OpenURLHandler] { [] }
  static func reduce(value: inout [OpenURLHandler], nextValue: () -> [OpenURLHandler]) {
    value += nextValue()
  }
}

/// One `onOpenURL` handler.
struct OpenURLHandler {
  let action: (URL) -> Void
}
