import Foundation
import WaypointCore

extension Label where Title == Text, Icon == Image {
  /// Makes a label pairing the app's image `name` with the text `titleResource` looks up in
  /// its own table and bundle.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image name: String) {
    self.init(LocalizedStringKey(resolving: titleResource), image: name)
  }

  /// Makes a label pairing the symbol `name` with the text `titleResource` looks up.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(LocalizedStringKey(resolving: titleResource), systemImage: name)
  }
}

extension Label where Title == Text, Icon == Image {
  /// Makes a label pairing the catalog image `resource` with the text `titleResource` looks up.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
    self.init(LocalizedStringKey(resolving: titleResource), image: resource)
  }
}
