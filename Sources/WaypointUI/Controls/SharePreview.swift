import Foundation

/// How an item a `ShareLink` shares is shown before it is shared: a title, and an image and an
/// icon where the item's own look is not enough. A share link shares the title for an item
/// that is not text.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  /// The title shown, as plain text.
  let title: String
  let image: Image?
  let icon: Icon?

  init(title: String, image: Image?, icon: Icon?) {
    self.title = title
    self.image = image
    self.icon = icon
  }

  /// A preview titled with a localized key, with `image` and `icon`.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(title: titleKey.resolved, image: image, icon: icon)
  }

  /// A preview titled `title`, with `image` and `icon`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(title: String(title), image: image, icon: icon)
  }

  /// A preview titled with a text, with `image` and `icon`.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.init(title: title.plainText, image: image, icon: icon)
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title alone, a localized key.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(title: titleKey.resolved, image: nil, icon: nil)
  }

  /// A preview with a title alone.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(title: String(title), image: nil, icon: nil)
  }

  /// A preview with a title alone, a text.
  public init(_ title: Text) {
    self.init(title: title.plainText, image: nil, icon: nil)
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Icon == Never {
  /// A preview titled with a localized key, with `image`.
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(title: titleKey.resolved, image: image, icon: nil)
  }

  /// A preview titled `title`, with `image`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) {
    self.init(title: String(title), image: image, icon: nil)
  }

  /// A preview titled with a text, with `image`.
  public init(_ title: Text, image: Image) {
    self.init(title: title.plainText, image: image, icon: nil)
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never {
  /// A preview titled with a localized key, with `icon`.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    self.init(title: titleKey.resolved, image: nil, icon: icon)
  }

  /// A preview titled `title`, with `icon`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) {
    self.init(title: String(title), image: nil, icon: icon)
  }

  /// A preview titled with a text, with `icon`.
  public init(_ title: Text, icon: Icon) {
    self.init(title: title.plainText, image: nil, icon: icon)
  }
}

extension Never: Transferable {}

/// What a share link copies for an item: its text when it is text or a URL, else the title of
/// its preview.
func sharedText<Item: Transferable>(of item: Item, title: @autoclosure () -> String) -> String {
  switch item {
  case let text as String: text
  case let url as URL: url.absoluteString
  case let attributed as AttributedString: String(attributed.characters)
  default: title()
  }
}
