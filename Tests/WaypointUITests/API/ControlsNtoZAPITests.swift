import Foundation
import Testing
import Waypoint
import WaypointTesting

private struct Person: Identifiable {
  let id: Int
  let name: String
  let age: Int
}

private let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Alan", age: 41)]

@MainActor
@Suite("Tables show their rows' cells, select and sort")
struct TableAPITests {
  @Test("a table shows its columns' headers and a row of cells for each value")
  func cells() {
    let host = ViewHost(
      Table(people) {
        TableColumn("Name", value: \.name)
        TableColumn("Age") { Text("\($0.age)") }
      })
    let text = host.render()
    #expect(text.contains(#"Text "Name""#))
    #expect(text.contains(#"Text "Age""#))
    #expect(text.contains(#"Text "Ada""#))
    #expect(text.contains(#"Text "41""#))
  }

  @Test("the cells of a column record the column's frame, one frame for all its rows")
  func columnFrames() {
    let many = (1...6).map { Person(id: $0, name: "P\($0)", age: 20 + $0) }
    let host = ViewHost(
      Table(many) {
        TableColumn("Name", value: \.name).width(80)
        TableColumn("Age") { Text("\($0.age)") }
      })
    let framed = host.tree.flatMap(\.allElements).flatMap { element in
      element.attributes.filter { if case .frame = $0 { true } else { false } }
    }
    #expect(framed.count == many.count + 1, "each row's name cell and the header")
    #expect(framed.allSatisfy { $0 == .frame(.init(width: 80, alignment: .leading)) })
    // An attribute whose arguments are out of line is the reference to them: equal bytes, one
    // storage for the whole column.
    let storages = Set(framed.map { withUnsafeBytes(of: $0) { Array($0) } })
    #expect(storages.count == 1)
  }

  @Test("choosing a row sets the table's selection")
  func selection() throws {
    struct People: View {
      @State private var selection: Person.ID?
      var body: some View {
        VStack {
          Table(people, selection: $selection) {
            TableColumn("Name", value: \.name)
          }
          Text("Selected: \(selection.map(String.init) ?? "none")")
        }
      }
    }
    let host = ViewHost(People())
    try host.select("Alan")
    #expect(host.render().contains(#"Text "Selected: 2""#))
  }

  @Test("a selectable table's row is one node and one tagged grid row element")
  func rowIsOneNode() throws {
    struct People: View {
      let count: Int
      @State private var selection: Person.ID?
      var body: some View {
        Table((1...count).map { Person(id: $0, name: "P\($0)", age: 20) }, selection: $selection) {
          TableColumn("Name", value: \.name)
          TableColumn("Age") { Text("\($0.age)") }
        }
      }
    }
    let ten = ViewHost(People(count: 10)).runtime.memoryUse { _ in 0 }
    let twenty = ViewHost(People(count: 20)).runtime.memoryUse { _ in 0 }
    // A row was a tag modifier's node, the row's, a grid row's and a ForEach's before, with
    // a tagged copy of the grid row's element; its cells are texts, which make no node.
    #expect(twenty.nodes - ten.nodes == 10)
    // Per row: its list row, its grid row and two texts.
    #expect(twenty.elements - ten.elements == 40)
    let host = ViewHost(People(count: 3))
    let rows = host.tree.flatMap(\.allElements).filter {
      if case .gridRow = $0.role { $0.tag != nil } else { false }
    }
    #expect(rows.count == 3)
    try host.select("P2")
    #expect(host.tree.flatMap(\.allElements).contains { $0.role == .row(isSelected: true) })
  }

  @Test("choosing a sorting column's header puts its comparator first, reversed when it was")
  func sorting() throws {
    struct Sorted: View {
      @State private var order = [KeyPathComparator(\Person.age)]
      var body: some View {
        VStack {
          Table(people, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Age", value: \.age) { Text("\($0.age)") }
          }
          Text("Age first: \(order.first?.order == .forward ? "ascending" : "descending")")
        }
      }
    }
    let host = ViewHost(Sorted())
    #expect(host.render().contains(#"Text "Age first: ascending""#))
    try host.tap("Age")
    #expect(host.render().contains(#"Text "Age first: descending""#))
  }

  @Test("rows from a builder, in sections; hidden columns and headers are not shown")
  func builtRows() {
    let host = ViewHost(
      Table(of: Person.self) {
        TableColumn("Name", value: \.name)
        TableColumn("Secret") { Text("secret \($0.id)") }.defaultVisibility(.hidden)
      } rows: {
        Section("Team") {
          ForEach(people) { TableRow($0) }
        }
      }
      .tableColumnHeaders(.hidden)
      .tableStyle(.inset))
    let text = host.render()
    #expect(text.contains(#"Text "Team""#))
    #expect(text.contains(#"Text "Ada""#))
    #expect(!text.contains("secret"))
    #expect(!text.contains(#"Text "Name""#))
    #expect(text.contains(".tableStyle(.inset)"))
  }

