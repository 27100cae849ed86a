import Foundation
import WaypointCore
import WaypointUI

#if !canImport(UIKit)
  /// UIKit's pasteboard over the running host's `Pasteboard` (`@Environment(\.pasteboard)`):
  /// what the app copies here reaches the terminal's or the browser's clipboard.
  public final class UIPasteboard: Sendable {
    /// A pasteboard's name (UIKit's type).
    public struct Name: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// The name `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The system's pasteboard.
      public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// The pasteboard of the host that last updated (with no host, one of the process).
    public static var general: UIPasteboard {
      UIPasteboard(backing: HostContext.snapshot?.pasteboard ?? EnvironmentValues().pasteboard)
    }

    /// The pasteboard's name.
    public var name: Name { .general }

    private let backing: Pasteboard

    private init(backing: Pasteboard) { self.backing = backing }

    /// The first text on the pasteboard (or its first URL as text); setting it replaces all.
    public var string: String? {
      get { backing.string }
      set { backing.string = newValue }
    }

    /// Every text on the pasteboard; setting replaces all with one item each.
    public var strings: [String]? {
      get {
        let texts = backing.items.compactMap { if case .text(let text) = $0 { text } else { nil } }
        return texts.isEmpty ? nil : texts
      }
      set { backing.items = (newValue ?? []).map { .text($0) } }
    }

    /// The first URL on the pasteboard; setting it replaces all.
    public var url: URL? {
      get { urls?.first }
      set { backing.items = newValue.map { [.url($0)] } ?? [] }
    }

    /// Every URL on the pasteboard; setting replaces all.
    public var urls: [URL]? {
      get {
        let urls = backing.items.compactMap { if case .url(let url) = $0 { url } else { nil } }
        return urls.isEmpty ? nil : urls
      }
      set { backing.items = (newValue ?? []).map { .url($0) } }
    }

    /// The first image on the pasteboard; setting it replaces all (an image with no file's
    /// bytes, such as a system symbol, empties it).
    public var image: UIImage? {
      get { images?.first }
      set { images = newValue.map { [$0] } }
    }

    /// Every image on the pasteboard, made from the bytes copied; setting replaces all.
    public var images: [UIImage]? {
      get {
        let images = backing.items.compactMap {
          if case .image(let data) = $0 { UIImage(data: data) } else { nil }
        }
        return images.isEmpty ? nil : images
      }
      set {
        backing.items = (newValue ?? []).compactMap { image in image.fileData.map { .image($0) } }
      }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool {
      backing.items.contains { if case .text = $0 { true } else { false } }
    }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool {
      backing.items.contains { if case .url = $0 { true } else { false } }
    }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool {
      backing.items.contains { if case .image = $0 { true } else { false } }
    }
    /// How many items it holds.
    public var numberOfItems: Int { backing.items.count }
    /// How many times it has changed.
    public var changeCount: Int { backing.changeCount }

    /// The items as UIKit gives them: one dictionary each, from a type identifier
    /// (`public.utf8-plain-text`, `public.url`, `public.png`, `public.jpeg`) to its value.
    public var items: [[String: Any]] {
      get { backing.items.map(Self.dictionary) }
      set { backing.items = newValue.compactMap(Self.item) }
    }

    /// The type identifiers of the first item.
    public var types: [String] { items.first.map { Array($0.keys) } ?? [] }

    /// Adds items after those on the pasteboard.
    public func addItems(_ items: [[String: Any]]) {
      backing.items += items.compactMap(Self.item)
    }

    /// Replaces everything with `value` of type `pasteboardType` (text, a URL, or image bytes).
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
      backing.items = Self.item([pasteboardType: value]).map { [$0] } ?? []
    }

    /// Replaces everything with the bytes of `pasteboardType` (text as UTF-8, or an image).
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
      setValue(data, forPasteboardType: pasteboardType)
    }

    /// The first item's value of `pasteboardType`, if it has one: text answers any text type
    /// (`public.text`, `public.plain-text`…), a URL `public.url`, an image `public.image` and
    /// its file's type.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
      guard let item = backing.items.first else { return nil }
      switch item {
      case .text(let text) where pasteboardType.hasSuffix("text"): return text
      case .url(let url) where pasteboardType == "public.url": return url
      case .image(let data):
        let own = Self.dictionary(item).keys.first
        return pasteboardType == "public.image" || pasteboardType == own ? data : nil
      default: return nil
      }
    }

    /// The first item's bytes of `pasteboardType`: text as UTF-8, a URL's text, image bytes.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
      switch value(forPasteboardType: pasteboardType) {
      case let data as Data: data
      case let text as String: Data(text.utf8)
      case let url as URL: Data(url.absoluteString.utf8)
      default: nil
      }
    }

    private static func dictionary(_ item: Pasteboard.Item) -> [String: Any] {
      switch item {
      case .text(let text): ["public.utf8-plain-text": text]
      case .url(let url): ["public.url": url]
      case .image(let data):
        [ImageFormat(sniffing: data) == .jpeg ? "public.jpeg" : "public.png": data]
      }
    }

    private static func item(_ dictionary: [String: Any]) -> Pasteboard.Item? {
      for (type, value) in dictionary {
        switch (type, value) {
        case (_, let url as URL): return .url(url)
        case ("public.url", let text as String): return URL(string: text).map { .url($0) }
        case (_, let text as String): return .text(text)
        case (_, let image as UIImage): return image.fileData.map { .image($0) }
        case ("public.png", let data as Data), ("public.jpeg", let data as Data),
          ("public.image", let data as Data):
          return .image(data)
        case (_, let data as Data): return String(data: data, encoding: .utf8).map { .text($0) }
        default: continue
        }
      }
      return nil
    }
  }
#endif
