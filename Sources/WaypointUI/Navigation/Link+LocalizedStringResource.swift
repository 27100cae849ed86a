import Foundation
import WaypointCore

extension Link where Label == Text {
  /// A link to `destination` titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, destination: URL) {
    self.init(LocalizedStringKey(resolving: titleResource), destination: destination)
  }
}
