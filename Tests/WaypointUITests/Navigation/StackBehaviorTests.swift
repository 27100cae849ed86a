import Foundation
import Testing
import Waypoint
import WaypointTesting

struct Tool: Hashable, Codable {
  let name: String
}

struct Part: Hashable, Codable {
  let number: Int
}

@MainActor
final class EventRecorder {
  var events: [String] = []
}

/// A screen that shows its value, keeps typed text, logs its lifecycle and links onward.
struct ToolScreen: View {
  let tool: Tool
  let log: EventRecorder
  @State private var draft = ""

  var body: some View {
    VStack {
      Text("Tool \(tool.name)")
      TextField("Draft", text: $draft)
      NavigationLink("Part 1", value: Part(number: 1))
    }
    .navigationTitle(tool.name)
    .onAppear { log.events.append("appear \(tool.name)") }
    .onDisappear { log.events.append("disappear \(tool.name)") }
    // Parts are only reachable from a tool screen: their destination is declared here.
    .navigationDestination(for: Part.self) { part in
      Text("Part \(part.number)").navigationTitle("Part \(part.number)")
    }
  }
}

struct Workshop: View {
  @Binding var path: NavigationPath
  let log: EventRecorder

  var body: some View {
    NavigationStack(path: $path) {
      List {
        NavigationLink("Hammer", value: Tool(name: "Hammer"))
        NavigationLink("Saw", value: Tool(name: "Saw"))
      }
      .navigationTitle("Workshop")
      .navigationDestination(for: Tool.self) { tool in
        ToolScreen(tool: tool, log: log)
      }
    }
  }
}

@Observable @MainActor
final class ValueCounter {
  var value = 0
}

@Observable @MainActor
final class Theme {
  var name = "dark"
}

/// Owns the path, so tests can change it the way app code does.
@Observable @MainActor
final class PathModel {
  var path = NavigationPath()
}

struct OwnedWorkshop: View {
  let model: PathModel
  let log: EventRecorder

  var body: some View {
    @Bindable var model = model
    Workshop(path: $model.path, log: log)
  }
}

@MainActor
@Suite("NavigationStack behaviour")
struct StackBehaviorTests {
  @Test("links and the path binding always agree")
  func linksAndPathAgree() throws {
    let model = PathModel()
    let host = ViewHost(OwnedWorkshop(model: model, log: EventRecorder()))
    try host.tap("Hammer")
    #expect(model.path.count == 1)
    try host.tap("Part 1")
    #expect(model.path.count == 2)
    try host.back()
    #expect(model.path.count == 1)
    model.path.removeLast()
    host.flush()
    #expect(host.navigationDepth == 0)
  }

