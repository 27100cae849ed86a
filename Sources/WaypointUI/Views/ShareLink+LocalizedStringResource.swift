import Foundation
import WaypointCore

extension ShareLink where Label == WaypointUI.Label<Text, Image> {
  /// A link titled with a string resource that shares `item`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, item: String, subject: Text? = nil,
    message: Text? = nil
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), item: item, subject: subject, message: message)
  }

  /// A link titled with a string resource that shares the URLs of `items`, one a line.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<Items: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, items: Items, subject: Text? = nil,
    message: Text? = nil
  ) where Items.Element == URL {
    self.init(
      LocalizedStringKey(resolving: titleResource), items: items, subject: subject, message: message
    )
  }

  /// A link titled with a string resource for a URL.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), item: item, subject: subject, message: message)
  }
}

extension ShareLink where Label == WaypointUI.Label<Text, Image> {
  /// A link titled with a string resource that shares the Strings of `items`, one a line.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<Items: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, items: Items, subject: Text? = nil,
    message: Text? = nil
  ) where Items.Element == String {
    self.init(
      LocalizedStringKey(resolving: titleResource), items: items, subject: subject,
      message: message)
  }

  /// A link titled with a string resource that shares `item`, previewed as `preview`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<I: Transferable, PreviewImage: Transferable, PreviewIcon: Transferable>(
    _ titleResource: LocalizedStringResource, item: I, subject: Text? = nil,
    message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), item: item, subject: subject,
      message: message, preview: preview)
  }

  /// A link titled with a string resource that shares `items`, one a line, each previewed as
  /// `preview` makes it.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<
    Items: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable
  >(
    _ titleResource: LocalizedStringResource, items: Items, subject: Text? = nil,
    message: Text? = nil,
    preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) where Items.Element: Transferable {
    self.init(
      LocalizedStringKey(resolving: titleResource), items: items, subject: subject,
      message: message, preview: preview)
  }
}
