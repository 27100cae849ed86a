import Foundation

/// A type whose values can be dragged, dropped, copied and pasted.
///
/// SwiftUI takes this from CoreTransferable, which Linux lacks; Waypoint declares the protocol
/// without requiring a transfer representation (nothing is dragged between apps here), and makes
/// the common value types conform. Sharing and copying a value puts its text on the pasteboard.
public protocol Transferable {}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}
extension AttributedString: Transferable {}

/// `Never` is transferable, so that a share preview without an image or icon can name it.
extension Never: Transferable {}

/// How a transferable type's values are exported (CoreTransferable's protocol, which Linux
/// lacks): here, the text a value is shared and copied as.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type whose values this representation exports.
  associatedtype Item: Transferable
}

/// A representation that exports a value as another transferable value: a color as its text,
/// formatted text as an attributed string.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation
{
  let exporting: @Sendable (Item) throws -> ProxyRepresentation

  /// A representation that exports each value as `exporting` makes it.
  public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    self.exporting = exporting
  }

  /// The text `item` is shared as: that of the value it exports, nil when exporting throws.
  func text(of item: Item) -> String? {
    (try? exporting(item)).map { TransferText.text(of: $0) }
  }
}

/// A transferable type whose transfer representation gives its text.
protocol TextTransferable {
  /// The text this value is shared and copied as.
  var transferText: String { get }
}

/// The text a transferable value is shared and copied as.
enum TransferText {
  /// Text as itself, a URL as its address, data as UTF-8, a type with a representation as the
  /// text it exports, anything else as its description.
  static func text(of item: Any) -> String {
    ownText(of: item) ?? String(describing: item)
  }

  /// The text an item stands for, when it has one: text, a URL, data, or a type that exports
  /// text; nil for anything else.
  static func ownText(of item: Any) -> String? {
    switch item {
    case let text as String: text
    case let url as URL: url.absoluteString
    case let text as AttributedString: String(text.characters)
    case let data as Data: String(decoding: data, as: UTF8.self)
    case let item as any TextTransferable: item.transferText
    default: nil
    }
  }
}

extension Color: Transferable, TextTransferable {
  /// How a color is shared and copied: as its description (`.red`, `Color(red: 1, …)`).
  public static var transferRepresentation: Representation {
    ProxyRepresentation(exporting: { $0.description })
  }

  /// The type of a color's transfer representation.
  public typealias Representation = ProxyRepresentation<Color, String>

  var transferText: String { Self.transferRepresentation.text(of: self) ?? description }
}

extension Image: Transferable, TextTransferable {
  /// How an image is shared and copied: as its name (Linux has no image data to share).
  public static var transferRepresentation: Representation {
    ProxyRepresentation(exporting: { image in
      switch image.name {
      case .system(let name), .resource(let name): name
      }
    })
  }

  /// The type of an image's transfer representation.
  public typealias Representation = ProxyRepresentation<Image, String>

  var transferText: String { Self.transferRepresentation.text(of: self) ?? name.spokenName }
}