  @Test("column customizations hide columns by their customization id")
  func customization() throws {
    var customization = TableColumnCustomization<Person>()
    customization[visibility: "age"] = .hidden
    #expect(customization[visibility: "age"] == .hidden)
    #expect(customization[visibility: "name"] == .automatic)
    let data = try JSONEncoder().encode(customization)
    #expect(
      try JSONDecoder().decode(TableColumnCustomization<Person>.self, from: data) == customization)
    let host = ViewHost(
      Table(people, columnCustomization: .constant(customization)) {
        TableColumn("Name", value: \.name).customizationID("name")
        TableColumn("Age") { Text("\($0.age)") }.customizationID("age")
      })
    #expect(!host.render().contains(#"Text "36""#))
    var behavior: TableColumnCustomizationBehavior = [.reorder]
    behavior.formUnion(.visibility)
    #expect(behavior.contains(.visibility) && !behavior.contains(.resize))
    #expect(TableColumnCustomizationBehavior.all.contains([.reorder, .resize, .visibility]))
  }
}

@MainActor
@Suite("Controls N–Z: modifiers are recorded, values and initializers behave")
struct ControlsNtoZAPITests {
  @Test("control modifiers are recorded with their arguments")
  func recordedModifiers() {
    let host = ViewHost(
      Button("Save") {}
        .keyboardShortcut("s", modifiers: [.command, .shift])
        .keyboardShortcut(.defaultAction)
        .controlSize(.large)
        .labelsHidden()
        .badge(3)
        .textSelection(.enabled)
        .buttonBorderShape(.capsule)
        .formStyle(.columns))
    let text = host.render()
    #expect(text.contains(#".keyboardShortcut("s", modifiers: [.shift, .command])"#))
    #expect(text.contains(".keyboardShortcut(.defaultAction)"))
    #expect(text.contains(".controlSize(.large)"))
    #expect(text.contains(".labelsHidden()"))
    #expect(text.contains(".badge(3)"))
    #expect(text.contains(".textSelection(.enabled)"))
    #expect(text.contains(".buttonBorderShape(.capsule)"))
    #expect(text.contains(".formStyle(.columns)"))
  }

  @Test("a text field with a number formatter shows the value and reads typed numbers")
  func formatter() throws {
    struct Amount: View {
      @State private var amount = 1234
      var body: some View {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return VStack {
          TextField("Amount", value: $amount, formatter: formatter)
          Text("Amount: \(amount)")
        }
      }
    }
    let host = ViewHost(Amount())
    #expect(host.render().contains("1,234"))
    try host.replaceText(in: "Amount", with: "42")
    #expect(host.render().contains(#"Text "Amount: 42""#))
    try host.replaceText(in: "Amount", with: "not a number")
    #expect(host.render().contains(#"Text "Amount: 42""#))
  }

  @Test("a toggle of many sources is on while all are, and sets them all")
  func toggleSources() throws {
    struct Lights: View {
      @State private var kitchen = true
      @State private var hall = false
      var body: some View {
        VStack {
          Toggle("All lights", sources: [$kitchen, $hall], isOn: \.self)
          Text("Kitchen \(kitchen), hall \(hall)")
        }
      }
    }
    let host = ViewHost(Lights())
    try host.toggle("All lights")
    #expect(host.render().contains(#"Text "Kitchen true, hall true""#))
  }

  @Test("a rename button calls the rename action of its environment")
  func renameButton() throws {
    struct Renaming: View {
      @State private var renamed = false
      var body: some View {
        VStack {
          RenameButton()
          Text(renamed ? "renaming" : "idle")
        }
        .renameAction { renamed = true }
      }
    }
    let host = ViewHost(Renaming())
    try host.tap("Rename")
    #expect(host.render().contains(#"Text "renaming""#))
  }

  @Test("an outline group shows its roots, their children under a disclosure group")
  func outline() {
    struct Node: Identifiable {
      let id: String
      var children: [Node]?
    }
    let tree = [Node(id: "Root", children: [Node(id: "Leaf")])]
    let host = ViewHost(OutlineGroup(tree, children: \.children) { Text($0.id) })
    #expect(host.render().contains(#"Text "Root""#))
  }

  @Test("value types behave: shortcuts, projections, selections and clock styles")
  func values() {
    #expect(KeyEquivalent.return.description == ".return")
    #expect(KeyboardShortcut("k").modifiers == .command)
    #expect(EventModifiers.all.contains([.command, .option, .control, .shift]))
    #expect(ControlSize.small < ControlSize.large)

    var transform = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
    #expect(transform.isAffine && !transform.isIdentity)
    let inverted = transform.invert()
    #expect(inverted)
    #expect(transform.m11 == 0.5 && transform.m22 == 0.25)
    let product = transform.concatenating(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4)))
    #expect(product.isIdentity)

    let text = "hello"
    #expect(TextSelection(insertionPoint: text.startIndex).isInsertion)
    #expect(!TextSelection(range: text.startIndex..<text.endIndex).isInsertion)

    let start = Date(timeIntervalSinceReferenceDate: 0)
    let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
    #expect(String(timer.format(start).characters) == "5:00")
    #expect(String(timer.format(start.addingTimeInterval(61)).characters) == "3:59")
    let stopwatch = SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .seconds(1))
    #expect(String(stopwatch.format(start.addingTimeInterval(75)).characters) == "1:15")
    #expect(
      stopwatch.discreteInput(after: start.addingTimeInterval(1.5)) == start.addingTimeInterval(2))
  }
}
