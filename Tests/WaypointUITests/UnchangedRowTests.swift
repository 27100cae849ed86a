import Testing
import Waypoint
import WaypointTesting

/// How many times the rows' content functions below ran; the functions capture nothing, as a
/// closure written in a body usually does.
@MainActor
private enum Made {
  static var rows = 0
}

private struct Entry: Identifiable, Equatable {
  let id: Int
  var title: String
}

private struct EntryRow: View {
  let entry: Entry
  var body: some View { Text(entry.title) }
}

private struct EntryField: View {
  @Binding var entry: Entry
  var body: some View { TextField("Entry \(entry.id)", text: $entry.title) }
}

private func entries(_ count: Int) -> [Entry] {
  (0..<count).map { Entry(id: $0, title: "Entry \($0)") }
}

private struct Draft: View {
  let title: String
  @State private var text = ""
  var body: some View { TextField(title, text: $text) }
}

private struct BindingRows: View {
  @State var entries: [Entry]
  var body: some View {
    List($entries) { $entry in
      // swift-format-ignore: NoAssignmentInExpressions
      let _ = Made.rows += 1
      EntryField(entry: $entry)
    }
  }
}

private struct StateRows: View {
  @State var entries: [Entry]
  @State var text = "Start"
  var body: some View {
    VStack {
      Button("Rename 500") { entries[500].title = "Renamed" }
      Button("Append") { entries.append(Entry(id: entries.count, title: "Appended")) }
      Button("Append duplicate") { entries.append(Entry(id: 0, title: "Again")) }
      Button("Drop last") { entries.removeLast() }
      Button("Rebuild") { entries = entries.map { Entry(id: $0.id, title: String($0.title)) } }
      Button("Other state") { text += "!" }
      Text(text)
      ForEach(entries) { entry in
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = Made.rows += 1
        EntryRow(entry: entry)
      }
    }
  }
}

private final class EntryStore: ObservableObject {
  @Published var entries: [Entry]
  init(_ entries: [Entry]) { self.entries = entries }
}

private struct StoreRows: View {
  @ObservedObject var store: EntryStore
  var body: some View {
    VStack {
      ForEach(store.entries) { entry in
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = Made.rows += 1
        EntryRow(entry: entry)
      }
    }
  }
}

private struct StoreBindingRows: View {
  @ObservedObject var store: EntryStore
  var body: some View {
    VStack {
      ForEach($store.entries) { $entry in
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = Made.rows += 1
        EntryField(entry: $entry)
      }
    }
  }
}

private struct CapturingRows: View {
  @State var entries: [Entry]
  @State var prefix = "A"
  var body: some View {
    VStack {
      Button("Prefix B") { prefix = "B" }
      ForEach(entries) { entry in
        Text("\(prefix) \(entry.title)")
      }
    }
  }
}

private struct RangeRows: View {
  @State var count = 3
  @State var other = 0
  var body: some View {
    VStack {
      Button("More") { count += 1 }
      Button("Other \(other)") { other += 1 }
      ForEach(0..<count) { index in
        Text("Index \(index)")
      }
    }
  }
}

private struct SelectableRows: View {
  @State var entries = (0..<200).map { Entry(id: $0, title: "Entry \($0)") }
  @State var selection: Int?
  var body: some View {
    VStack {
      Button("Rename 150") { entries[150].title = "Renamed" }
      Button("Insert at top") { entries.insert(Entry(id: 900, title: "Inserted"), at: 0) }
      Text("Selected \(selection.map(String.init) ?? "none")")
      List(entries, selection: $selection) { entry in
        // swift-format-ignore: NoAssignmentInExpressions
        let _ = Made.rows += 1
        EntryRow(entry: entry)
      }
    }
  }
}

@MainActor
private func fieldText(_ title: String, in host: ViewHost) -> String? {
  for element in host.visibleElements {
    if case .textField(let field, let text, _) = element.role, field == title { return text }
  }
  return nil
}

@MainActor
@Suite("Unchanged rows are not made again")
struct UnchangedRowTests {
  @Test("changing one row through $items[i] makes that row's view only")
  func bindingRow() throws {
    let host = ViewHost(BindingRows(entries: entries(1_000)))
    Made.rows = 0
    host.resetEvaluationCount()
    try host.type("x", into: "Entry 500")
    #expect(Made.rows == 1)
    #expect(host.evaluations.byType == ["BindingRows": 1, "EntryField": 1])
    #expect(fieldText("Entry 500", in: host) == "Entry 500x")
  }

  @Test("changing one element of a @State array makes that row's view only")
  func stateArrayRow() throws {
    let host = ViewHost(StateRows(entries: entries(1_000)))
    Made.rows = 0
    host.resetEvaluationCount()
    try host.tap("Rename 500")
    #expect(Made.rows == 1)
    #expect(host.evaluations.byType == ["StateRows": 1, "EntryRow": 1])
    #expect(host.render().contains(#"Text "Renamed""#))
  }

  @Test("a change elsewhere in the parent makes no row")
  func otherStateMakesNoRow() throws {
    let host = ViewHost(StateRows(entries: entries(100)))
    Made.rows = 0
    try host.tap("Other state")
    #expect(Made.rows == 0)
    #expect(host.render().contains(#"Text "Start!""#))
  }

