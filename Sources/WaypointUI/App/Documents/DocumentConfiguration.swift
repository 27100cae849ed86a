import Combine
import Foundation

/// What a `DocumentGroup` gives its editor: a binding to the document, its file and whether it
/// may be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; writing it changes the window's document.
  @Binding public var document: Document
  /// The file the document was read from, if any (nil for a new document).
  public var fileURL: URL?
  /// Whether the document may be edited (false in a viewer).
  public var isEditable: Bool

  init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// What a `DocumentGroup` gives the editor of an object document: the document, observed, its
/// file and whether it may be edited.
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document.
  @ObservedObject public var document: Document
  /// The file the document was read from, if any (nil for a new document).
  public var fileURL: URL?
  /// Whether the document may be edited (false in a viewer).
  public var isEditable: Bool

  init(document: Document, fileURL: URL?, isEditable: Bool) {
    _document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// The document a view is showing: its file and whether it may be edited.
public struct DocumentConfiguration: Sendable {
  /// Whether the document may be edited.
  public let isEditable: Bool
  /// The file the document was read from, if any.
  public let fileURL: URL?
}

extension EnvironmentValues {
  /// The document the views of a `DocumentGroup` window show; nil outside one.
  public var documentConfiguration: DocumentConfiguration? { documentConfigurationValue }

  /// Set by a document window for its views.
  var documentConfigurationValue: DocumentConfiguration? {
    get { self[DocumentConfigurationKey.self] }
    set { self[DocumentConfigurationKey.self] = newValue }
  }
}

private enum DocumentConfigurationKey: EnvironmentKey {
  static var defaultValue: DocumentConfiguration? { nil }
}

/// A box holding a document, which document-based view controllers share.
public protocol DocumentBaseBox<Document>: AnyObject {
  /// The type of document held.
  associatedtype Document
  /// The document, if one is held.
  var base: Document? { get set }
}
