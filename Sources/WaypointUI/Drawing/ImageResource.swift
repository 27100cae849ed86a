import Foundation

#if !canImport(Darwin)
  /// An image of an asset catalog, by name and bundle, as Xcode's generated asset symbols name
  /// them (`Image(.appIcon)`); Linux has no DeveloperToolsSupport to declare it.
  public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image's name in its catalog.
    let name: String
    /// The bundle whose catalog holds it.
    let bundle: Bundle

    /// The image called `name` in `bundle`'s catalog.
    public init(name: String, bundle: Bundle) {
      self.name = name
      self.bundle = bundle
    }
  }
#endif

extension Image {
  /// The image of an asset catalog `resource` names.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled with a localized key, with the catalog image `resource` names.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }

  /// A label titled `title`, with the catalog image `resource` names.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}
