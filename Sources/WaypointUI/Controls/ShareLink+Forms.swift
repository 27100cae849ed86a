import Foundation

// ShareLink's forms for text, and for collections of URLs or text (shared as their lines);
// the forms taking any `Transferable` item with a preview are in ShareLink+Preview.swift.
extension ShareLink where Label == WaypointUI.Label<Text, Image> {
  /// A "Share" link that shares `item`.
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.init(text: item, label: WaypointUI.Label("Share", systemImage: "square.and.arrow.up"))
  }

  /// A "Share" link that shares the URLs of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == URL {
    self.init(
      text: items.map(\.absoluteString).joined(separator: "\n"),
      label: WaypointUI.Label("Share", systemImage: "square.and.arrow.up"))
  }

  /// A "Share" link that shares the Strings of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == String {
    self.init(
      text: items.joined(separator: "\n"),
      label: WaypointUI.Label("Share", systemImage: "square.and.arrow.up"))
  }

  /// A link titled with a localized key that shares `item`.
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(text: item, label: WaypointUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }

  /// A link titled with a localized key that shares the URLs of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == URL {
    self.init(
      text: items.map(\.absoluteString).joined(separator: "\n"),
      label: WaypointUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }

  /// A link titled with a localized key that shares the Strings of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == String {
    self.init(
      text: items.joined(separator: "\n"),
      label: WaypointUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }

  /// A link titled `title` that shares `item`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(text: item, label: WaypointUI.Label(title, systemImage: "square.and.arrow.up"))
  }

  /// A link titled `title` that shares the URLs of `items`, one a line.
  @_disfavoredOverload
  public init<S: StringProtocol, Items: RandomAccessCollection>(
    _ title: S, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == URL {
    self.init(
      text: items.map(\.absoluteString).joined(separator: "\n"),
      label: WaypointUI.Label(title, systemImage: "square.and.arrow.up"))
  }

  /// A link titled `title` that shares the Strings of `items`, one a line.
  @_disfavoredOverload
  public init<S: StringProtocol, Items: RandomAccessCollection>(
    _ title: S, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == String {
    self.init(
      text: items.joined(separator: "\n"),
      label: WaypointUI.Label(title, systemImage: "square.and.arrow.up"))
  }

  /// A link titled with `title` that shares `item`.
  public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) {
    self.init(text: item, label: Self.label(title))
  }

  /// A link titled with `title` that shares `item`.
  public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(text: item.absoluteString, label: Self.label(title))
  }

  /// A link titled with `title` that shares the URLs of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    _ title: Text, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == URL {
    self.init(text: items.map(\.absoluteString).joined(separator: "\n"), label: Self.label(title))
  }

  /// A link titled with `title` that shares the Strings of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    _ title: Text, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element == String {
    self.init(text: items.joined(separator: "\n"), label: Self.label(title))
  }

  /// The share label titled with `title`.
  static func label(_ title: Text) -> WaypointUI.Label<Text, Image> {
    WaypointUI.Label {
      title
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}

extension ShareLink {
  /// A link with a label view that shares `item`.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: item, label: label())
  }

  /// A link with a label view that shares the URLs of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element == URL {
    self.init(text: items.map(\.absoluteString).joined(separator: "\n"), label: label())
  }

  /// A link with a label view that shares the strings of `items`, one a line.
  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element == String {
    self.init(text: items.joined(separator: "\n"), label: label())
  }
}
