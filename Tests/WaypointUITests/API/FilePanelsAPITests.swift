import Foundation
import Testing
import Waypoint
import WaypointTesting

private struct NoteDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

@MainActor
private final class Outcome {
  var urls: [URL] = []
  var failures = 0
  var cancellations = 0

  func take<T>(_ result: Result<T, any Error>, _ urls: (T) -> [URL]) {
    switch result {
    case .success(let value): self.urls += urls(value)
    case .failure: failures += 1
    }
  }
}

private func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("waypoint-files-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

@MainActor
@Suite("File importers, exporters and movers")
struct FilePanelsAPITests {
  @Test("a file importer asks for a path and passes the file's URL, or an error")
  func importer() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("notes.txt")
    try Data("hi".utf8).write(to: file)
    let outcome = Outcome()
    struct Importing: View {
      let outcome: Outcome
      @State private var isImporting = false
      var body: some View {
        Button("Import") { isImporting = true }
          .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) {
            outcome.take($0) { [$0] }
          }
      }
    }
    let host = ViewHost(Importing(outcome: outcome))
    try host.tap("Import")
    #expect(host.render().contains("fileImporter"))
    try host.replaceText(in: "Path", with: file.path)
    try host.tap("Open")
    #expect(outcome.urls == [file])
    #expect(!host.render().contains("fileImporter"))
    try host.tap("Import")
    try host.replaceText(in: "Path", with: folder.appendingPathComponent("missing").path)
    try host.tap("Open")
    #expect(outcome.failures == 1)
  }

  @Test("a file importer with multiple selection takes paths separated by colons; Cancel cancels")
  func multipleImporter() throws {
    let folder = try temporaryFolder()
    let files = ["a.txt", "b.txt"].map { folder.appendingPathComponent($0) }
    for file in files { try Data().write(to: file) }
    let outcome = Outcome()
    struct Importing: View {
      let outcome: Outcome
      @State private var isImporting = true
      var body: some View {
        Text("Files")
          .fileImporter(
            isPresented: $isImporting, allowedContentTypes: [.data], allowsMultipleSelection: true,
            onCompletion: { outcome.take($0) { $0 } },
            onCancellation: { outcome.cancellations += 1 })
      }
    }
    let host = ViewHost(Importing(outcome: outcome))
    try host.replaceText(in: "Paths", with: files.map(\.path).joined(separator: ":"))
    try host.tap("Open")
    #expect(outcome.urls == files)
    let cancelling = ViewHost(Importing(outcome: outcome))
    try cancelling.tap("Cancel")
    #expect(outcome.cancellations == 1)
  }

  @Test("a file exporter writes the document to the path given, with the label set for its field")
  func exporter() throws {
    let folder = try temporaryFolder()
    let outcome = Outcome()
    struct Exporting: View {
      let outcome: Outcome
      @State private var isExporting = true
      var body: some View {
        Text("Note")
          .fileExporter(
            isPresented: $isExporting, document: NoteDocument(text: "Soup"),
            contentType: .plainText, defaultFilename: "Recipe"
          ) { outcome.take($0) { [$0] } }
          .fileExporterFilenameLabel("Name")
      }
    }
    let host = ViewHost(Exporting(outcome: outcome))
    #expect(host.render().contains(#"TextField "Name" = "Recipe.txt""#))
    let target = folder.appendingPathComponent("Soup.txt")
    try host.replaceText(in: "Name", with: target.path)
    try host.tap("Export")
    #expect(outcome.urls == [target])
    #expect(try String(contentsOf: target, encoding: .utf8) == "Soup")
  }

  @Test("a file mover moves the file into the folder given")
  func mover() throws {
    let source = try temporaryFolder()
    let destination = try temporaryFolder()
    let file = source.appendingPathComponent("move.txt")
    try Data("x".utf8).write(to: file)
    let outcome = Outcome()
    struct Moving: View {
      let file: URL
      let outcome: Outcome
      @State private var isMoving = true
      var body: some View {
        Text("File").fileMover(isPresented: $isMoving, file: file) { outcome.take($0) { [$0] } }
      }
    }
    let host = ViewHost(Moving(file: file, outcome: outcome))
    try host.replaceText(in: "Folder", with: destination.path)
    try host.tap("Move")
    let moved = destination.appendingPathComponent("move.txt")
    #expect(outcome.urls == [moved])
    #expect(FileManager.default.fileExists(atPath: moved.path))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("a file exporter of several documents writes each into the folder given")
  func documentsExporter() throws {
    let folder = try temporaryFolder()
    let outcome = Outcome()
    struct Exporting: View {
      let outcome: Outcome
      @State private var isExporting = true
      var body: some View {
        Text("Notes")
          .fileExporter(
            isPresented: $isExporting,
            documents: [NoteDocument(text: "One"), NoteDocument(text: "Two")],
            contentType: .plainText
          ) { outcome.take($0) { $0 } }
      }
    }
    let host = ViewHost(Exporting(outcome: outcome))
    try host.replaceText(in: "Folder", with: folder.path)
    try host.tap("Export")
    let names = outcome.urls.map(\.lastPathComponent)
    #expect(names == ["Untitled.txt", "Untitled 2.txt"])
    #expect(try String(contentsOf: outcome.urls[1], encoding: .utf8) == "Two")
  }
}
