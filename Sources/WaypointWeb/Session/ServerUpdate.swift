import Foundation

/// What the server sends a page after each message: the patch, and whatever else changed.
struct ServerUpdate: Encodable {
  /// A change to the address bar.
  struct Address: Encodable, Equatable {
    /// `push` for a new history entry, `replace` to change the current one.
    var mode: String
    var path: String
    var entry: Int

    private enum CodingKeys: String, CodingKey {
      case mode = "m"
      case path = "u"
      case entry = "n"
    }
  }

  /// An element to scroll into view (a `ScrollViewProxy` request), and where: `start`,
  /// `center`, `end`, or `nearest` to scroll as little as shows it.
  struct Scroll: Encodable, Equatable {
    var id: String
    var block: String

    private enum CodingKeys: String, CodingKey {
      case id = "i"
      case block = "b"
    }
  }

  var operations: [PagePatch.Operation] = []
  var title: String?
  var address: Address?
  var sizeClass: String?
  var zoom = false
  var scroll: Scroll?
  /// Text the app copied (its pasteboard changed), for the page to put on the browser's
  /// clipboard.
  var copied: String?
  /// The whole scene as HTML, replacing what the page shows (a page another worker made).
  var page: String?
  /// The process that answered, so a page (and a test) can tell which worker serves it.
  var worker = WorkerIdentity.processID
  /// The tab was parked: its state is in the store and its memory freed. The page does not
  /// reconnect until it is shown again or the person acts, and then gets the scene back.
  var parked = false

  private enum CodingKeys: String, CodingKey {
    case operations = "ops"
    case title
    case address = "addr"
    case sizeClass = "sc"
    case zoom
    case scroll
    case copied = "cp"
    case page
    case worker = "wk"
    case parked = "pk"
  }

  /// The update as the page reads it.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
