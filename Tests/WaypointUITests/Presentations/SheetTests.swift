import Testing
import Waypoint
import WaypointTesting

private struct Dish: Identifiable, Hashable {
  let id: String
}

/// A screen that presents a sheet with a stack of its own, counting dismissals.
private struct Planner: View {
  @State var showsPlan = false
  @State private var dismissals = 0
  @State private var note = ""

  var body: some View {
    NavigationStack {
      VStack {
        Text("Dismissed \(dismissals)")
        Button("Plan meal") { showsPlan = true }
      }
      .navigationTitle("Recipe")
      .sheet(isPresented: $showsPlan, onDismiss: { dismissals += 1 }) {
        PlanSheet()
      }
    }
  }
}

private struct PlanSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var day = ""

  var body: some View {
    NavigationStack {
      VStack {
        TextField("Day", text: $day)
        NavigationLink("Confirm", value: 1)
        Button("Done") { dismiss() }
      }
      .navigationTitle("Plan Meal")
      .navigationDestination(for: Int.self) { _ in Text("Planned").navigationTitle("Confirm") }
    }
  }
}

@MainActor
@Suite("Sheets")
struct SheetTests {
  @Test("a sheet is a modal layer with its own stack; what is beneath cannot be tapped")
  func modalLayerWithStack() throws {
    let host = ViewHost(Planner())
    #expect(host.presentations.isEmpty)
    try host.tap("Plan meal")
    #expect(host.presentations == [PresentedLayer(kind: .sheet, title: "Plan Meal")])
    #expect(throws: HostError.self) { try host.tap("Plan meal") }
    try host.tap("Confirm")
    #expect(host.navigationTitle == "Confirm")
    #expect(host.presentations.last?.title == "Confirm")
    try host.back()
    #expect(host.navigationTitle == "Plan Meal")
  }

  @Test("dismissing by dismiss(), by the user or by the binding runs onDismiss exactly once")
  func dismissal() throws {
    let host = ViewHost(Planner())
    try host.tap("Plan meal")
    try host.tap("Done")
    #expect(host.presentations.isEmpty)
    #expect(!host.elements(labeled: "Dismissed 1").isEmpty)
    try host.tap("Plan meal")
    try host.dismiss()
    #expect(host.presentations.isEmpty)
    #expect(!host.elements(labeled: "Dismissed 2").isEmpty)
    #expect(throws: HostError.nothingPresented) { try host.dismiss() }
  }

  @Test("a sheet's state lives as long as the presentation")
  func stateLifetime() throws {
    let host = ViewHost(Planner())
    try host.tap("Plan meal")
    try host.type("Monday", into: "Day")
    try host.dismiss()
    try host.tap("Plan meal")
    #expect(host.render().contains(#"TextField "Day" = """#), "a new presentation starts afresh")
  }

  @Test("an item sheet shows the item; another item replaces it, ending the first once")
  func itemSheet() throws {
    struct Picker: View {
      @State private var recipe: Dish?
      @State private var ended: [String] = []
      var body: some View {
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        VStack {
          Text("Ended: \(ended.joined(separator: ","))")
          Button("Soup") { recipe = Dish(id: "soup") }
        }
        .sheet(item: $recipe, onDismiss: { ended.append("once") }) { recipe in
          VStack {
            Text("Sheet for \(recipe.id)")
            Button("Show stew") { self.recipe = Dish(id: "stew") }
          }
        }
      }
    }
    let host = ViewHost(Picker())
    try host.tap("Soup")
    #expect(!host.elements(labeled: "Sheet for soup").isEmpty)
    try host.tap("Show stew")
    #expect(!host.elements(labeled: "Sheet for stew").isEmpty)
    try host.dismiss()
    #expect(!host.elements(labeled: "Ended: once,once").isEmpty)
  }

  @Test("a sheet presents a sheet and an alert; dismissing the outer one ends all above it")
  func nested() throws {
    struct Outer: View {
      @State private var showsOuter = false
      @State private var log: [String] = []
      var body: some View {
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        VStack {
          Text("Log: \(log.joined(separator: ","))")
          Button("Open") { showsOuter = true }
        }
        .sheet(isPresented: $showsOuter, onDismiss: { log.append("outer") }) {
          Inner(closeAll: { showsOuter = false }, log: $log)
        }
      }
    }
    struct Inner: View {
      let closeAll: () -> Void
      @Binding var log: [String]
      @State private var showsInner = false
      @State private var warns = false
      var body: some View {
        VStack {
          Button("More") { showsInner = true }
          Button("Warn") { warns = true }
        }
        .sheet(isPresented: $showsInner, onDismiss: { log.append("inner") }) {
          Button("Close all") { closeAll() }
        }
        .alert("Careful", isPresented: $warns) {}
      }
    }
    let host = ViewHost(Outer())
    try host.tap("Open")
    try host.tap("Warn")
    #expect(host.presentations.map(\.kind) == [.sheet, .alert])
    try host.tap("OK")
    try host.tap("More")
    #expect(host.presentations.map(\.kind) == [.sheet, .sheet])
    #expect(throws: HostError.self, "the outer sheet is covered") { try host.tap("Warn") }
    try host.tap("Close all")
    #expect(host.presentations.isEmpty)
    #expect(!host.elements(labeled: "Log: outer,inner").isEmpty, "each onDismiss once")
    try host.tap("Open")
    #expect(host.presentations.map(\.kind) == [.sheet], "the inner binding was reset")
  }

