import Foundation
import WaypointCore

extension LocalizedStringKey {
  /// A key showing the text `resource` stands for, looked up in the resource's own table and
  /// bundle: how the `LocalizedStringResource` forms reach the forms taking a key.
  init(resolving resource: LocalizedStringResource) {
    self.init(String(localized: resource))
  }
}
