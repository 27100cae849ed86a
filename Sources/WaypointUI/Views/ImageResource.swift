import Foundation
import WaypointCore

/// An image in an app's asset catalog, by name and bundle: the type Xcode generates a static
/// member of for each image set (`ImageResource.logo`), from DeveloperToolsSupport.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  package let name: String
  /// The bundle whose catalog holds it.
  package let bundle: Bundle

  /// A resource for the image set `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Image {
  /// Creates a labeled image from an image resource: the image set of that name.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension Label where Title == Text, Icon == Image {
  /// Makes a label pairing the catalog image `resource` with `titleKey`, shown as written.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }

  /// Makes a label pairing the catalog image `resource` with `title`, shown verbatim.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}
