import Testing
import Waypoint
import WaypointTesting

private struct Meal: Identifiable {
  let id: String
}

@MainActor
@Suite("Presentation diagnostics")
struct PresentationDiagnosticsTests {
  @Test("sheet(isPresented:) whose content unwraps an optional model is reported")
  func unwrapsOptional() throws {
    struct Screen: View {
      @State private var shows = false
      @State private var recipe: Meal?
      var body: some View {
        Button("Edit") {
          shows = true
          recipe = Meal(id: "soup")
        }
        .sheet(isPresented: $shows) {
          if let recipe { Text("Editing \(recipe.id)") }
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.diagnostics.isEmpty, "nothing is reported before it presents")
    try host.tap("Edit")
    #expect(host.diagnostics.map(\.code) == [.sheetUnwrapsOptional])
  }

  @Test("sheet(item:) with the model as its state reports nothing")
  func itemIsFine() throws {
    struct Screen: View {
      @State private var recipe: Meal?
      var body: some View {
        Button("Edit") { recipe = Meal(id: "soup") }
          .sheet(item: $recipe) { recipe in Text("Editing \(recipe.id)") }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Edit")
    #expect(!host.elements(labeled: "Editing soup").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("two sheets attached to one view shown at once are reported")
  func twoOfOneKind() throws {
    struct Screen: View {
      @State private var first = false
      @State private var second = false
      var body: some View {
        Button("Both") {
          first = true
          second = true
        }
        .sheet(isPresented: $first) { Text("First") }
        .sheet(isPresented: $second) { Text("Second") }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Both")
    #expect(host.diagnostics.map(\.code) == [.presentationsOfOneKind])
  }

  @Test("a sheet and an alert on one view, or two sheets shown one after the other, are fine")
  func differentKindsOrTimes() throws {
    struct Screen: View {
      @State private var first = false
      @State private var second = false
      @State private var warns = false
      var body: some View {
        VStack {
          Button("First") { first = true }
          Button("Second") { second = true }
        }
        .sheet(isPresented: $first) {
          Button("Warn") { warns = true }
            .alert("Careful", isPresented: $warns) {}
        }
        .sheet(isPresented: $second) { Text("Second") }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("First")
    try host.tap("Warn")
    try host.tap("OK")
    try host.dismiss()
    try host.tap("Second")
    #expect(host.presentations.count == 1)
    #expect(host.diagnostics.isEmpty)
  }

  @Observable @MainActor
  fileprivate final class Router {
    var tab = "home"
    var sheet: Meal?
  }

  private struct Tabs: View {
    @State var router = Router()
    var body: some View {
      TabView(selection: $router.tab) {
        Tab("Home", systemImage: "house", value: "home") {
          VStack {
            Button("Share later") { router.sheet = Meal(id: "soup") }
            Button("Share there") {
              router.tab = "saved"
              router.sheet = Meal(id: "soup")
            }
          }
        }
        Tab("Saved", systemImage: "star", value: "saved") {
          Text("Saved recipes")
            .sheet(item: $router.sheet) { recipe in Text("Sharing \(recipe.id)") }
        }
      }
    }
  }

  @Test("a sheet asked of a tab left for another is reported, and shows when it is back")
  func offScreen() throws {
    let host = ViewHost(Tabs())
    try host.selectTab("Saved")
    try host.selectTab("Home")
    try host.tap("Share later")
    #expect(host.presentations.isEmpty)
    try host.selectTab("Saved")
    #expect(host.presentations.map(\.kind) == [.sheet])
    #expect(host.diagnostics.map(\.code) == [.presentationFromOffScreenView])
  }

  @Test("selecting the tab in the same update that asks for its sheet is fine")
  func sameUpdate() throws {
    let host = ViewHost(Tabs())
    try host.tap("Share there")
    #expect(host.presentations.map(\.kind) == [.sheet], "a tab never shown presents on first look")
    try host.dismiss()
    try host.selectTab("Home")
    try host.tap("Share there")
    #expect(host.presentations.map(\.kind) == [.sheet])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a fixed frame on a sheet's content is reported; presentationSizing is not")
  func fixedFrame() throws {
    struct Screen: View {
      @State private var fixed = false
      @State private var sized = false
      var body: some View {
        VStack {
          Button("Fixed") { fixed = true }
          Button("Sized") { sized = true }
        }
        .sheet(isPresented: $fixed) { Text("Form").frame(width: 400, height: 300) }
        .popover(isPresented: $sized) {
          Text("Sized by its content").frame(width: 200)
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Sized")
    try host.dismiss()
    #expect(host.diagnostics.isEmpty, "a popover is sized by its content's frame")
    try host.tap("Fixed")
    #expect(host.diagnostics.map(\.code) == [.sheetFixedFrame])
  }

  @Test("a sheet sized with presentationSizing reports nothing")
  func sizingIsFine() throws {
    struct Screen: View {
      @State private var shows = false
      var body: some View {
        Button("Open") { shows = true }
          .sheet(isPresented: $shows) {
            Text("Form").frame(maxWidth: .infinity).presentationSizing(.form)
          }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Open")
    #expect(host.diagnostics.isEmpty)
  }
}
