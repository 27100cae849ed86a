import Foundation
import WaypointCore

extension ContentUnavailableView
where Label == WaypointUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates an interface with a title from a string resource, an image of the app and a
  /// description.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image name: String, description: Text? = nil
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), image: name, description: description)
  }

  /// Creates an interface with a title from a string resource, a system image and a description.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage name: String, description: Text? = nil
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: name, description: description)
  }
}
