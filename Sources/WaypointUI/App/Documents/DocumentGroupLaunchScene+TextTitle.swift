// The launch scenes titled with a `Text`, or untitled.

extension DocumentGroupLaunchScene {
  /// A launch scene with an optional title, its actions and a background of views, with accessory
  /// views behind and in front.
  nonisolated public init(
    _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background())
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene with an optional title, its actions and a background of views, with an
  /// accessory view behind.
  nonisolated public init(
    _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background())
        .backgroundAccessory(backgroundAccessoryView),
      actions: actions())
  }

  /// A launch scene with an optional title, its actions and a background of views, with an
  /// accessory view in front.
  nonisolated public init(
    _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background())
        .overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene with an optional title, its actions and a background of views.
  nonisolated public init(
    _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder background: () -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, background: background()),
      actions: actions())
  }

  /// A launch scene titled by the optional `title`: its actions (by default a button that creates a
  /// document) over a background painted with `backgroundStyle`; the accessory views are drawn
  /// behind and in front of it.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView).overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by the optional `title`: its actions (by default a button that creates a
  /// document) over a background painted with `backgroundStyle`; the accessory view is drawn behind
  /// it.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle)
        .backgroundAccessory(backgroundAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by the optional `title`: its actions (by default a button that creates a
  /// document) over a background painted with `backgroundStyle`; the accessory view is drawn in
  /// front of it.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle)
        .overlayAccessory(overlayAccessoryView),
      actions: actions())
  }

  /// A launch scene titled by the optional `title`: its actions (by default a button that creates a
  /// document) over a background painted with `backgroundStyle`.
  nonisolated public init<B: ShapeStyle>(
    _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
  ) {
    self.init(
      parts: DocumentLaunchParts(title: title?.plainText, backgroundStyle: backgroundStyle),
      actions: actions())
  }
}
