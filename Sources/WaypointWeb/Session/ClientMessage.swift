/// A message from a page's script. Anything else (bad JSON, an unknown kind, a field of the
/// wrong type) fails to decode, and the socket that sent it is closed.
struct ClientMessage: Decodable, Equatable {
  /// What the page reports.
  enum Kind: String, Decodable {
    /// The page connected: its window size and address.
    case hello
    /// The person acted on an element.
    case act
    /// The window changed size.
    case size
    /// The browser moved in its history (Back, Forward): its entry and address.
    case history
    /// The page was hidden (another browser tab, a minimised window) or shown again.
    case visibility
  }

  /// `t`: the kind.
  var kind: Kind
  /// `id`: the element acted on, as decimal text (its 64 bits do not fit a JavaScript number).
  var element: String?
  /// `a`: the action's kind (`tap`, `setText`, …).
  var action: String?
  /// `v`: the action's text (`setText`).
  var value: String?
  /// `w` and `h`: the window's size in CSS pixels.
  var width: Double?
  var height: Double?
  /// `s`: what the device covers of the window's edges (`env(safe-area-inset-*)`), in CSS
  /// pixels: top, left, bottom, right.
  var safeArea: [Double]?
  /// `path`: the address shown (path and query).
  var path: String?
  /// `n`: the history entry's number.
  var entry: Int?
  /// `hidden`: whether the page is hidden (`document.hidden`).
  var hidden: Bool?

  private enum CodingKeys: String, CodingKey {
    case kind = "t"
    case element = "id"
    case action = "a"
    case value = "v"
    case width = "w"
    case height = "h"
    case safeArea = "s"
    case path
    case entry = "n"
    case hidden
  }
}
