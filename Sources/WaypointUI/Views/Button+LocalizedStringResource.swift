import Foundation
import WaypointCore

extension Button where Label == Text {
  /// Creates a button that generates its label from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
    self.init(LocalizedStringKey(resolving: titleResource), action: action)
  }

  /// Creates a button with a specified role that generates its label from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), role: role, action: action)
  }
}

extension Button where Label == WaypointUI.Label<Text, Image> {
  /// Creates a button with a system image and a title from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, action: action)
  }

  /// Creates a button with a role, a system image and a title from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, role: role,
      action: action)
  }
}

extension Button where Label == WaypointUI.Label<Text, Image> {
  /// Creates a button with an image resource and a title from a string resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), image: image, action: action)
  }

  /// Creates a button with a role, an image resource and a title from a string resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, role: role, action: action)
  }
}
