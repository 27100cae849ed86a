/// What a document app shows at launch, before a document is open: its title and actions
/// (by default a button creating a document) over its background. It opens at launch in place
/// of the document group, and closes once a `NewDocumentButton` in it opens a document.
public struct DocumentGroupLaunchScene<Actions: View> {
  let parts: DocumentLaunchParts
  let actions: Actions
}

extension DocumentGroupLaunchScene: Scene {
  /// A launch scene has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension DocumentGroupLaunchScene: WindowContentProviding {
  func declaration(at position: String) -> SceneDeclaration {
    SceneDeclaration(
      id: position, title: parts.title,
      content: AnyView(DocumentLaunchContent(parts: parts, actions: actions)),
      kind: .documentLaunch)
  }
}

extension DocumentGroupLaunchScene {
  /// A launch scene with a localized title, its actions and a background of views, with accessory
  /// views behind and in front.
  nonisolated public init(
    _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background())
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene with a localized title, its actions and a background of views, with an
  /// accessory view behind.
  nonisolated public init(
    _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background())
        .backgroundAccessory(backgroundAccessoryView),
      actions: actions())
  }

  /// A launch scene with a localized title, its actions and a background of views, with an
  /// accessory view in front.
  nonisolated public init(
    _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background()).overlayAccessory(
        overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene with a localized title, its actions and a background of views.
  nonisolated public init(
    _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, background: background()),
      actions: actions())
  }

  /// A launch scene titled by `title` (a key shown as written): its actions (by default a button
  /// that creates a document) over a background painted with `backgroundStyle`; the accessory views
  /// are drawn behind and in front of it.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by `title` (a key shown as written): its actions (by default a button
  /// that creates a document) over a background painted with `backgroundStyle`; the accessory view
  /// is drawn behind it.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by `title` (a key shown as written): its actions (by default a button
  /// that creates a document) over a background painted with `backgroundStyle`; the accessory view
  /// is drawn in front of it.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle)
        .overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by `title` (a key shown as written): its actions (by default a button
  /// that creates a document) over a background painted with `backgroundStyle`.
  nonisolated public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title.resolved, backgroundStyle: backgroundStyle),
      actions: actions())
  }

  /// A launch scene with a title string, its actions and a background of views, with accessory
  /// views behind and in front.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background())
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene with a title string, its actions and a background of views, with an accessory
  /// view behind.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background())
        .backgroundAccessory(backgroundAccessoryView),
      actions: actions())
  }

  /// A launch scene with a title string, its actions and a background of views, with an accessory
  /// view in front.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background()).overlayAccessory(
        overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene with a title string, its actions and a background of views.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), background: background()),
      actions: actions())
  }

  /// A launch scene titled by `title`, shown verbatim: its actions (by default a button that
  /// creates a document) over a background painted with `backgroundStyle`; the accessory views are
  /// drawn behind and in front of it.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by `title`, shown verbatim: its actions (by default a button that
  /// creates a document) over a background painted with `backgroundStyle`; the accessory view is
  /// drawn behind it.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by `title`, shown verbatim: its actions (by default a button that
  /// creates a document) over a background painted with `backgroundStyle`; the accessory view is
  /// drawn in front of it.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle)
        .overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by `title`, shown verbatim: its actions (by default a button that
  /// creates a document) over a background painted with `backgroundStyle`.
  @_disfavoredOverload
  nonisolated public init<B: ShapeStyle>(
    _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    self.init(
      parts: DocumentLaunchParts(title: String(title), backgroundStyle: backgroundStyle),
      actions: actions())
  }

}