  @Test("an ObservableObject's published rows: one change makes one row")
  func observableObjectRows() {
    let store = EntryStore(entries(1_000))
    let host = ViewHost(StoreRows(store: store))
    Made.rows = 0
    store.entries[10].title = "Ten"
    host.flush()
    #expect(Made.rows == 1)
    #expect(host.render().contains(#"Text "Ten""#))
  }

  @Test("ForEach over an ObservableObject's binding: one change makes one row")
  func observableObjectBindingRows() throws {
    let store = EntryStore(entries(1_000))
    let host = ViewHost(StoreBindingRows(store: store))
    Made.rows = 0
    try host.type("!", into: "Entry 7")
    #expect(Made.rows == 1)
    #expect(store.entries[7].title == "Entry 7!")
    #expect(fieldText("Entry 7", in: host) == "Entry 7!")
  }

  @Test("a content closure that captures state makes every row again when it runs again")
  func capturingClosure() throws {
    let host = ViewHost(CapturingRows(entries: entries(3)))
    try host.tap("Prefix B")
    let rendered = host.render()
    #expect(rendered.contains(#"Text "B Entry 0""#))
    #expect(rendered.contains(#"Text "B Entry 2""#))
    #expect(!rendered.contains(#"Text "A "#))
  }

  @Test("appending makes only the new row, removing the last removes only it")
  func appendAndRemoveLast() throws {
    let host = ViewHost(StateRows(entries: entries(100)))
    Made.rows = 0
    try host.tap("Append")
    #expect(Made.rows == 1)
    #expect(host.render().contains(#"Text "Appended""#))
    Made.rows = 0
    try host.tap("Drop last")
    try host.tap("Drop last")
    #expect(Made.rows == 0)
    #expect(!host.render().contains(#"Text "Appended""#))
    #expect(!host.render().contains(#"Text "Entry 99""#))
    #expect(host.render() == ViewHost(StateRows(entries: entries(99))).render())
  }

  @Test("an appended duplicate id is reported")
  func appendedDuplicate() throws {
    let host = ViewHost(StateRows(entries: entries(10)))
    try host.tap("Append duplicate")
    #expect(host.diagnostics.map(\.code) == [.duplicateForEachID])
  }

  @Test("an element replaced by one of another id is a new row; the others keep their state")
  func replacedElement() throws {
    struct Replacing: View {
      @State var entries = (0..<5).map { Entry(id: $0, title: "Entry \($0)") }
      var body: some View {
        VStack {
          Button("Replace 1") { entries[1] = Entry(id: 77, title: "New") }
          ForEach(entries) { entry in
            Draft(title: entry.title)
          }
        }
      }
    }
    let host = ViewHost(Replacing())
    try host.type("kept", into: "Entry 3")
    try host.type("gone", into: "Entry 1")
    try host.tap("Replace 1")
    let fields = host.visibleElements.compactMap { element -> String? in
      if case .textField(let title, let text, _) = element.role { return "\(title)=\(text)" }
      return nil
    }
    #expect(fields == ["Entry 0=", "New=", "Entry 2=", "Entry 3=kept", "Entry 4="])
  }

  @Test("swapped elements keep their rows' state with their ids")
  func swappedElements() throws {
    struct Swapping: View {
      @State var entries = [Entry(id: 0, title: "Zero"), Entry(id: 1, title: "One")]
      var body: some View {
        VStack {
          Button("Swap") { entries.swapAt(0, 1) }
          ForEach(entries) { entry in
            Draft(title: entry.title)
          }
        }
      }
    }
    let host = ViewHost(Swapping())
    try host.type("zero's", into: "Zero")
    try host.tap("Swap")
    let fields = host.visibleElements.compactMap { element -> String? in
      if case .textField(let title, let text, _) = element.role { return "\(title)=\(text)" }
      return nil
    }
    #expect(fields == ["One=", "Zero=zero's"])
  }

  @Test("equal elements built anew are made again but their rows are not evaluated")
  func equalButRebuilt() throws {
    let host = ViewHost(StateRows(entries: entries(50)))
    Made.rows = 0
    host.resetEvaluationCount()
    try host.tap("Rebuild")
    #expect(host.evaluations["EntryRow"] == 0)
    #expect(host.render() == ViewHost(StateRows(entries: entries(50))).render())
  }

  @Test("a ForEach over a range shows a changed range, and keeps the rows' state")
  func rangeRows() throws {
    let host = ViewHost(RangeRows())
    try host.tap("Other 0")
    try host.tap("More")
    #expect(host.render().contains(#"Text "Index 3""#))
    #expect(host.render() == ViewHost(RangeRows(count: 4, other: 1)).render())
  }

  @Test("a changed row of a list with a selection is tagged again and selects by its id")
  func selectableRowChanged() throws {
    let host = ViewHost(SelectableRows())
    Made.rows = 0
    try host.tap("Rename 150")
    #expect(Made.rows == 1)
    try host.select("Renamed")
    #expect(host.render().contains(#"Text "Selected 150""#))
    try host.tap("Insert at top")
    try host.select("Inserted")
    #expect(host.render().contains(#"Text "Selected 900""#))
    try host.select("Entry 3")
    #expect(host.render().contains(#"Text "Selected 3""#))
  }
}
