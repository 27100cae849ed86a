import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

// The launch views titled with a string.

extension DocumentLaunchView {
  /// A launch view with a title string and its actions.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title)),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background of views.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background()),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background of views, with an accessory view behind.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background())
        .backgroundAccessory(backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background of views, with accessory views behind and in front.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background())
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background of views, with an accessory view in front.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background()).overlayAccessory(
        overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions, with an accessory view behind.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title)).backgroundAccessory(backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions, with accessory views behind and in front.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title)).backgroundAccessory(backgroundAccessoryView)
        .overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions, with an accessory view in front.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title)).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background style, with accessory views behind and in front.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background style, with an accessory view behind.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background style, with an accessory view in front.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle)
        .overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a title string and its actions over a background style.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

}
