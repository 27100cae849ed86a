import Foundation

// ShareLink's forms for any transferable item, with a preview: choosing the link copies the
// item's text (`TransferText`) to the pasteboard, or the preview's title for an item with no
// text of its own; the preview's title is recorded on the link.
extension ShareLink where Label == WaypointUI.Label<Text, Image> {
  /// A "Share" link that shares `item`, previewed as `preview`.
  public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(titled: Text("Share"), item: item, preview: preview)
  }

  /// A link titled with a localized key that shares `item`, previewed as `preview`.
  public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(titled: Text(titleKey), item: item, preview: preview)
  }

  /// A link titled `title` that shares `item`, previewed as `preview`.
  @_disfavoredOverload
  public init<
    S: StringProtocol, I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable
  >(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(titled: Text(title), item: item, preview: preview)
  }

  /// A link titled with `title` that shares `item`, previewed as `preview`.
  public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(titled: title, item: item, preview: preview)
  }

  /// A "Share" link that shares `items`, one a line, each previewed as `preview` makes it.
  public init<
    Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable
  >(
    items: Items, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Items.Element: Transferable {
    self.init(titled: Text("Share"), items: items, preview: preview)
  }

  /// A link titled with a localized key that shares `items`, one a line, each previewed as
  /// `preview` makes it.
  public init<
    Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable
  >(
    _ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Items.Element: Transferable {
    self.init(titled: Text(titleKey), items: items, preview: preview)
  }

  /// A link titled `title` that shares `items`, one a line, each previewed as `preview` makes
  /// it.
  @_disfavoredOverload
  public init<
    S: StringProtocol, Items: RandomAccessCollection, PreviewImage: Transferable,
    PreviewIcon: Transferable
  >(
    _ title: S, items: Items, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Items.Element: Transferable {
    self.init(titled: Text(title), items: items, preview: preview)
  }

  /// A link titled with `title` that shares `items`, one a line, each previewed as `preview`
  /// makes it.
  public init<
    Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable
  >(
    _ title: Text, items: Items, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Items.Element: Transferable {
    self.init(titled: title, items: items, preview: preview)
  }

  private init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
    titled title: Text, item: I, preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      text: preview.text(sharing: item), label: Self.label(title),
      previews: [preview.recordedSource], laterText: TransferText.laterText(of: item))
  }

  private init<
    Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable
  >(
    titled title: Text, items: Items,
    preview: (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Items.Element: Transferable {
    self.init(
      text: items.map { preview($0).text(sharing: $0) }.joined(separator: "\n"),
      label: Self.label(title), previews: items.map { preview($0).recordedSource },
      laterText: TransferText.laterText(ofEach: Array(items)))
  }
}

extension ShareLink {
  /// A link with a label view that shares `item`, previewed as `preview`.
  public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) {
    self.init(
      text: preview.text(sharing: item), label: label(), previews: [preview.recordedSource],
      laterText: TransferText.laterText(of: item))
  }

  /// A link with a label view that shares `items`, one a line, each previewed as `preview`
  /// makes it.
  public init<
    Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable
  >(
    items: Items, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.init(
      text: items.map { preview($0).text(sharing: $0) }.joined(separator: "\n"), label: label(),
      previews: items.map { preview($0).recordedSource },
      laterText: TransferText.laterText(ofEach: Array(items)))
  }
}
