import Foundation
import WaypointCore

extension Button where Label == Text {
  /// Makes a button titled by `titleResource`, its text looked up in the resource's own table
  /// and bundle when the button is made.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
    self.init(LocalizedStringKey(resolving: titleResource), action: action)
  }

  /// Makes a button recording `role`, titled by the text `titleResource` looks up.
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
  /// Makes a button whose label is the symbol `systemImage` beside the text `titleResource`
  /// looks up.
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

  /// Makes a button recording `role`, labeled by the symbol `systemImage` beside the text
  /// `titleResource` looks up.
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
  /// Makes a button whose label is the catalog image `image` beside the text `titleResource`
  /// looks up.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), image: image, action: action)
  }

  /// Makes a button recording `role`, labeled by the catalog image `image` beside the text
  /// `titleResource` looks up.
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
