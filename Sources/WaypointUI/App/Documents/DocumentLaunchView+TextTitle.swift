import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

// The launch views titled with a `Text`, or untitled.

extension DocumentLaunchView {
  /// A launch view with an optional title and its actions.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background of views.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background()),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background of views, with an accessory view behind.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background())
        .backgroundAccessory(backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background of views, with accessory views behind and in front.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background())
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background of views, with an accessory view in front.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background())
        .overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions, with an accessory view behind.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText).backgroundAccessory(
        backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions, with accessory views behind and in front.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText).backgroundAccessory(
        backgroundAccessoryView
      ).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions, with an accessory view in front.
  nonisolated public init(
    _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background style, with accessory views behind and in front.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background style, with an accessory view behind.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background style, with an accessory view in front.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle)
        .overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with an optional title and its actions over a background style.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }
}
