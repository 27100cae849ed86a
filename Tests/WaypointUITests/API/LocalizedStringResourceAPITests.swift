import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A resource whose key differs from its default text: a view showing the default text resolved
/// the resource (no string table here has the key).
private func resource(_ key: StaticString, _ text: String.LocalizationValue)
  -> LocalizedStringResource
{
  LocalizedStringResource(key, defaultValue: text)
}

private struct Row: Identifiable {
  let id: Int
  let name: String
}

private struct Controls: View {
  @State private var isOn = false
  @State private var name = ""
  @State private var secret = ""
  @State private var flavor = "Mint"
  @State private var count = 1
  @State private var day = Date(timeIntervalSince1970: 0)

  var body: some View {
    Form {
      Button(resource("action.save", "Save recipe")) {}
      Button(resource("action.share", "Share recipe"), systemImage: "square.and.arrow.up") {}
      Button(resource("action.delete", "Delete recipe"), role: .destructive) {}
      Toggle(resource("toggle.vegan", "Vegan only"), isOn: $isOn)
      TextField(resource("field.name", "Recipe name"), text: $name)
      SecureField(resource("field.secret", "Secret ingredient"), text: $secret)
      Picker(resource("picker.flavor", "Flavor"), selection: $flavor) {
        Text("Mint").tag("Mint")
        Text("Lime").tag("Lime")
      }
      Stepper(resource("stepper.servings", "Servings"), value: $count, in: 1...8)
      DatePicker(resource("picker.day", "Cooking day"), selection: $day)
      Link(resource("link.site", "Recipe site"), destination: URL(string: "https://example.com")!)
      Label(resource("label.timer", "Timer"), systemImage: "timer")
      LabeledContent(resource("labeled.time", "Time"), value: "30 min")
      ProgressView(resource("progress.baking", "Baking"))
      Menu(resource("menu.more", "More actions")) { Button("Copy") {} }
      DisclosureGroup(resource("group.notes", "Notes")) { Text("Salt") }
      GroupBox(resource("box.pantry", "Pantry")) { Text("Flour") }
      Section(resource("section.steps", "Steps")) { Text("Mix") }
    }
  }
}

private struct NoteDocument: FileDocument {
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

private struct ResourceTitledApp: App {
  var body: some Scene {
    WindowGroup(resource("window.main", "Recipes")) { Text("Main window") }
      .commands {
        CommandMenu(resource("menu.tools", "Kitchen tools")) { Button("Weigh") {} }
      }
  }
}

private struct ResourceLaunchApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: NoteDocument(text: "Fresh")) { configuration in
      Text("Note: \(configuration.document.text)")
    }
    DocumentGroupLaunchScene(resource("launch.title", "Cookbook")) {
      NewDocumentButton(resource("launch.new", "Start a recipe"))
    }
  }
}

@MainActor
@Suite("LocalizedStringResource forms: each shows the text its resource stands for")
struct LocalizedStringResourceAPITests {
  @Test("controls titled with a string resource show its default text, not its key")
  func controls() {
    let host = ViewHost(Controls())
    for title in [
      "Save recipe", "Share recipe", "Delete recipe", "Vegan only", "Recipe name",
      "Secret ingredient", "Flavor", "Servings", "Cooking day", "Recipe site", "Timer", "Time",
      "Baking", "More actions", "Notes", "Pantry", "Steps",
    ] {
      #expect(host.render().contains(title), "\(title)")
    }
    #expect(!host.render().contains("action.save"))
  }

