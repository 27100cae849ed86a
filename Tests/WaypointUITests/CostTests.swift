import Testing
import Waypoint
import WaypointTesting

@Observable @MainActor
final class RowModel: Identifiable {
  let id: Int
  var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

struct ModelRow: View {
  let model: RowModel
  var body: some View { Text(model.title) }
}

struct ModelList: View {
  let models: [RowModel]
  var body: some View {
    List(models) { model in
      ModelRow(model: model)
    }
  }
}

struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
}

struct ItemRow: View {
  @Binding var item: Item
  var body: some View {
    TextField("Row \(item.id)", text: $item.title)
  }
}

struct ItemList: View {
  @State var items: [Item]
  var body: some View {
    List($items) { $item in
      ItemRow(item: $item)
    }
  }
}

@MainActor
@Suite("Cost follows change, not size")
struct CostTests {
  static let rowCount = 10_000

  @Test("changing one row's @Observable model of 10,000 runs exactly one body")
  func observableRow() {
    let models = (0..<Self.rowCount).map { RowModel(id: $0, title: "Row \($0)") }
    let host = ViewHost(ModelList(models: models))
    #expect(host.evaluations["ModelRow"] == Self.rowCount)
    host.resetEvaluationCount()
    let changes = host.runtime.makeChangeReader()
    models[5_000].title = "Changed"
    host.flush()
    #expect(host.evaluations.byType == ["ModelRow": 1])
    #expect(host.evaluations.total == 1)
    let changed = changes.takeChanges()
    #expect(changed.count <= 3, "the text, its row, and the list: \(changed.count)")
    #expect(host.render().contains(#"Text "Changed""#))
  }

  @Test("changing one row through $items[i] runs the parent and that row only")
  func bindingRow() throws {
    let items = (0..<Self.rowCount).map { Item(id: $0, title: "") }
    let host = ViewHost(ItemList(items: items))
    #expect(host.evaluations["ItemRow"] == Self.rowCount)
    host.resetEvaluationCount()
    try host.type("x", into: "Row 5000")
    #expect(host.evaluations.byType == ["ItemList": 1, "ItemRow": 1])
  }

  @Test("a view whose value holds a closure is evaluated whenever its parent is")
  func closuresAlwaysDiffer() throws {
    struct Child: View {
      let action: @MainActor () -> Void
      var body: some View { Button("Child", action: action) }
    }
    struct Plain: View {
      let title: String
      var body: some View { Text(title) }
    }
    struct Parent: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Button("Count \(count)") { count += 1 }
          Child {}
          Plain(title: "same")
        }
      }
    }
    let host = ViewHost(Parent())
    host.resetEvaluationCount()
    try host.tap("Count 0")
    #expect(host.evaluations.byType == ["Parent": 1, "Child": 1])
  }

  @Test(".equatable() and Equatable views compare with ==")
  func equatableViews() throws {
    struct Score: View, Equatable {
      let value: Int
      let note: String
      nonisolated static func == (lhs: Score, rhs: Score) -> Bool { lhs.value == rhs.value }
      var body: some View { Text("\(value) \(note)") }
    }
    struct Parent: View {
      @State private var note = "a"
      var body: some View {
        VStack {
          Button("Change note") { note += "a" }
          Score(value: 1, note: note).equatable()
        }
      }
    }
    let host = ViewHost(Parent())
    host.resetEvaluationCount()
    try host.tap("Change note")
    #expect(host.evaluations.byType == ["Parent": 1])
    #expect(host.render().contains(#"Text "1 a""#))
  }
}

@Observable @MainActor
final class RowStore {
  var models: [RowModel]
  init(count: Int) { models = (0..<count).map { RowModel(id: $0, title: "Row \($0)") } }
}

struct StoreList: View {
  let store: RowStore
  var body: some View {
    List(store.models) { ModelRow(model: $0) }
  }
}

@MainActor
@Suite("Incremental lists stay correct")
struct IncrementalListTests {
  @Test("a patched row, then an insertion and a removal, render as a fresh build would")
  func patchesThenStructure() {
    let store = RowStore(count: 40)
    let host = ViewHost(StoreList(store: store))
    store.models[3].title = "Patched"
    host.flush()
    store.models.insert(RowModel(id: 100, title: "Inserted"), at: 10)
    store.models.remove(at: 0)
    host.flush()
    store.models[20].title = "Patched again"
    host.flush()
    let fresh = ViewHost(StoreList(store: store))
    #expect(host.render() == fresh.render())
    #expect(host.render().contains(#"Text "Inserted""#))
  }
}
