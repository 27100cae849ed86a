import Foundation
import WaypointCore

extension GroupBox where Label == Text {
  /// A group box titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }
}
