import Foundation
import WaypointCore

extension DocumentGroupLaunchScene {
  /// A launch scene with a title from a string resource, its actions and a background of views.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), actions, background: background)
  }

  /// A launch scene with a title from a string resource, its actions and a background of views,
  /// with an accessory view behind.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), actions, background: background,
      backgroundAccessoryView: backgroundAccessoryView)
  }

  /// A launch scene with a title from a string resource, its actions and a background of views,
  /// with accessory views behind and in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), actions, background: background,
      backgroundAccessoryView: backgroundAccessoryView, overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch scene with a title from a string resource, its actions and a background of views,
  /// with an accessory view in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), actions, background: background,
      overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch scene with a title from a string resource, its actions and a background style.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), backgroundStyle: backgroundStyle, actions)
  }

  /// A launch scene with a title from a string resource, its actions and a background style,
  /// with an accessory view behind.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), backgroundStyle: backgroundStyle, actions,
      backgroundAccessoryView: backgroundAccessoryView)
  }

  /// A launch scene with a title from a string resource, its actions and a background style,
  /// with accessory views behind and in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), backgroundStyle: backgroundStyle, actions,
      backgroundAccessoryView: backgroundAccessoryView, overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch scene with a title from a string resource, its actions and a background style,
  /// with an accessory view in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), backgroundStyle: backgroundStyle, actions,
      overlayAccessoryView: overlayAccessoryView)
  }
}
