import Testing
import Waypoint
import WaypointTesting

private enum Fruit: String, CaseIterable, Identifiable, Hashable {
  case apple, banana, cherry
  var id: Self { self }
  var name: String { rawValue.capitalized }
}

@MainActor
@Suite("Lists, sections and other containers")
struct ContainerTests {
  @Test(
    "stacks laid out alike share one role's storage, and a differently laid out one has its own")
  func stackRolesShared() throws {
    let host = ViewHost(
      VStack {
        HStack { Text("A") }
        HStack { Text("B") }
        HStack(spacing: 4) { Text("C") }
      })
    let stacks = host.tree.flatMap(\.allElements).filter { element in
      if case .stack(let layout) = element.role { layout.axis == .horizontal } else { false }
    }
    try #require(stacks.count == 3)
    // A stack's role keeps its layout out of line: equal bytes are one storage.
    let storages = stacks.map { withUnsafeBytes(of: $0.role) { Array($0) } }
    #expect(storages[0] == storages[1])
    #expect(storages[2] != storages[0])
    #expect(stacks[2].role == .stack(.horizontal(.center, spacing: 4)))
  }

  @Test("a list with sections wraps each view in a row, with headers and footers")
  func sections() {
    let host = ViewHost(
      List {
        Section("Fruit") {
          Text("Apple")
          Text("Banana")
        }
        Section {
          Text("Kale")
        } header: {
          Text("Greens")
        } footer: {
          Text("Eat more")
        }
        Text("Loose row")
      })
    #expect(
      host.render() == """
        List
          Section
            Header
              Text "Fruit"
            Row
              Text "Apple"
            Row
              Text "Banana"
          Section
            Header
              Text "Greens"
            Row
              Text "Kale"
            Footer
              Text "Eat more"
          Row
            Text "Loose row"
        """)
  }

  @Test("a list with an optional selection selects rows by their ForEach id")
  func singleSelection() throws {
    struct Picker: View {
      @State private var selection: Fruit?
      var body: some View {
        VStack {
          List(Fruit.allCases, selection: $selection) { fruit in
            Text(fruit.name)
          }
          Text("Selected: \(selection?.name ?? "none")")
        }
      }
    }
    let host = ViewHost(Picker())
    try host.select("Banana")
    #expect(host.render().contains(#"Text "Selected: Banana""#))
    #expect(
      host.render().contains(
        """
            Row (selected) [select]
              Text "Banana"
        """))
    try host.select("Cherry")
    #expect(host.render().contains(#"Text "Selected: Cherry""#))
  }

  @Test("a list's selectable rows share one target, which selects the row it is performed on")
  func rowsShareOneTarget() throws {
    struct Picker: View {
      @State private var selection: Int?
      var body: some View {
        VStack {
          List(0..<40, id: \.self, selection: $selection) { Text("Row \($0)") }
          Text("Selected: \(selection.map(String.init) ?? "none")")
        }
      }
    }
    let host = ViewHost(Picker())
    let rows = host.runtime.rootElements.flatMap(\.allElements).filter {
      if case .row = $0.role { true } else { false }
    }
    #expect(rows.count == 40)
    // One object for all forty: each row kept a target and a closure of its own before.
    #expect(Set(rows.compactMap { $0.target.map(ObjectIdentifier.init) }).count == 1)
    try host.select("Row 37")
    #expect(host.render().contains(#"Text "Selected: 37""#))
    try host.select("Row 3")
    #expect(host.render().contains(#"Text "Selected: 3""#))
  }

  @Test("rows whose tags are not of the selection's type cannot be selected, and that is diagnosed")
  func mismatchedTags() throws {
    struct Named: Identifiable { let id: String }
    struct Picker: View {
      @State private var selection: Int?
      var body: some View {
        List([Named(id: "a"), Named(id: "b")], selection: $selection) { Text($0.id) }
      }
    }
    let host = ViewHost(Picker())
    #expect(throws: HostError.self) { try host.select("a") }
    #expect(host.diagnostics.map(\.code) == [.listSelectionTagMismatch])
    #expect(host.diagnostics.first?.message.contains("Swift.String") == true)
  }

  @Test("a list with a set selection selects by explicit tags")
  func setSelection() throws {
    struct Picker: View {
      @State private var selection: Set<Int> = []
      var body: some View {
        VStack {
          List(selection: $selection) {
            Text("One").tag(1)
            Text("Two").tag(2)
            Text("Untagged")
          }
          Text("Selected: \(selection.sorted())")
        }
      }
    }
    let host = ViewHost(Picker())
    try host.select("Two")
    #expect(host.render().contains(#"Text "Selected: [2]""#))
    #expect(throws: HostError.self) { try host.select("Untagged") }
  }

  @Test("lists over bindings give each row a binding to its element")
  func bindingRows() throws {
    struct Item: Identifiable {
      let id: Int
      var done: Bool
    }
    struct Checklist: View {
      @State private var items = [Item(id: 1, done: false), Item(id: 2, done: false)]
      var body: some View {
        VStack {
          List($items) { $item in
            Toggle("Item \(item.id)", isOn: $item.done)
          }
          Text("Done: \(items.filter(\.done).count)")
        }
      }
    }
    let host = ViewHost(Checklist())
    try host.toggle("Item 2")
    #expect(host.render().contains(#"Text "Done: 1""#))
    #expect(host.render().contains(#"Toggle "Item 2" = on [tap, toggle]"#))
  }

  @Test("stacks, grids, scroll views and the other primitives render as their kinds")
  func primitives() {
    let host = ViewHost(
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 4) {
          HStack(spacing: 2) {
            Label("Favorites", systemImage: "star")
            Spacer()
            Divider()
          }
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.fixed(40))]) {
            Text("Cell")
          }
          ZStack(alignment: .topLeading) { Color.red }
          ProgressView("Loading", value: 0.5)
          ProgressView()
          ViewThatFits {
            Text("A long label")
            Text("Short")
          }
          ContentUnavailableView.search(text: "kiwi")
        }
      })
    #expect(
      host.render() == """
        ScrollView
          LazyVStack(alignment: .leading, spacing: 4)
            HStack(spacing: 2)
              Label "Favorites" (systemName: "star")
              Spacer
              Divider
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: .infinity)), GridItem(.fixed(40))])
              Text "Cell"
            ZStack(alignment: .topLeading)
              Color .red
            ProgressView "Loading" 0.5/1.0
            ProgressView indeterminate
            ViewThatFits
              Text "A long label"
              Text "Short"
            ContentUnavailableView
              Label "No Results for “kiwi”" (systemName: "magnifyingglass")
              Text "Check the spelling or try a new search."
        """)
  }

  @Test("ViewBuilder handles switch, if let, availability and many children")
  func viewBuilder() {
    struct Builder: View {
      let fruit: Fruit
      let note: String?
      var body: some View {
        VStack {
          switch fruit {
          case .apple: Text("Red")
          case .banana: Text("Yellow")
          case .cherry: Text("Dark")
          }
          if let note {
            Text(note)
          }
          if #available(macOS 10.15, *) {
            Text("Available")
          }
          Text("1")
          Text("2")
          Text("3")
          Text("4")
          Text("5")
          Text("6")
          Text("7")
          Text("8")
          Text("9")
          Text("10")
          Text("11")
          Text("12")
        }
      }
    }
    let host = ViewHost(Builder(fruit: .banana, note: "ripe"))
    let texts = host.visibleElements.compactMap { element -> String? in
      if case .text(let text) = element.role { return text }
      return nil
    }
    #expect(texts == ["Yellow", "ripe", "Available"] + (1...12).map(String.init))
  }

  @Test("an element's label joins its texts; an accessibility label replaces them")
  func labels() throws {
    var tapped = ""
    let host = ViewHost(
      VStack {
        Button {
          tapped = "tile"
        } label: {
          VStack {
            Text("Apple Pie")
            Text("30 min")
          }
        }
        Button {
          tapped = "icon"
        } label: {
          Image(systemName: "plus")
        }
        .accessibilityLabel("Add")
      })
    try host.tap("Apple Pie")
    #expect(tapped == "tile")
    try host.tap("Apple Pie 30 min")
    try host.tap("Add")
    #expect(tapped == "icon")
  }
}

@MainActor
@Suite("ForEach over bindings")
struct ForEachBindingTests {
  @Test("ForEach($items) gives each row a binding to its element")
  func forEachBindings() throws {
    struct Item: Identifiable {
      let id: Int
      var name: String
    }
    struct Editor: View {
      @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
      var body: some View {
        VStack {
          ForEach($items) { $item in
            TextField("Item \(item.id)", text: $item.name)
          }
          ForEach(0..<2) { index in Text("Index \(index)") }
          Text(items.map(\.name).joined(separator: ","))
        }
      }
    }
    let host = ViewHost(Editor())
    try host.type("z", into: "Item 1")
    #expect(host.render().contains(#"Text "az,b""#))
  }
}
