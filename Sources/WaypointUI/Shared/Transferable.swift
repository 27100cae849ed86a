import Foundation

/// A type whose values can be dragged, dropped, copied and pasted.
///
/// SwiftUI takes this from CoreTransferable, which Linux lacks. Waypoint shares and pastes
/// text: a value is shared (`ShareLink`) as the text its representations write, and text is
/// pasted (`PasteButton(payloadType:)`) as the value they read from it. A type that declares no
/// representation (SwiftUI requires one) is shared as its description.
@preconcurrency
public protocol Transferable: Sendable {
  /// The type of the representation used to import and export the type.
  associatedtype Representation: TransferRepresentation
  /// The representation used to import and export the type.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
  /// Without a representation of its own, a value is shared as its description.
  public static var transferRepresentation: ProxyRepresentation<Self, String> {
    ProxyRepresentation(exporting: { String(describing: $0) })
  }
}

extension String: Transferable {
  /// Text is shared and pasted as itself.
  public static var transferRepresentation: ProxyRepresentation<String, String> {
    ProxyRepresentation(exporting: { $0 }, importing: { $0 })
  }
}

extension Data: Transferable {
  /// Data is shared and pasted as UTF-8 text.
  public static var transferRepresentation: DataRepresentation<Data> {
    DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
  }
}

extension URL: Transferable {
  /// A URL is shared as its address, and pasted from one.
  public static var transferRepresentation: ProxyRepresentation<URL, String> {
    ProxyRepresentation(
      exporting: { $0.absoluteString },
      importing: { text in
        guard let url = URL(string: text) else { throw TransferError.notAValue(text, "URL") }
        return url
      })
  }
}

extension AttributedString: Transferable {
  /// Attributed text is shared as its characters, and pasted as plain attributed text.
  public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
    ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
  }
}

/// `Never` is transferable, so that a share preview without an image or icon can name it.
extension Never: Transferable {
  /// `Never` has no values to share, and none can be pasted.
  public static var transferRepresentation: ProxyRepresentation<Never, String> {
    ProxyRepresentation(importing: { text in throw TransferError.notAValue(text, "Never") })
  }
}

/// Why a value could not be read from pasted text.
enum TransferError: Error {
  /// The text does not make a value of the named type.
  case notAValue(String, String)
}

/// A transferable type whose transfer representation gives its text.
protocol TextTransferable {
  /// The text this value is shared and copied as.
  var transferText: String { get }
}

/// The text a transferable value is shared and copied as.
enum TransferText {
  /// Text as itself, a URL as its address, data as UTF-8, a type with a representation as the
  /// text it exports at once (a proxy or `Codable` representation), anything else as its
  /// description.
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
    case let item as any Transferable: textNow(of: item)
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
  /// How an image is shared and copied: as its name, or as the text of the view a bitmap was
  /// rendered from (Linux has no image data to share).
  public static var transferRepresentation: Representation {
    ProxyRepresentation(exporting: { image in
      switch image.name {
      case .system(let name), .resource(let name): name
      case .asset(let asset): asset.name
      case .remote(let url): url.absoluteString
      case .bitmap(_, _, let content?): content
      case .bitmap: image.name.description
      }
    })
  }

  /// The type of an image's transfer representation.
  public typealias Representation = ProxyRepresentation<Image, String>

  var transferText: String { Self.transferRepresentation.text(of: self) ?? name.spokenName }
}