  @Test("a path built by tapping links stays codable")
  func tappedPathIsCodable() throws {
    let model = PathModel()
    let host = ViewHost(OwnedWorkshop(model: model, log: EventRecorder()))
    try host.tap("Saw")
    try host.tap("Part 1")
    let codable = try #require(model.path.codable)
    let json = String(decoding: try JSONEncoder().encode(codable), as: UTF8.self)
    #expect(
      json
        == #"["WaypointUITests.Part","{\"number\":1}","WaypointUITests.Tool","{\"name\":\"Saw\"}"]"#
    )
  }

  @Test("setting several values pushes them all in one update, each destination found below")
  func severalValuesInOneUpdate() throws {
    let model = PathModel()
    let host = ViewHost(OwnedWorkshop(model: model, log: EventRecorder()))
    host.resetEvaluationCount()
    var path = NavigationPath()
    path.append(Tool(name: "Saw"))
    path.append(Part(number: 1))
    model.path = path
    host.flush()
    #expect(host.navigationTitles == ["Workshop", "Saw", "Part 1"])
    #expect(host.evaluations["ToolScreen"] == 1)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("removeLast, removeLast(count), a new path and removeAll pop")
  func popping() throws {
    let model = PathModel()
    let host = ViewHost(OwnedWorkshop(model: model, log: EventRecorder()))
    for name in ["A", "B", "C"] { model.path.append(Tool(name: name)) }
    host.flush()
    #expect(host.navigationDepth == 3)
    model.path.removeLast()
    host.flush()
    #expect(host.navigationTitle == "B")
    model.path.removeLast(model.path.count)
    host.flush()
    #expect(host.navigationDepth == 0)
    model.path.append(Tool(name: "D"))
    host.flush()
    model.path = NavigationPath()
    host.flush()
    #expect(host.navigationDepth == 0)

    struct Typed: View {
      @State var path: [Tool] = [Tool(name: "X"), Tool(name: "Y")]
      var body: some View {
        NavigationStack(path: $path) {
          Button("Pop all") { path.removeAll() }
            .navigationDestination(for: Tool.self) { tool in
              Button("Pop all from \(tool.name)") { path.removeAll() }.navigationTitle(tool.name)
            }
        }
      }
    }
    let typed = ViewHost(Typed())
    #expect(typed.navigationTitles == ["", "X", "Y"])
    try typed.tap("Pop all from Y")
    #expect(typed.navigationDepth == 0)
  }

  @Test("covered screens keep their state, disappear, and appear again on pop")
  func coveredScreens() throws {
    let log = EventRecorder()
    let model = PathModel()
    let host = ViewHost(OwnedWorkshop(model: model, log: log))
    try host.tap("Hammer")
    try host.type("half-typed", into: "Draft")
    try host.tap("Part 1")
    #expect(host.render().contains("Screen 1 \"Hammer\" (covered)"))
    #expect(throws: HostError.self) { try host.type("more", into: "Draft") }
    try host.back()
    #expect(host.render().contains(#"TextField "Draft" = "half-typed""#))
    #expect(log.events == ["appear Hammer", "disappear Hammer", "appear Hammer"])
  }

  @Test("a covered screen is not evaluated while covered, and catches up when uncovered")
  func coveredNotEvaluated() throws {
    struct Shows: View {
      let counter: ValueCounter
      var body: some View { Text("Value \(counter.value)").navigationTitle("Shows") }
    }
    let counter = ValueCounter()
    let model = PathModel()
    let host = ViewHost(
      NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
        Shows(counter: counter)
          .navigationDestination(for: Int.self) { Text("Pushed \($0)").navigationTitle("Pushed") }
      })
    model.path.append(1)
    host.flush()
    host.resetEvaluationCount()
    counter.value = 5
    host.flush()
    #expect(host.evaluations["Shows"] == 0)
    model.path.removeLast()
    host.flush()
    #expect(host.evaluations["Shows"] == 1)
    #expect(host.render().contains(#"Text "Value 5""#))
  }

  @Test("a pushed screen inherits the environment of the stack")
  func environmentReachesScreens() throws {
    struct ThemedScreen: View {
      @Environment(Theme.self) private var theme
      var body: some View { Text("Theme \(theme.name)").navigationTitle("Themed") }
    }
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Open", value: 1)
          .navigationDestination(for: Int.self) { _ in ThemedScreen() }
      }
      .environment(Theme()))
    try host.tap("Open")
    #expect(host.render().contains(#"Text "Theme dark""#))
  }

  @Test("a NavigationPath decoded from its Codable form resolves through the destinations' types")
  func restoredPath() throws {
    let saved =
      #"["WaypointUITests.Part","{\"number\":7}","WaypointUITests.Tool","{\"name\":\"Drill\"}"]"#
    let representation = try JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self, from: Data(saved.utf8))
    let model = PathModel()
    model.path = NavigationPath(representation)
    let host = ViewHost(OwnedWorkshop(model: model, log: EventRecorder()))
    #expect(host.navigationTitles == ["Workshop", "Drill", "Part 7"])
    #expect(host.diagnostics.isEmpty)
    try host.back()
    #expect(model.path.count == 1)
  }

  @Test("@Environment(\\.dismiss) pops the screen it is called from; isPresented is true there")
  func dismissPops() throws {
    struct Dismissing: View {
      @Environment(\.dismiss) private var dismiss
      @Environment(\.isPresented) private var isPresented
      var body: some View {
        Button("Close (presented: \(isPresented))") { dismiss() }.navigationTitle("Pushed")
      }
    }
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Open", value: 1)
          .navigationTitle("Root")
          .navigationDestination(for: Int.self) { _ in Dismissing() }
      })
    try host.tap("Open")
    try host.tap("Close (presented: true)")
    #expect(host.navigationTitles == ["Root"])
  }

  @Test("navigationDestination(isPresented:) and (item:) push while their binding asks")
  func presentedDestinations() throws {
    struct Presenter: View {
      @State private var showsSettings = false
      @State private var selected: Tool?
      var body: some View {
        NavigationStack {
          VStack {
            Button("Settings") { showsSettings = true }
            Button("Pick Saw") { selected = Tool(name: "Saw") }
            Text("Shows settings: \(showsSettings)")
          }
          .navigationTitle("Root")
          .navigationDestination(isPresented: $showsSettings) {
            Text("Settings screen").navigationTitle("Settings")
          }
          .navigationDestination(item: $selected) { tool in
            Text("Picked \(tool.name)").navigationTitle(tool.name)
          }
        }
      }
    }
    let host = ViewHost(Presenter())
    try host.tap("Settings")
    #expect(host.navigationTitles == ["Root", "Settings"])
    try host.back()
    #expect(host.navigationTitles == ["Root"])
    #expect(host.render().contains(#"Text "Shows settings: false""#))
    try host.tap("Pick Saw")
    #expect(host.navigationTitle == "Saw")
    try host.back()
    #expect(host.navigationDepth == 0)
  }

  @Test("a push evaluates the new screen only, whatever the depth")
  func pushCostIsConstant() throws {
    struct Level: View {
      let number: Int
      var body: some View {
        NavigationLink("Next", value: number + 1).navigationTitle("Level \(number)")
      }
    }
    let model = PathModel()
    let host = ViewHost(
      NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
        Level(number: 0).navigationDestination(for: Int.self) { Level(number: $0) }
      })
    var counts: [Int] = []
    for depth in 1...40 {
      host.resetEvaluationCount()
      try host.tap("Next")
      #expect(host.navigationDepth == depth)
      counts.append(host.evaluations.total)
    }
    #expect(Set(counts).count == 1, "bodies per push: \(counts)")
    #expect(counts.first == 1)
  }

  @Test("links made by a root that starts declaring their destination can be tapped at once")
  func destinationDeclaredLater() throws {
    struct Toggled: View {
      @State private var showsGrid = false
      var body: some View {
        VStack {
          Button("Show grid") { showsGrid = true }
          NavigationStack {
            if showsGrid {
              RecipeGrid(category: .desserts)
                .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
            } else {
              Text("Nothing yet")
            }
          }
        }
      }
    }
    let host = ViewHost(Toggled())
    try host.tap("Show grid")
    try host.tap("Apple Pie")
    #expect(host.navigationTitle == "Apple Pie")
    #expect(host.diagnostics.isEmpty)
  }
}
