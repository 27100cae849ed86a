import Foundation
import WaypointCore

extension CommandMenu {
  /// Creates a menu named with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ nameResource: LocalizedStringResource, @ViewBuilder content: () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: nameResource), content: content)
  }
}
