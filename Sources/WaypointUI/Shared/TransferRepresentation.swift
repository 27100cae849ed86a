import Combine
import Foundation

/// How a transferable type's values are imported and exported (CoreTransferable's protocol,
/// which Linux lacks). Waypoint transfers text: each representation says how a value is
/// written as text to share and read back from pasted text.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type whose values this representation imports and exports.
  associatedtype Item: Transferable
}

/// A representation that exports a value as another transferable value (a color as its text)
/// and imports one from it.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  TransferRepresentation
{
  let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
  let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

  /// A representation that exports each value as `exporting` makes it.
  public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    self.exporting = exporting
    importing = nil
  }

  /// A representation that exports values as `exporting` makes them and imports them with
  /// `importing`.
  public init(
    exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// A representation that imports values from the proxy with `importing`.
  public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
    exporting = nil
    self.importing = importing
  }

  /// The text `item` is shared as: that of the value it exports, nil when exporting throws.
  func text(of item: Item) -> String? {
    (try? exporting?(item)).map { TransferText.text(of: $0) }
  }
}

/// A representation that exports and imports a value as data of a content type.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  /// The type of the data.
  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> Data)?
  let importing: (@Sendable (Data) async throws -> Item)?

  /// A representation that exports values as data with `exporting` and imports them with
  /// `importing`.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// A representation that exports values as data of `contentType`.
  public init(
    exportedContentType contentType: UTType = .data,
    exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    self.contentType = contentType
    self.exporting = exporting
    importing = nil
  }

  /// A representation that imports values from data of `contentType`.
  public init(
    importedContentType contentType: UTType,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    exporting = nil
    self.importing = importing
  }
}

/// A file a representation exports: where it is, and whether the receiver may open it there.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct SentTransferredFile: Sendable {
  /// The file's URL.
  public var file: URL
  /// Whether the receiver may use the file where it is, rather than a copy.
  public var allowAccessingOriginalFile: Bool

  /// A file to send, at `file`.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file a representation imports: where it is, and whether it is the sender's own file.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ReceivedTransferredFile: Sendable {
  /// The file's URL.
  public var file: URL
  /// Whether the file is the sender's original rather than a copy.
  public var isOriginalFile: Bool
}

/// A representation that exports and imports a value as a file of a content type.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  /// The type of the file's contents.
  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
  let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

  /// A representation that exports values as files with `exporting` and imports them with
  /// `importing`.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// A representation that exports values as files of `contentType`.
  public init(
    exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    self.contentType = contentType
    self.exporting = exporting
    importing = nil
  }

  /// A representation that imports values from files of `contentType`.
  public init(
    importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    exporting = nil
    self.importing = importing
  }
}

/// A representation that exports and imports a `Codable` value through an encoder and a
/// decoder: JSON unless others are given.
///
/// Sendable because its closures hold only the coders it was given, which it keeps to itself
/// and uses one call at a time, and type metadata, which never changes.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>:
  TransferRepresentation, @unchecked Sendable
{
  /// The type of the encoded data.
  let contentType: UTType
  let encode: (Item) throws -> Data
  let decode: (Data) throws -> Item

  /// A representation of `contentType` written by `encoder` and read by `decoder`.
  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder
  )
  where
    Encoder: TopLevelEncoder, Decoder: TopLevelDecoder, Encoder.Output == Data,
    Decoder.Input == Data
  {
    self.contentType = contentType
    encode = { try encoder.encode($0) }
    decode = { try decoder.decode(Item.self, from: $0) }
  }

  /// A representation of `contentType` written and read as JSON.
  public init(for itemType: Item.Type = Item.self, contentType: UTType)
  where Encoder == JSONEncoder, Decoder == JSONDecoder {
    self.contentType = contentType
    encode = { try JSONEncoder().encode($0) }
    decode = { try JSONDecoder().decode(Item.self, from: $0) }
  }
}

/// Several representations of one type, in order of preference: what a
/// `transferRepresentation` of more than one representation is.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct TupleTransferRepresentation<Item: Transferable, Value: Sendable>:
  TransferRepresentation
{
  let parts: [any TransferRepresentation]
}

/// Builds a type's transfer representation from the representations listed in
/// `transferRepresentation`, in order of preference.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  /// A representation as itself.
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
  where R.Item == Item {
    content
  }

  /// The first representation of the list.
  public static func buildPartialBlock<R: TransferRepresentation>(first content: R) -> R
  where R.Item == Item {
    content
  }

  /// The representations so far followed by `next`.
  public static func buildPartialBlock<
    Accumulated: TransferRepresentation, Next: TransferRepresentation
  >(
    accumulated: Accumulated, next: Next
  ) -> TupleTransferRepresentation<Item, (Accumulated, Next)>
  where Accumulated.Item == Item, Next.Item == Item {
    TupleTransferRepresentation(parts: [accumulated, next])
  }

  /// A representation behind an availability check.
  public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> R
  where R.Item == Item {
    content
  }
}
