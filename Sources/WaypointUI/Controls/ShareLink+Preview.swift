import Foundation

// ShareLink's forms for any `Transferable` item with a preview: text and URLs are copied as
// themselves, other items as their preview's title (Linux has no transfer representations).
extension ShareLink where Label == WaypointUI.Label<Text, Image> {
  /// A "Share" link that shares `item`, shown as `preview`.
  public init<I: Transferable, PImage: Transferable, PIcon: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PImage, PIcon>
  ) {
    self.init(
      text: sharedText(of: item, title: preview.title),
      label: WaypointUI.Label("Share", systemImage: "square.and.arrow.up"))
  }

  /// A link titled with a localized key that shares `item`, shown as `preview`.
  public init<I: Transferable, PImage: Transferable, PIcon: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PImage, PIcon>
  ) {
    self.init(
      text: sharedText(of: item, title: preview.title),
      label: WaypointUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }

  /// A link titled `title` that shares `item`, shown as `preview`.
  @_disfavoredOverload
  public init<S: StringProtocol, I: Transferable, PImage: Transferable, PIcon: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PImage, PIcon>
  ) {
    self.init(
      text: sharedText(of: item, title: preview.title),
      label: WaypointUI.Label(title, systemImage: "square.and.arrow.up"))
  }

  /// A link titled with a text that shares `item`, shown as `preview`.
  public init<I: Transferable, PImage: Transferable, PIcon: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PImage, PIcon>
  ) {
    self.init(
      text: sharedText(of: item, title: preview.title),
      label: WaypointUI.Label(title.plainText, systemImage: "square.and.arrow.up"))
  }

  /// A "Share" link that shares `items`, one a line, each shown as `preview` makes it.
  public init<Data: RandomAccessCollection, PImage: Transferable, PIcon: Transferable>(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PImage, PIcon>
  ) where Data.Element: Transferable {
    self.init(
      text: Self.sharedLines(of: items, preview: preview),
      label: WaypointUI.Label("Share", systemImage: "square.and.arrow.up"))
  }

  /// A link titled with a localized key that shares `items`, one a line.
  public init<Data: RandomAccessCollection, PImage: Transferable, PIcon: Transferable>(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PImage, PIcon>
  ) where Data.Element: Transferable {
    self.init(
      text: Self.sharedLines(of: items, preview: preview),
      label: WaypointUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }

  /// A link titled `title` that shares `items`, one a line.
  @_disfavoredOverload
  public init<
    S: StringProtocol, Data: RandomAccessCollection, PImage: Transferable, PIcon: Transferable
  >(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PImage, PIcon>
  ) where Data.Element: Transferable {
    self.init(
      text: Self.sharedLines(of: items, preview: preview),
      label: WaypointUI.Label(title, systemImage: "square.and.arrow.up"))
  }

  /// A link titled with a text that shares `items`, one a line.
  public init<Data: RandomAccessCollection, PImage: Transferable, PIcon: Transferable>(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PImage, PIcon>
  ) where Data.Element: Transferable {
    self.init(
      text: Self.sharedLines(of: items, preview: preview),
      label: WaypointUI.Label(title.plainText, systemImage: "square.and.arrow.up"))
  }
}

extension ShareLink {
  /// A link with a label view that shares `item`, shown as `preview`.
  public init<I: Transferable, PImage: Transferable, PIcon: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PImage, PIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(text: sharedText(of: item, title: preview.title), label: label())
  }

  /// A link with a label view that shares `items`, one a line, each shown as `preview` makes it.
  public init<Data: RandomAccessCollection, PImage: Transferable, PIcon: Transferable>(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PImage, PIcon>,
    @ViewBuilder label: () -> Label
  ) where Data.Element: Transferable {
    self.init(text: Self.sharedLines(of: items, preview: preview), label: label())
  }

  /// The text a link shares for `items`: each item's, one a line.
  static func sharedLines<Data: RandomAccessCollection, PImage, PIcon>(
    of items: Data, preview: (Data.Element) -> SharePreview<PImage, PIcon>
  ) -> String where Data.Element: Transferable {
    items.map { sharedText(of: $0, title: preview($0).title) }.joined(separator: "\n")
  }
}
