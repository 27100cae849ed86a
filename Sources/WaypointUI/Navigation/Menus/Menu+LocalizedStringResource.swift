import Foundation
import WaypointCore

extension Menu where Label == Text {
  /// A menu titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }

  /// Creates a menu with a custom primary action that generates its label from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), content: content, primaryAction: primaryAction)
  }
}

extension Menu where Label == WaypointUI.Label<Text, Image> {
  /// Creates a menu that generates its label from a string resource and system image.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, systemImage: String,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, content: content)
  }

  /// Creates a menu with a custom primary action that generates its label from a string resource
  /// and system image.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, systemImage: String,
    @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, content: content,
      primaryAction: primaryAction)
  }
}

extension Menu where Label == WaypointUI.Label<Text, Image> {
  /// Creates a menu that generates its label from a string resource and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    @ViewBuilder content: () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), image: image, content: content)
  }

  /// Creates a menu with a custom primary action that generates its label from a string
  /// resource and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, content: content,
      primaryAction: primaryAction)
  }
}
