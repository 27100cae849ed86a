import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A view a document app shows before a document is open: its title and actions over its
/// background. Linux has no document browser, so `onDocumentOpen` is kept but never called:
/// the actions (a `NewDocumentButton`) are the way to a document.
public struct DocumentLaunchView<Actions: View, DocumentView: View> {
  let parts: DocumentLaunchParts
  let contentTypes: [UTType]
  let actions: Actions
  let onDocumentOpen: (URL) -> DocumentView

  nonisolated init(
    parts: DocumentLaunchParts, contentTypes: [UTType], actions: Actions,
    onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.parts = parts
    self.contentTypes = contentTypes
    self.actions = actions
    self.onDocumentOpen = onDocumentOpen
  }
}

extension DocumentLaunchView: View {
  /// The title and actions over the background.
  public var body: some View {
    DocumentLaunchContent(parts: parts, actions: actions)
  }
}

extension DocumentLaunchView {
  /// A launch view with a localized title and its actions.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background of views.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background()),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background of views, with an accessory view behind.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background())
        .backgroundAccessory(backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background of views, with accessory views behind and in front.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background())
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background of views, with an accessory view in front.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background()).overlayAccessory(
        overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions, with an accessory view behind.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved).backgroundAccessory(
        backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions, with accessory views behind and in front.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved).backgroundAccessory(backgroundAccessoryView)
        .overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions, with an accessory view in front.
  nonisolated public init(
    _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background style, with accessory views behind and in front.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background style, with an accessory view behind.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background style, with an accessory view in front.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle)
        .overlayAccessory(overlayAccessoryView),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

  /// A launch view with a localized title and its actions over a background style.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle),
      contentTypes: contentTypes, actions: actions(), onDocumentOpen: onDocumentOpen)
  }

}
