import Foundation

/// A colour in an app's asset catalog, by name and bundle: the type Xcode generates a static
/// member of for each colour set (`ColorResource.brandBlue`); `waypoint port` writes the same
/// members on Linux.
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in the catalog.
  package let name: String
  /// The bundle whose catalog holds it.
  package let bundle: Bundle

  /// A resource for the colour set `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Color {
  /// The colour set a resource names, as `Color("name", bundle:)` finds it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}
