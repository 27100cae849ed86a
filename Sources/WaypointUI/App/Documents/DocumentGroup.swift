import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A scene whose windows each edit (or view) one document. The first window opens at launch
/// with a new document; `NewDocumentButton` opens more. Documents live in memory: Linux shows
/// no document browser or save panel, so nothing is read from or saved to disk unless the app
/// does it (`NewDocumentButton(contentType:prepareDocumentURL:)` opens a file it names).
public struct DocumentGroup<Document, Content: View> {
  let window: AnyView
  let reader: (FileWrapper, UTType) throws -> Any
}

extension DocumentGroup: Scene {
  /// A document group has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension DocumentGroup: WindowContentProviding {
  func declaration(at position: String) -> SceneDeclaration {
    SceneDeclaration(
      id: position, title: nil, content: window, kind: .documentGroup,
      presentedType: ObjectIdentifier(Document.self), documentReader: reader)
  }
}

extension DocumentGroup where Document: FileDocument {
  /// A group whose windows edit documents made by `newDocument`, each shown by `editor`.
  @preconcurrency
  nonisolated public init(
    newDocument: @autoclosure @escaping @Sendable () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    window = AnyView(
      FileDocumentWindow(newDocument: newDocument, isEditable: true, editor: editor))
    reader = { try Document(configuration: .init(contentType: $1, file: $0)) }
  }

  /// A group whose windows show documents of `documentType` without editing them.
  nonisolated public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    window = AnyView(FileDocumentWindow(newDocument: nil, isEditable: false, editor: viewer))
    reader = { try Document(configuration: .init(contentType: $1, file: $0)) }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// A group whose windows edit object documents made by `newDocument`, each shown by
  /// `editor`.
  @preconcurrency
  nonisolated public init(
    newDocument: @escaping @Sendable () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    window = AnyView(
      ReferenceDocumentWindow(newDocument: newDocument, isEditable: true, editor: editor))
    reader = { try Document(configuration: .init(contentType: $1, file: $0)) }
  }

  /// A group whose windows show object documents of `documentType` without editing them.
  nonisolated public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    window = AnyView(ReferenceDocumentWindow(newDocument: nil, isEditable: false, editor: viewer))
    reader = { try Document(configuration: .init(contentType: $1, file: $0)) }
  }
}
