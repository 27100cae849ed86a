import Foundation

/// The pasteboard a host provides: what the app copies goes where the renderer can put it (the
/// terminal's clipboard, a browser's). A Waypoint addition, standing in for `UIPasteboard` and
/// `NSPasteboard`, which SwiftUI apps use on Apple's platforms.
public final class Pasteboard: @unchecked Sendable {
  /// One thing on the pasteboard.
  public enum Item: Hashable, Sendable {
    /// Text.
    case text(String)
    /// A URL.
    case url(URL)
    /// An image, as the bytes of its file (PNG or JPEG).
    case image(Data)
  }

  private let lock = NSLock()
  private var contents: [Item] = []
  private var changes = 0

  /// An empty pasteboard.
  public init() {}

  /// Everything on the pasteboard, in order; setting it replaces it all (one change).
  public var items: [Item] {
    get { lock.withLock { contents } }
    set {
      lock.withLock {
        contents = newValue
        changes += 1
      }
    }
  }

  /// The first text on the pasteboard, else its first URL as text; setting it copies the text
  /// alone (nil empties the pasteboard).
  public var string: String? {
    get {
      let items = self.items
      for case .text(let text) in items { return text }
      for case .url(let url) in items { return url.absoluteString }
      return nil
    }
    set { items = newValue.map { [.text($0)] } ?? [] }
  }

  /// How many times the pasteboard has changed, as `UIPasteboard` counts: a renderer compares it
  /// with the count it last saw to notice a copy.
  public var changeCount: Int { lock.withLock { changes } }
}

extension EnvironmentValues {
  /// The host's pasteboard: `pasteboard.string = text` copies.
  public var pasteboard: Pasteboard {
    get { self[PasteboardKey.self] }
    set { self[PasteboardKey.self] = newValue }
  }
}

private enum PasteboardKey: EnvironmentKey {
  static let fallback = Pasteboard()
  static var defaultValue: Pasteboard { fallback }
}
