import Foundation

/// The pasteboard a host provides: text the app copies goes where the renderer can put it (the
/// terminal's clipboard, a browser's). A Waypoint addition, standing in for `UIPasteboard` and
/// `NSPasteboard`, which SwiftUI apps use on Apple's platforms.
public final class Pasteboard: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?
  private var changes = 0

  /// An empty pasteboard.
  public init() {}

  /// The text on the pasteboard; setting it copies.
  public var string: String? {
    get { lock.withLock { text } }
    set {
      lock.withLock {
        text = newValue
        changes += 1
      }
    }
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
