import Foundation
import WaypointCore

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A document a window was opened with (by `NewDocumentButton`), and the file it came from.
struct OpenedDocument {
  let document: Any
  let fileURL: URL?
  /// The type the file was read as.
  let contentType: UTType?
}

/// The first document of a window, decided once: the one it was opened with, else a new one.
final class DocumentStart<Document> {
  private(set) var document: Document?
  private(set) var fileURL: URL?
  private(set) var contentType: UTType?

  func resolve(opened: OpenedDocument?, newDocument: (() -> Document)?) -> Document? {
    if document == nil {
      if let opened, let given = opened.document as? Document {
        document = given
        fileURL = opened.fileURL
        contentType = opened.contentType
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
      let location = FileDocumentLocation(
        edits: $edited, initial: initial, file: start.fileURL,
        contentType: start.contentType ?? Document.writableContentTypes.first ?? .data,
        log: DiagnosticLog.current)
      let configuration = FileDocumentConfiguration(
        document: Binding(location: location, snapshot: location.get()),
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

/// A window's value document: its edits over the document it opened with, each edit written
/// back to the file the document was read from (there is none for a new document).
final class FileDocumentLocation<Document: FileDocument>: Location {
  let edits: Binding<Document?>
  let initial: Document
  let file: URL?
  let contentType: UTType
  let log: DiagnosticLog

  init(
    edits: Binding<Document?>, initial: Document, file: URL?, contentType: UTType,
    log: DiagnosticLog
  ) {
    self.edits = edits
    self.initial = initial
    self.file = file
    self.contentType = contentType
    self.log = log
  }

  func get() -> Document { edits.wrappedValue ?? initial }

  func set(_ document: Document) {
    edits.wrappedValue = document
    guard let file else { return }
    do {
      try document.fileWrapper(
        configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
      )
      .write(to: file, options: .atomic, originalContentsURL: file)
    } catch {
      log.record(.documentNotSaved(file, reason: "\(error)"))
    }
  }

  func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? FileDocumentLocation<Document> else { return false }
    return edits.location.isSamePlace(as: other.edits.location)
  }
}
