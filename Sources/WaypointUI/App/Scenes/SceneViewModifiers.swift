import Combine
import Foundation
import Observation

extension View {
  /// Lets a click on this view activate its window as well as act (recorded: a terminal or a
  /// browser tab has no inactive windows).
  nonisolated public func allowsWindowActivationEvents(_ value: Bool?) -> some View {
    recorded(".allowsWindowActivationEvents(\(value.map(String.init) ?? "nil"))")
  }

  /// Lets a click on this view activate its window as well as act (recorded: a terminal or a
  /// browser tab has no inactive windows).
  nonisolated public func allowsWindowActivationEvents() -> some View {
    recorded(".allowsWindowActivationEvents()")
  }

  /// Records `.documentBrowserContextMenu(_:)` on this view; `menu` is never built, as Linux has no
  /// document browser.
  @available(iOS 18.1, *)
  @MainActor @preconcurrency
  public func documentBrowserContextMenu(
    @ViewBuilder _ menu: @escaping ([URL]?) -> some View
  ) -> some View {
    recorded(".documentBrowserContextMenu(_:)")
  }
}
