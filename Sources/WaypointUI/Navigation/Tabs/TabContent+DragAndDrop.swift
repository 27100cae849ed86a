import Foundation

// A tab that can be dragged out of, or accepts drops on, the tab bar. No renderer here drags or
// drops, so both are recorded on the tab's content, where `render()` prints them.
extension TabContent {
  /// Makes the tab draggable, offering `payload` (recorded on the tab's content: no renderer
  /// drags yet).
  @available(iOS 18.1, macOS 15.1, visionOS 2.1, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some TabContent<Self.TabValue>
  {
    recordedOnTab(".draggable(\(_typeName(T.self, qualified: false)))", isEnabled: true)
  }

  /// Accepts drops of `T` values on the tab, calling `action` with them (recorded on the tab's
  /// content: no renderer drops yet).
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public func dropDestination<T: Transferable>(
    for type: T.Type = T.self, action: @escaping ([T]) -> Void
  ) -> some TabContent<Self.TabValue> {
    recordedOnTab(
      ".dropDestination(for: \(_typeName(T.self, qualified: false)).self)", isEnabled: true)
  }
}
