import Foundation
import WaypointCore

extension View {
  /// Shows the text `resource` stands for as this list row's or tab's badge; nil shows none
  /// (recorded).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func badge(_ resource: LocalizedStringResource?) -> some View {
    badge(resource.map(LocalizedStringKey.init(resolving:)))
  }
}
