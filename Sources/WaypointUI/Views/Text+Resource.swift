import Foundation
import WaypointCore

extension Text {
  /// Shows the text `resource` stands for, looked up in its own table and bundle when the text
  /// is made (its default value when the table has no entry).
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}
