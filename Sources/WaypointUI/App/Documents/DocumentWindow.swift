import Foundation

/// A document a window was opened with (by `NewDocumentButton`), and the file it came from.
struct OpenedDocument {
  let document: Any
  let fileURL: URL?
}

/// The first document of a window, decided once: the one it was opened with, else a new one.
final class DocumentStart<Document> {
  private(set) var document: Document?
  private(set) var fileURL: URL?

  func resolve(opened: OpenedDocument?, newDocument: (() -> Document)?) -> Document? {
    if document == nil {
      if let opened, let given = opened.document as? Document {
        document = given
        fileURL = opened.fileURL
      } else {
        document = newDocument?()
      }
    }
    return document
  }
}

/// A window of a `DocumentGroup` of value documents: its editor, given a binding to the
/// window's document.
struct FileDocumentWindow<Document: FileDocument, Content: View> {
  let newDocument: (@Sendable () -> Document)?
  let isEditable: Bool
  let editor: (FileDocumentConfiguration<Document>) -> Content
  @Environment(\.sceneSession) private var session
  @State private var edited: Document?
  @State private var start = DocumentStart<Document>()

  nonisolated init(
    newDocument: (@Sendable () -> Document)?, isEditable: Bool,
    editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = newDocument
    self.isEditable = isEditable
    self.editor = editor
  }
}

extension FileDocumentWindow: View {
  var body: some View {
    if let initial = start.resolve(opened: session?.openedDocument, newDocument: newDocument) {
      let edits = $edited
      let configuration = FileDocumentConfiguration(
        document: Binding(get: { edits.wrappedValue ?? initial }, set: { edits.wrappedValue = $0 }),
        fileURL: start.fileURL, isEditable: isEditable)
      editor(configuration)
        .environment(
          \.documentConfigurationValue,
          DocumentConfiguration(isEditable: isEditable, fileURL: start.fileURL))
    } else {
      Text(verbatim: "No \(Document.self) is open")
    }
  }
}

/// A window of a `DocumentGroup` of object documents: its editor, observing the window's
/// document.
struct ReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View> {
  let newDocument: (@Sendable () -> Document)?
  let isEditable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content
  @Environment(\.sceneSession) private var session
  @State private var start = DocumentStart<Document>()

  nonisolated init(
    newDocument: (@Sendable () -> Document)?, isEditable: Bool,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = newDocument
    self.isEditable = isEditable
    self.editor = editor
  }
}

extension ReferenceDocumentWindow: View {
  var body: some View {
    if let document = start.resolve(opened: session?.openedDocument, newDocument: newDocument) {
      ReferenceDocumentEditor(
        document: document, fileURL: start.fileURL, isEditable: isEditable, editor: editor)
    } else {
      Text(verbatim: "No \(Document.self) is open")
    }
  }
}

/// The editor of an object document, evaluated again whenever the document changes.
struct ReferenceDocumentEditor<Document: ReferenceFileDocument, Content: View> {
  @ObservedObject var document: Document
  let fileURL: URL?
  let isEditable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content
}

extension ReferenceDocumentEditor: View {
  var body: some View {
    editor(
      ReferenceFileDocumentConfiguration(
        document: document, fileURL: fileURL, isEditable: isEditable)
    )
    .environment(
      \.documentConfigurationValue, DocumentConfiguration(isEditable: isEditable, fileURL: fileURL))
  }
}