  @Test("a button titled with a string resource acts as the key form's button does")
  func buttonActs() throws {
    struct Counter: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          Button(resource("action.add", "Add one")) { taps += 1 }
          Text("Taps \(taps)")
        }
      }
    }
    let host = ViewHost(Counter())
    try host.tap("Add one")
    #expect(!host.elements(labeled: "Taps 1").isEmpty)
  }

  @Test("an alert and a confirmation dialog titled with a string resource present that title")
  func presentations() throws {
    struct Screen: View {
      @State private var alerts = false
      @State private var asks = false
      var body: some View {
        VStack {
          Button("Warn") { alerts = true }
          Button("Ask") { asks = true }
        }
        .alert(resource("alert.burnt", "Burnt!"), isPresented: $alerts) {
          Button("OK") {}
        } message: {
          Text("Lower the heat")
        }
        .confirmationDialog(
          resource("dialog.serve", "Serve how?"), isPresented: $asks, titleVisibility: .visible
        ) {
          Button("Hot") {}
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Warn")
    #expect(host.presentations == [PresentedLayer(kind: .alert, title: "Burnt!")])
    #expect(host.render().contains("Lower the heat"))
    try host.tap("OK")
    try host.tap("Ask")
    #expect(host.presentations == [PresentedLayer(kind: .confirmationDialog, title: "Serve how?")])
  }

  @Test("a search field prompted with a string resource shows the prompt and searches")
  func searchPrompt() throws {
    struct Screen: View {
      @State private var query = ""
      var body: some View {
        Text("Query: \(query)")
          .searchable(text: $query, prompt: resource("search.prompt", "Find a recipe"))
      }
    }
    let host = ViewHost(Screen())
    #expect(host.render().contains("Find a recipe"))
    try host.type("soup", into: "Search")
    #expect(!host.elements(labeled: "Query: soup").isEmpty)
  }

  @Test("tabs, tab sections and tab badges titled with a string resource show its text")
  func tabs() throws {
    struct Tabs: View {
      @State private var selection = 0
      var body: some View {
        TabView(selection: $selection) {
          Tab(resource("tab.home", "Home"), systemImage: "house", value: 0) {
            Text("Home screen")
          }
          .badge(resource("badge.new", "New"))
          TabSection(resource("section.library", "Library")) {
            Tab(resource("tab.saved", "Saved"), image: "bookmark", value: 1) {
              Text("Saved screen")
            }
          }
        }
      }
    }
    let host = ViewHost(Tabs())
    #expect(host.visibleTabs == ["Home", "Saved"])
    let rendered = host.render()
    #expect(rendered.contains(#"badge: "New""#))
    #expect(rendered.contains(#"section: "Library""#))
    try host.selectTab("Saved")
    #expect(!host.elements(labeled: "Saved screen").isEmpty)
    let plain = ViewHost(
      TabView { Tab(resource("tab.plain", "Plain"), systemImage: "circle") { Text("Plain") } })
    #expect(plain.visibleTabs == ["Plain"])
  }

  @Test("accessibility labels from a string resource label the element; hints are recorded")
  func accessibility() {
    let host = ViewHost(
      VStack {
        Image(systemName: "star").accessibilityLabel(resource("a11y.star", "Favorite"))
        Text("5 km").accessibilityLabel(resource("a11y.distance", "Five kilometres"))
        Text("Row")
          .accessibilityHint(resource("a11y.hint", "Opens the recipe"))
          .accessibilityValue(resource("a11y.value", "Three stars"))
          .accessibilityAction(named: resource("a11y.action", "Rate")) {}
      })
    #expect(host.elements(labeled: "Favorite").count == 1)
    #expect(host.elements(labeled: "Five kilometres").count == 1)
    let rendered = host.render()
    #expect(rendered.contains(#".accessibilityHint("Opens the recipe")"#))
    #expect(rendered.contains(#".accessibilityValue("Three stars")"#))
    #expect(rendered.contains(#".accessibilityAction(named: "Rate")"#))
  }

  @Test("a table column and a content-unavailable view titled with a string resource")
  func tableAndUnavailable() {
    let rows = [Row(id: 1, name: "Soup")]
    let table = ViewHost(
      Table(rows) {
        TableColumn(resource("column.name", "Dish"), value: \.name)
      })
    #expect(table.render().contains("Dish"))
    #expect(table.render().contains("Soup"))
    let empty = ViewHost(
      ContentUnavailableView(resource("empty.title", "No recipes"), systemImage: "tray"))
    #expect(empty.render().contains("No recipes"))
  }

  @Test("a section titled with a string resource collapses and expands its rows")
  func collapsibleSection() throws {
    struct Sidebar: View {
      @State private var expanded = true
      var body: some View {
        List {
          Section(resource("section.favorites", "Favorites"), isExpanded: $expanded) {
            Text("Pancakes")
          }
          Section(isExpanded: .constant(false)) {
            Text("Hidden row")
          } header: {
            Text("Archive")
          }
        }
      }
    }
    let host = ViewHost(Sidebar())
    #expect(!host.elements(labeled: "Pancakes").isEmpty)
    #expect(host.elements(labeled: "Hidden row").isEmpty)
    #expect(host.render().contains("Archive"))
    try host.tap("Favorites")
    #expect(host.elements(labeled: "Pancakes").isEmpty)
    try host.tap("Favorites")
    #expect(!host.elements(labeled: "Pancakes").isEmpty)
  }

  @Test("scenes, command menus, launch scenes and new-document buttons titled with a resource")
  func scenes() async throws {
    let app = AppHost(ResourceTitledApp())
    #expect(app.render().contains("Main window"))
    let sceneLine = TextSnapshot.render(app.runtime.rootElements).split(separator: "\n").first
    #expect(sceneLine?.contains(#"CommandMenu("Kitchen tools")"#) == true)
    let launch = AppHost(ResourceLaunchApp())
    #expect(launch.render().contains("Cookbook"))
    try launch.tap("Start a recipe")
    await launch.settle()
    #expect(launch.render().contains("Note: Fresh"))
  }

  @Test("recorded modifiers from a string resource record its text")
  func recordedModifiers() {
    let rendered = ViewHost(
      VStack {
        Text("Row").badge(resource("badge.count", "Three"))
        Text("Name").typeSelectEquivalent(resource("select.name", "Pancakes"))
        Text("Files")
          .fileDialogMessage(resource("dialog.message", "Pick a recipe"))
          .fileDialogConfirmationLabel(resource("dialog.confirm", "Import"))
          .fileExporterFilenameLabel(resource("dialog.name", "Recipe name"))
          .dialogSuppressionToggle(
            resource("dialog.suppress", "Never ask"), isSuppressed: .constant(false))
      }
    ).render()
    for recorded in [
      #".typeSelectEquivalent("Pancakes")"#, #".fileDialogMessage("Pick a recipe")"#,
      #".fileDialogConfirmationLabel("Import")"#, "Three", "Never ask",
    ] {
      #expect(rendered.contains(recorded), "\(recorded)")
    }
  }

  @Test("string literals still compile against every titled form and show the literal")
  func literalsKeepTheKeyForms() throws {
    // With the resource forms declared `@_disfavoredOverload`, a literal resolves to the
    // `LocalizedStringKey` form (a tie between two literal types would not compile).
    struct Screen: View {
      @State private var isOn = false
      @State private var text = ""
      @State private var shows = false
      var body: some View {
        VStack {
          Button("Literal button") { shows = true }
          Toggle("Literal toggle", isOn: $isOn)
          TextField("Literal field", text: $text)
          Label("Literal label", systemImage: "star")
          Section("Literal section") { Text("Row") }
          Text("Hint").accessibilityHint("Literal hint")
          Text("Count \(3)").accessibilityLabel("Interpolated \(2) label")
        }
        .alert("Literal alert", isPresented: $shows) {}
        .searchable(text: $text, prompt: "Literal prompt")
        .navigationTitle("Literal title")
      }
    }
    let host = ViewHost(NavigationStack { Screen() })
    let rendered = host.render()
    for literal in [
      "Literal button", "Literal toggle", "Literal field", "Literal label", "Literal section",
      "Literal hint", "Literal prompt",
    ] {
      #expect(rendered.contains(literal), "\(literal)")
    }
    #expect(host.elements(labeled: "Interpolated 2 label").count == 1)
    #expect(host.navigationTitle == "Literal title")
    try host.tap("Literal button")
    #expect(host.presentations.map(\.title) == ["Literal alert"])
  }

  @Test("a key and a resource with the same text make equal titles")
  func sameTextAsKey() {
    #expect(
      ViewHost(Button(LocalizedStringKey("Same")) {}).render()
        == ViewHost(Button(resource("same.key", "Same")) {}).render())
    #expect(
      ViewHost(Text("x").help(LocalizedStringKey("Tip"))).render()
        == ViewHost(Text("x").help(resource("tip.key", "Tip"))).render())
  }
}
