import Combine
import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A document a `DocumentGroup` edits, as a value: read from a file, written back as one.
@preconcurrency
public protocol FileDocument: Sendable {
  /// The file types the document can be read from.
  static var readableContentTypes: [UTType] { get }
  /// The file types the document can be written as; its readable types unless it says.
  static var writableContentTypes: [UTType] { get }
  /// Reads a document from a file.
  init(configuration: Self.ReadConfiguration) throws
  /// What a document reads itself from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// Writes the document as a file.
  func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
  /// What a document writes itself as.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The types the document can be read from.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document a `DocumentGroup` edits, as an observable object: read from a file, written
/// back from a snapshot of its state.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// A copy of the document's state, which is written while editing goes on.
  associatedtype Snapshot
  /// The file types the document can be read from.
  static var readableContentTypes: [UTType] { get }
  /// The file types the document can be written as; its readable types unless it says.
  static var writableContentTypes: [UTType] { get }
  /// Reads a document from a file.
  init(configuration: Self.ReadConfiguration) throws
  /// What a document reads itself from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// A copy of the document's state to write as `contentType`.
  func snapshot(contentType: UTType) throws -> Self.Snapshot
  /// Writes a snapshot of the document as a file.
  func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws
    -> FileWrapper
  /// What a document writes itself as.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The types the document can be read from.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads itself from: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The file's type.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper
}

/// What a document writes itself as: the type to write, and the file written last, if any.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file the document was last read from or written to, which it may update in place.
  public let existingFile: FileWrapper?
}
