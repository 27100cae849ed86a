import Testing
import Waypoint
import WaypointTesting

/// One field in either branch of an `if`/`else`, the same type in both.
private struct Branches: View {
  @State private var other = false

  var body: some View {
    VStack {
      Button("Flip") { other.toggle() }
      if other {
        Field(title: "Note")
      } else {
        Field(title: "Note")
      }
    }
  }
}

/// Rows that are each an `if`/`else`, in a picker that selects them by their ids.
private struct Flavours: View {
  @State private var flavour = "mint"
  @State private var bold = false

  var body: some View {
    Form {
      Button("Embolden") { bold.toggle() }
      Picker("Flavour", selection: $flavour) {
        ForEach(["mint", "lemon"], id: \.self) { id in
          if bold || id == "lemon" {
            Text(id.capitalized).bold()
          } else {
            Text(id.capitalized)
          }
        }
      }
      .pickerStyle(.inline)
      Text("Chosen: \(flavour)")
    }
  }
}

private struct Entry: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// A draft field titled by its entry.
private struct Draft: View {
  let title: String
  @State private var text = ""
  var body: some View { TextField(title, text: $text) }
}

/// Rows that are an `if`/`else` over padded and plain fields, changed one at a time (which a
/// `ForEach` updates in place) or all at once.
private struct ChangingRows: View {
  @State private var entries = (0..<4).map { Entry(id: $0, title: "Entry \($0)") }

  var body: some View {
    VStack {
      Button("Rename 1") { entries[1].title = "Renamed" }
      Button("Append") { entries.append(Entry(id: 4, title: "Entry 4")) }
      Button("Rebuild") { entries = entries.map { Entry(id: $0.id, title: $0.title + ".") } }
      ForEach(entries) { entry in
        if entry.id.isMultiple(of: 2) {
          Draft(title: entry.title).padding()
        } else {
          Draft(title: entry.title)
        }
      }
    }
  }
}

@MainActor
@Suite("An if/else placed as its chosen branch")
struct ConditionalPlacementTests {
  @Test("an if/else adds no node: the chosen branch takes its place")
  func noNodeOfItsOwn() {
    struct Plain: View {
      var body: some View {
        VStack { Text("A") }
      }
    }
    struct Chosen: View {
      let flag: Bool
      var body: some View {
        VStack {
          if flag {
            Text("A")
          } else {
            Text("B").bold()
          }
        }
      }
    }
    let plain = ViewHost(Plain()).nodeCount
    #expect(ViewHost(Chosen(flag: true)).nodeCount == plain)
    #expect(ViewHost(Chosen(flag: false)).nodeCount == plain)
  }

  @Test("an if without else adds no node: the view it holds takes its place, or an empty view")
  func optionalHasNoNode() {
    struct Both: View {
      var body: some View {
        VStack {
          Text("A")
          Text("B").bold()
        }
      }
    }
    struct Maybe: View {
      let flag: Bool
      var body: some View {
        VStack {
          Text("A")
          if flag { Text("B").bold() }
        }
      }
    }
    let both = ViewHost(Both()).nodeCount
    let shown = ViewHost(Maybe(flag: true))
    #expect(shown.nodeCount == both)
    #expect(!shown.elements(labeled: "B").isEmpty)
    #expect(ViewHost(Maybe(flag: false)).nodeCount == both)
  }

  @Test(
    "an absent optional view keeps its place: a header or an overlay that is an if without else")
  func absentKeepsPlace() {
    struct Decorated: View {
      let flag: Bool
      var body: some View {
        List {
          Section {
            Text("Row")
          } header: {
            if flag { Text("Header") }
          }
        }
        .overlay { if flag { Text("Badge") } }
        // An optional view modified directly: absent, it is an empty view, which an overlay
        // does not decorate (its overlay is not shown in its place).
        (flag ? Text("Title") : nil).overlay { Text("Mark") }
      }
    }
    let hidden = ViewHost(Decorated(flag: false))
    #expect(!hidden.elements(labeled: "Row").isEmpty)
    #expect(hidden.elements(labeled: "Header").isEmpty)
    #expect(hidden.elements(labeled: "Badge").isEmpty)
    #expect(hidden.elements(labeled: "Mark").isEmpty)
    let shown = ViewHost(Decorated(flag: true))
    #expect(!shown.elements(labeled: "Row").isEmpty)
    #expect(!shown.elements(labeled: "Header").isEmpty)
    #expect(!shown.elements(labeled: "Badge").isEmpty)
    #expect(!shown.elements(labeled: "Mark").isEmpty)
  }

  @Test("a view an if without else shows again is another view: its state starts afresh")
  func optionalStartsAfresh() throws {
    struct Toggled: View {
      @State private var shown = true
      var body: some View {
        VStack {
          Button("Toggle") { shown.toggle() }
          if shown { Field(title: "Note") }
          Text("End")
        }
      }
    }
    let host = ViewHost(Toggled())
    try host.type("typed", into: "Note")
    #expect(text(of: "Note", in: host) == "typed")
    try host.tap("Toggle")
    #expect(host.elements(labeled: "Note").isEmpty)
    #expect(!host.elements(labeled: "End").isEmpty)
    try host.tap("Toggle")
    #expect(text(of: "Note", in: host) == "")
  }

  @Test("the other branch is another view even of the same type: its state starts afresh")
  func otherBranchStartsAfresh() throws {
    let host = ViewHost(Branches())
    try host.type("typed", into: "Note")
    try host.tap("Flip")
    #expect(text(of: "Note", in: host) == "")
    try host.type("again", into: "Note")
    try host.tap("Flip")
    #expect(text(of: "Note", in: host) == "")
  }

  @Test("rows that are an if/else keep their ids: a picker selects them, through a flip")
  func rowsKeepTheirIDs() throws {
    let host = ViewHost(Flavours())
    try host.select("Lemon")
    #expect(!host.elements(labeled: "Chosen: lemon").isEmpty)
    try host.tap("Embolden")
    try host.select("Mint")
    #expect(!host.elements(labeled: "Chosen: mint").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("rows changed one at a time, added, then all rebuilt keep their state throughout")
  func rowsKeepStateAcrossUpdatePaths() throws {
    let host = ViewHost(ChangingRows())
    try host.type("zero", into: "Entry 0")
    try host.type("one", into: "Entry 1")
    try host.tap("Rename 1")
    #expect(text(of: "Entry 0", in: host) == "zero")
    #expect(text(of: "Renamed", in: host) == "one")
    try host.tap("Append")
    try host.type("four", into: "Entry 4")
    try host.tap("Rebuild")
    #expect(text(of: "Entry 0.", in: host) == "zero")
    #expect(text(of: "Renamed.", in: host) == "one")
    #expect(text(of: "Entry 4.", in: host) == "four")
  }

  @Test("rows that are an if/else and share an id are reported, as other rows are")
  func duplicateIDsReported() {
    struct Twice: View {
      var body: some View {
        VStack {
          ForEach([1, 2, 1], id: \.self) { number in
            if number > 1 { Text("Big \(number)") } else { Text("Small \(number)") }
          }
        }
      }
    }
    let host = ViewHost(Twice())
    #expect(host.diagnostics.map(\.code) == [.duplicateForEachID])
  }
}