  @Test("a sheet's content is made only while it is presented")
  func lazyContent() throws {
    struct Optional: View {
      @State private var model: String?
      @State private var shows = false
      var body: some View {
        Button("Show") {
          model = "Pie"
          shows = true
        }
        // The anti-pattern the linter reports; it must not trap while nothing is presented.
        .fullScreenCover(isPresented: $shows) { Text(model ?? "none") }
      }
    }
    let host = ViewHost(Optional())
    try host.tap("Show")
    #expect(host.presentations.map(\.kind) == [.fullScreenCover])
    #expect(!host.elements(labeled: "Pie").isEmpty)
  }
}

@MainActor
@Suite("Sheets whose presenter leaves")
struct PresenterLeavesTests {
  @Observable @MainActor
  final class Model {
    var path: [Int] = []
    var showsSheet = false
  }

  private struct Pushed: View {
    @Bindable var model: Model
    var body: some View {
      NavigationStack(path: $model.path) {
        Text("Root")
          .navigationDestination(for: Int.self) { _ in
            Button("Open") { model.showsSheet = true }
              .sheet(isPresented: $model.showsSheet) { Text("Sheet") }
          }
      }
    }
  }

  @Test("popping the screen that presented a sheet dismisses it and resets its binding")
  func popped() throws {
    let model = Model()
    model.path = [1]
    let host = ViewHost(Pushed(model: model))
    try host.tap("Open")
    #expect(host.presentations.count == 1)
    model.path = []
    host.flush()
    #expect(host.presentations.isEmpty)
    #expect(model.showsSheet == false)
  }

  @Observable @MainActor
  final class TabModel {
    var selection = 0
    var showsSheet = false
  }

  private struct Tabs: View {
    @Bindable var model: TabModel
    var body: some View {
      TabView(selection: $model.selection) {
        Tab("One", systemImage: "1.circle", value: 0) {
          Button("Open") { model.showsSheet = true }
            .sheet(isPresented: $model.showsSheet) { Text("Sheet") }
        }
        Tab("Two", systemImage: "2.circle", value: 1) { Text("Two") }
      }
    }
  }

  @Test("switching away from the tab that presented a sheet (a deep link) dismisses it")
  func tabLeft() throws {
    let model = TabModel()
    let host = ViewHost(Tabs(model: model))
    try host.tap("Open")
    #expect(host.presentations.count == 1)
    model.selection = 1
    host.flush()
    #expect(host.presentations.isEmpty)
    #expect(model.showsSheet == false)
    try host.selectTab("One")
    #expect(host.presentations.isEmpty, "the binding was reset")
  }
}

@MainActor
@Suite("Popovers and inspectors")
struct PopoverTests {
  private struct Editor: View {
    @State private var showsInfo = false
    @State private var showsInspector = false
    @State private var taps = 0
    var body: some View {
      VStack {
        Button("Info") { showsInfo = true }
          .popover(isPresented: $showsInfo, arrowEdge: .bottom) { Text("Details") }
        Button("Inspect") { showsInspector = true }
          .inspector(isPresented: $showsInspector) { Text("Properties") }
        Button("Tapped \(taps)") { taps += 1 }
      }
    }
  }

  @Test("at regular width a popover or inspector sits beside the content, which stays usable")
  func regular() throws {
    let host = ViewHost(Editor())
    try host.tap("Info")
    try host.tap("Inspect")
    #expect(host.presentations.map(\.kind) == [.popover, .inspector])
    try host.tap("Tapped 0")
    #expect(!host.elements(labeled: "Tapped 1").isEmpty)
  }

  @Test("at compact width a popover is a sheet: modal until dismissed")
  func compact() throws {
    let host = ViewHost(Editor(), horizontalSizeClass: .compact)
    try host.tap("Info")
    #expect(host.render().contains("Layer popover (modal)"))
    #expect(throws: HostError.self) { try host.tap("Tapped 0") }
    try host.dismiss()
    try host.tap("Tapped 0")
  }
}

@MainActor
@Suite("Sheet sizing")
struct SheetSizingTests {
  @Test("sizing, detents and the drag indicator are recorded on the sheet's layer")
  func recorded() throws {
    struct Sized: View {
      @State private var shows = false
      @State private var detent = PresentationDetent.medium
      var body: some View {
        Button("Open") { shows = true }
          .sheet(isPresented: $shows) {
            Text("Plan")
              .presentationSizing(.form.fitted(horizontal: false, vertical: true))
              .presentationDetents([.medium, .large], selection: $detent)
              .presentationDragIndicator(.visible)
          }
      }
    }
    let host = ViewHost(Sized())
    try host.tap("Open")
    #expect(
      host.render().contains(
        "Layer sheet (modal) sizing: .form.fitted(horizontal: false, vertical: true) "
          + "detents: [.large, .medium] at .medium dragIndicator: .visible [dismiss]"))
  }
}
