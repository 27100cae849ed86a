import Foundation
import WaypointCore

/// How a shared item is previewed in the share sheet: a title, and an optional image and icon.
///
/// Sharing here copies the item's text to the pasteboard: the preview's title is recorded on
/// the share link (`render()` prints it); the image and icon are kept and not drawn.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  /// The preview's title.
  let title: Text
  /// The image given for the preview, kept but not drawn; nil when none was given.
  let image: Image?
  /// The preview's icon, if any.
  let icon: Icon?

  /// The preview as the semantic tree records it: `SharePreview("Title")`.
  var recordedSource: String { "SharePreview(\(title.plainText.debugDescription))" }

  /// What sharing `item` copies: its own text, or this preview's title when it has none.
  func text(sharing item: Any) -> String {
    TransferText.ownText(of: item) ?? title.plainText
  }
}

extension SharePreview where Image == Never, Icon == Never {
  /// Makes a preview titled with the localization key `titleKey`, with no image or icon.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(title: Text(titleKey), image: nil, icon: nil)
  }

  /// A preview with a title from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resolving: titleResource))
  }

  /// A preview with a title.
  public init(_ title: Text) {
    self.init(title: title, image: nil, icon: nil)
  }

  /// A preview with a title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(title: Text(title), image: nil, icon: nil)
  }
}

extension SharePreview where Icon == Never {
  /// Makes a preview titled with the localization key `titleKey`, keeping `image` (not drawn).
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(title: Text(titleKey), image: image, icon: nil)
  }

  /// A preview with a title from a string resource and an image.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image: Image) {
    self.init(LocalizedStringKey(resolving: titleResource), image: image)
  }

  /// A preview with a title and an image.
  public init(_ title: Text, image: Image) {
    self.init(title: title, image: image, icon: nil)
  }

  /// A preview with a title from a string and an image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) {
    self.init(title: Text(title), image: image, icon: nil)
  }
}

extension SharePreview where Image == Never {
  /// Makes a preview titled with the localization key `titleKey`, keeping `icon` (not drawn).
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    self.init(title: Text(titleKey), image: nil, icon: icon)
  }

  /// A preview with a title from a string resource and an icon.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, icon: Icon) {
    self.init(LocalizedStringKey(resolving: titleResource), icon: icon)
  }

  /// A preview with a title and an icon.
  public init(_ title: Text, icon: Icon) {
    self.init(title: title, image: nil, icon: icon)
  }

  /// A preview with a title from a string and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) {
    self.init(title: Text(title), image: nil, icon: icon)
  }
}

extension SharePreview {
  /// Makes a preview titled with the localization key `titleKey`, keeping `image` and `icon`
  /// (neither is drawn).
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(title: Text(titleKey), image: image, icon: icon)
  }

  /// A preview with a title from a string resource, an image and an icon.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image: Image, icon: Icon) {
    self.init(LocalizedStringKey(resolving: titleResource), image: image, icon: icon)
  }

  /// A preview with a title, an image and an icon.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.init(title: title, image: image, icon: icon)
  }

  /// A preview with a title from a string, an image and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(title: Text(title), image: image, icon: icon)
  }
}

extension SharePreview: Sendable where Image: Sendable, Icon: Sendable {}
