import Foundation
import Testing
import Waypoint
import WaypointTesting

// MARK: Apps under test

private struct RecordedModifiersApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Main")
    }
    .defaultSize(width: 400, height: 300)
    .windowResizability(.contentSize)
    .commands {
      CommandMenu("Tools") { Button("Run") {} }
      CommandGroup(after: .newItem) { Button("Duplicate") {} }
      TextEditingCommands()
    }
  }
}

private struct Opener: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

  var body: some View {
    VStack {
      Text(supportsMultipleWindows ? "many windows" : "one window")
      Button("About") { openWindow(id: "about") }
      Button("Note 7") { openWindow(value: 7) }
      Button("Close note 7") { dismissWindow(value: 7) }
      Button("Missing") { openWindow(id: "missing") }
    }
  }
}

private struct NoteView: View {
  @Binding var note: Int?
  var body: some View {
    VStack {
      Text("Note \(note.map(String.init) ?? "none")")
      Button("Next") { note = (note ?? 0) + 1 }
    }
  }
}

private struct WindowsApp: App {
  var body: some Scene {
    WindowGroup("Main") { Opener() }
    Window("About", id: "about") { Text("About this app") }
    WindowGroup("Note", for: Int.self) { $note in NoteView(note: $note) }
    Settings { Text("Preferences") }
  }
}

private struct CapturedReader: View {
  @Environment(\.isSceneCaptured) private var isSceneCaptured
  var body: some View { Text(isSceneCaptured ? "captured" : "not captured") }
}

private struct EnvironmentApp: App {
  var body: some Scene {
    Group {
      WindowGroup { CapturedReader() }
    }
    .environment(\.isSceneCaptured, true)
  }
}

private struct TextDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private struct Editor: View {
  @Binding var document: TextDocument
  @Environment(\.documentConfiguration) private var configuration

  var body: some View {
    VStack {
      Text("Text: \(document.text)")
      Text(configuration?.isEditable == true ? "editable" : "read-only")
      Button("Append") { document.text += "!" }
    }
  }
}

private struct DocumentApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: TextDocument(text: "Hello")) { configuration in
      Editor(document: configuration.$document)
    }
  }
}

private struct LaunchingDocumentApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: TextDocument(text: "New")) { configuration in
      Editor(document: configuration.$document)
    }
    DocumentGroupLaunchScene("Notes")
  }
}

private struct FileApp: App {
  var file = URL(fileURLWithPath: "/nonexistent")

  var body: some Scene {
    DocumentGroup(newDocument: TextDocument()) { configuration in
      Editor(document: configuration.$document)
    }
    DocumentGroupLaunchScene("Notes") {
      NewDocumentButton("Open", contentType: .plainText, prepareDocumentURL: { [file] in file })
    }
  }
}

// MARK: Tests

