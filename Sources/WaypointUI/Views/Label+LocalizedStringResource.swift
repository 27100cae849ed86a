import Foundation
import WaypointCore

extension Label where Title == Text, Icon == Image {
  /// Creates a label with an icon image and a title generated from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image name: String) {
    self.init(LocalizedStringKey(resolving: titleResource), image: name)
  }

  /// Creates a label with a system icon image and a title generated from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(LocalizedStringKey(resolving: titleResource), systemImage: name)
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with an icon from an image resource and a title from a string resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
    self.init(LocalizedStringKey(resolving: titleResource), image: resource)
  }
}
