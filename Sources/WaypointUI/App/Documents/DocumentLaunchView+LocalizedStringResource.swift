import Foundation
import WaypointCore

extension DocumentLaunchView {
  /// A launch view with a title from a string resource and its actions.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title from a string resource and its actions over a background of views.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen, background: background)
  }

  /// A launch view with a title from a string resource and its actions over a background of views,
  /// with an accessory view behind.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen, background: background,
      backgroundAccessoryView: backgroundAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions over a background of views,
  /// with accessory views behind and in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen, background: background,
      backgroundAccessoryView: backgroundAccessoryView, overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions over a background of views,
  /// with an accessory view in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen, background: background,
      overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions, with an accessory view
  /// behind.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen, backgroundAccessoryView: backgroundAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions, with accessory views behind
  /// and in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen, backgroundAccessoryView: backgroundAccessoryView,
      overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions, with an accessory view in
  /// front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType],
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes, actions,
      onDocumentOpen: onDocumentOpen, overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions over a background style.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes,
      backgroundStyle: backgroundStyle, actions, onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title from a string resource and its actions over a background style,
  /// with an accessory view behind.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes,
      backgroundStyle: backgroundStyle, actions, onDocumentOpen: onDocumentOpen,
      backgroundAccessoryView: backgroundAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions over a background style,
  /// with accessory views behind and in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes,
      backgroundStyle: backgroundStyle, actions, onDocumentOpen: onDocumentOpen,
      backgroundAccessoryView: backgroundAccessoryView, overlayAccessoryView: overlayAccessoryView)
  }

  /// A launch view with a title from a string resource and its actions over a background style,
  /// with an accessory view in front.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ titleResource: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: contentTypes,
      backgroundStyle: backgroundStyle, actions, onDocumentOpen: onDocumentOpen,
      overlayAccessoryView: overlayAccessoryView)
  }
}