@MainActor
@Suite("Scenes: windows, commands and documents")
struct ScenesAPITests {
  @Test("scene modifiers and commands are recorded on the scene's element, in source order")
  func recordedSceneModifiers() {
    let host = AppHost(RecordedModifiersApp())
    let firstLine = TextSnapshot.render(host.runtime.rootElements).split(separator: "\n").first
    #expect(
      firstLine
        == #"Scene 0 .defaultSize(width: 400, height: 300) .windowResizability(.contentSize) .commands { CommandMenu("Tools"); CommandGroup(after: .newItem); TextEditingCommands() }"#
    )
  }

  @Test("openWindow(id:) opens a declared window once; Settings never opens by itself")
  func openWindowByID() throws {
    let host = AppHost(WindowsApp())
    #expect(host.runtime.scenes.map(\.id.description) == ["0"])
    #expect(host.runtime.declaredSceneIDs == ["0", "about", "2", "3"])
    #expect(host.render().contains(#"Text "many windows""#))
    try host.tap("About")
    try host.tap("About")
    #expect(host.runtime.scenes.map(\.id.description) == ["0", "about"], "a Window opens once")
    host.scene = host.runtime.scenes.last
    #expect(host.render() == #"Text "About this app""#)
  }

  @Test("openWindow(value:) opens a window presenting the value; dismissWindow(value:) closes it")
  func presentedValues() throws {
    let host = AppHost(WindowsApp())
    try host.tap("Note 7")
    try host.tap("Note 7")
    #expect(host.runtime.scenes.map(\.id.description) == ["0", "2"], "one window per value")
    host.scene = host.runtime.scenes.last
    #expect(host.render().contains(#"Text "Note 7""#))
    try host.tap("Next")
    #expect(host.render().contains(#"Text "Note 8""#), "the binding writes the window's value")
    host.scene = host.runtime.scenes.first
    try host.tap("Note 7")
    #expect(host.runtime.scenes.count == 3, "the first window now presents 8, so 7 opens anew")
    try host.tap("Close note 7")
    #expect(host.runtime.scenes.map(\.id.description) == ["0", "2"])
  }

  @Test("scene actions outside an app, or for undeclared windows, are reported")
  func unavailableSceneActions() throws {
    let single = ViewHost(Opener())
    #expect(single.render().contains(#"Text "one window""#))
    try single.tap("About")
    #expect(single.diagnostics.contains { $0.code == .sceneActionUnavailable })
    let app = AppHost(WindowsApp())
    try app.tap("Missing")
    #expect(app.diagnostics.contains { $0.code == .windowNotDeclared })
    #expect(app.runtime.scenes.count == 1)
  }

  @Test("a scene's environment modifier reaches its windows' views, through a group")
  func sceneEnvironment() {
    let host = AppHost(EnvironmentApp())
    #expect(host.render() == #"Text "captured""#)
  }

  @Test("a document group opens a new document at launch and its editor edits it")
  func documentGroup() throws {
    let host = AppHost(DocumentApp())
    #expect(host.render().contains(#"Text "Text: Hello""#))
    #expect(host.render().contains(#"Text "editable""#))
    try host.tap("Append")
    #expect(host.render().contains(#"Text "Text: Hello!""#))
  }

  @Test("a launch scene opens first; its new-document button opens a document and closes it")
  func documentLaunch() throws {
    let host = AppHost(LaunchingDocumentApp())
    #expect(host.render().contains(#"Text "Notes""#))
    try host.tap("Create Document")
    #expect(host.runtime.scenes.map(\.id.description) == ["0"])
    #expect(host.render().contains(#"Text "Text: New""#))
  }

  @Test("a document opened from a file is edited in its window and written back to the file")
  func documentFromFile() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-document-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("From disk".utf8).write(to: file)
    let host = AppHost(FileApp(file: file))
    try host.tap("Open")
    await host.settle()
    #expect(host.runtime.scenes.map(\.id.description) == ["0"], "the launch scene closed")
    #expect(host.render().contains(#"Text "Text: From disk""#))
    try host.tap("Append")
    #expect(try String(contentsOf: file, encoding: .utf8) == "From disk!")
  }

  @Test("scene values behave as values")
  func values() throws {
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    #expect(WindowResizability.contentMinSize.description == ".contentMinSize")
    #expect(CommandGroupPlacement.newItem.description == ".newItem")
    let shortcut: EventModifiers = [.command, .shift]
    #expect(shortcut.contains(.command) && !shortcut.contains(.option))
    #expect(shortcut.description == "[.shift, .command]")
    #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType(filenameExtension: "json") == .json)
    #expect(UTType(exportedAs: "com.example.note").conforms(to: .data))
  }

  @Test("a file wrapper writes and reads back a directory of files")
  func fileWrapper() throws {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    folder.addRegularFile(withContents: Data("hi".utf8), preferredFilename: "a.txt")
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-filewrapper-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try folder.write(to: url, options: .atomic, originalContentsURL: nil)
    let read = try FileWrapper(url: url)
    #expect(read.isDirectory)
    #expect(read.fileWrappers?["a.txt"]?.regularFileContents == Data("hi".utf8))
  }
}
