import Foundation
import WaypointCore

extension Text {
  /// Creates a text view that displays a localized string resource.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}
