import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

@Observable @MainActor
private final class Library {
  var books = ["Dune"]
}

private struct Shelf: View {
  let library: Library
  @State private var opened = 0
  var body: some View {
    VStack {
      Text("\(library.books.count) books, opened \(opened) times")
      Button("Open a book") { opened += 1 }
      Button("Add a book") { library.books.append("Emma") }
    }
  }
}

private struct LibraryApp: App {
  @State private var library = Library()

  var body: some Scene {
    WindowGroup("Library") {
      Shelf(library: library)
    }
    WindowGroup("Catalogue", id: "catalogue") {
      Text("Catalogue of \(library.books.joined(separator: ", "))")
    }
  }
}

/// Shows which scene it is in.
private struct SceneName: View {
  @Environment(\.sceneSession) private var session
  var body: some View { Text("In \(session?.id.description ?? "no scene")") }
}

private struct ToolsApp: App {
  @State private var showsInspector = true

  var body: some Scene {
    WindowGroup("Main") {
      VStack {
        SceneName()
        Button("Hide the inspector") { showsInspector = false }
      }
    }
    if showsInspector {
      WindowGroup("Inspector") { SceneName() }
    }
    WindowGroup("Palette") { SceneName() }
  }
}

@MainActor
@Suite("Apps with several scenes")
struct SceneTests {
  @Test("the first scene opens at launch; every declared scene is known by its identity")
  func launch() {
    let host = AppHost(LibraryApp())
    #expect(host.runtime.declaredSceneIDs == ["0", "catalogue"])
    #expect(host.runtime.scenes.map(\.id.description) == ["0"])
    #expect(
      TextSnapshot.render(host.runtime.rootElements) == """
        Scene 0 "Library"
          VStack
            Text "1 books, opened 0 times"
            Button "Open a book" [tap]
            Button "Add a book" [tap]
        """)
    #expect(host.render().hasPrefix("VStack"), "the host shows the scene's content")
    let appEvaluations = host.evaluations.byType.filter { $0.key.hasPrefix("AppContent") }
    #expect(Array(appEvaluations.values) == [1], "the app's body ran once: \(appEvaluations)")
  }

  @Test("scenes opened later keep their own state and share the app's")
  func severalScenes() throws {
    let host = AppHost(LibraryApp())
    try host.tap("Open a book")
    try host.openScene("catalogue")
    #expect(host.render() == #"Text "Catalogue of Dune""#)
    host.scene = host.runtime.scenes.first
    try host.tap("Add a book")
    host.scene = host.runtime.scenes.last
    #expect(host.render() == #"Text "Catalogue of Dune, Emma""#, "app state is shared")
    let second = try host.runtime.openScene("0")
    #expect(second.id.description == "0#2")
    host.scene = second
    #expect(host.render().contains(#"Text "2 books, opened 0 times""#), "its own view state")
    host.scene = host.runtime.scenes.first
    #expect(host.render().contains(#"Text "2 books, opened 1 times""#))
  }

  @Test("closing a scene drops its views and their state")
  func closing() throws {
    let host = AppHost(LibraryApp())
    let second = try host.runtime.openScene("0")
    host.scene = second
    try host.tap("Open a book")
    host.runtime.closeScene(second)
    #expect(host.runtime.scenes.count == 1)
    #expect(host.render().contains("opened 0 times"), "the host falls back to the first scene")
    let reopened = try host.runtime.openScene("0")
    host.scene = reopened
    #expect(host.render().contains("opened 0 times"))
  }

  @Test("opening an undeclared scene says which scenes there are")
  func unknownScene() {
    let host = AppHost(LibraryApp())
    #expect(throws: SceneError.unknownScene("settings", declared: ["0", "catalogue"])) {
      try host.openScene("settings")
    }
  }

  @Test("an unnamed scene is known by its place in the body, which an if does not shift")
  func structuralIdentity() throws {
    let host = AppHost(ToolsApp())
    #expect(host.runtime.declaredSceneIDs == ["0", "1", "2"])
    try host.openScene("1")
    try host.openScene("2")
    #expect(host.render() == #"Text "In 2""#, "views reach the scene they are in")
    host.scene = host.runtime.scenes.first
    try host.tap("Hide the inspector")
    #expect(host.runtime.declaredSceneIDs == ["0", "2"])
    #expect(
      host.runtime.scenes.map(\.id.description) == ["0", "2"],
      "the inspector's window closed with its declaration; the palette kept its identity")
  }

  @Test("closing every scene leaves none open; the app does not relaunch")
  func closingAll() throws {
    let host = AppHost(LibraryApp())
    host.runtime.closeScene(try #require(host.runtime.scenes.first))
    #expect(host.runtime.scenes.isEmpty)
    #expect(host.tree.isEmpty)
    try host.openScene("catalogue")
    #expect(host.render() == #"Text "Catalogue of Dune""#)
  }
}
