import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

@Observable @MainActor
private final class Library {
  var title = "Shelf"
  var count = 0
}

@Observable
private final class Loose: @unchecked Sendable {
  var value = 0
}

private struct TitleView: View {
  let library: Library
  var body: some View { Text(library.title) }
}

private struct CountView: View {
  let library: Library
  var body: some View { Text("\(library.count) books") }
}

private struct PlainView: View {
  var body: some View { Text("Reads nothing") }
}

private struct LibraryScreen: View {
  let library: Library
  var body: some View {
    VStack {
      TitleView(library: library)
      CountView(library: library)
    }
  }
}

private final class Settings: ObservableObject {
  @Published var volume = 1
  let created: () -> Void

  init(created: @escaping () -> Void = {}) {
    self.created = created
    created()
  }
}

private final class Counter: @unchecked Sendable {
  var value = 0
}

private struct VolumeLabel: View {
  @ObservedObject var settings: Settings
  var body: some View { Text("Volume \(settings.volume)") }
}

private struct OwnsSettings: View {
  let counter: Counter
  var tick = 0
  @StateObject private var settings: Settings
  @State private var unrelated = 0

  init(counter: Counter, tick: Int = 0) {
    self.counter = counter
    self.tick = tick
    _settings = StateObject(wrappedValue: Settings { counter.value += 1 })
  }

  var body: some View {
    VStack {
      VolumeLabel(settings: settings)
      Text("Parent tick \(tick)")
      Button("Louder") { settings.volume += 1 }
      Button("Unrelated \(unrelated)") { unrelated += 1 }
    }
  }
}

private struct ReadsEnvironmentObject: View {
  @EnvironmentObject var settings: Settings
  var body: some View {
    Button("Env volume \(settings.volume)") { settings.volume += 10 }
  }
}

private struct ReadsObservableEnvironment: View {
  @Environment(Library.self) private var library
  var body: some View {
    @Bindable var library = library
    VStack {
      Text("Env title \(library.title)")
      TextField("Title", text: $library.title)
    }
  }
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct ReadsAccent: View {
  @Environment(\.accent) private var accent
  @Environment(\.horizontalSizeClass) private var sizeClass
  var body: some View {
    Text("Accent \(accent), \(sizeClass == .compact ? "compact" : "regular")")
  }
}

@MainActor
@Suite("Observation and environment")
struct ObservationTests {
  @Test("reading an @Observable model in body subscribes; only dependent views run again")
  func observableSubscribes() {
    let library = Library()
    let host = ViewHost(LibraryScreen(library: library))
    host.resetEvaluationCount()
    library.count = 3
    host.flush()
    #expect(host.render().contains(#"Text "3 books""#))
    #expect(host.evaluations.byType == ["CountView": 1])
    library.title = "Attic"
    host.flush()
    #expect(host.render().contains(#"Text "Attic""#))
    #expect(host.evaluations.byType == ["CountView": 1, "TitleView": 1])
  }

  @Test("only a view whose body read an @Observable model keeps a handle for its changes")
  func handlesOnlyForReaders() throws {
    let library = Library()
    let host = ViewHost(
      VStack {
        TitleView(library: library)
        PlainView()
      })
    var readers: [String: Bool] = [:]
    var nodes = host.runtime.rootNode.map { [$0] } ?? []
    while let node = nodes.popLast() {
      nodes += node.children.nodes
      readers[node.typeName, default: false] =
        readers[node.typeName, default: false] || node.hasHandle
    }
    #expect(readers["TitleView"] == true)
    // Every open tab made a handle for each view with a body, reading or not.
    #expect(readers["PlainView"] == false)
    // A primitive with a node (the stack) has none either; a text has no node at all.
    #expect(readers.contains { $0.key.hasPrefix("VStack") && !$0.value })
    #expect(readers["Text"] == nil)
    library.title = "Stacks"
    host.flush()
    #expect(host.render().contains("Stacks"))
  }

  @Test("a change made off the main actor is applied and diagnosed")
  func offMainActorChange() async {
    struct Shows: View {
      let model: Loose
      var body: some View { Text("Value \(model.value)") }
    }
    let model = Loose()
    let host = ViewHost(Shows(model: model))
    await Task.detached { model.value = 5 }.value
    await host.settle()
    #expect(host.render() == #"Text "Value 5""#)
    #expect(host.diagnostics.map(\.code) == [.mutationOffMainActor])
  }

  @Test("@StateObject creates its object once per identity, however often the parent updates")
  func stateObjectOnce() throws {
    struct Parent: View {
      let counter: Counter
      @State private var tick = 0
      var body: some View {
        VStack {
          Button("Tick \(tick)") { tick += 1 }
          OwnsSettings(counter: counter, tick: tick)
        }
      }
    }
    let counter = Counter()
    let host = ViewHost(Parent(counter: counter))
    try host.tap("Louder")
    for tick in 0..<3 { try host.tap("Tick \(tick)") }
    try host.tap("Unrelated 0")
    #expect(host.render().contains(#"Text "Volume 2""#))
    #expect(host.render().contains(#"Text "Parent tick 3""#))
    #expect(counter.value == 1)
  }

  @Test("@ObservedObject and @Published invalidate the observing view")
  func observedObject() throws {
    let settings = Settings()
    let host = ViewHost(VolumeLabel(settings: settings))
    settings.volume = 7
    host.flush()
    #expect(host.render() == #"Text "Volume 7""#)
  }

  @Test("@EnvironmentObject reads the object set by .environmentObject")
  func environmentObject() throws {
    let settings = Settings()
    let host = ViewHost(ReadsEnvironmentObject().environmentObject(settings))
    try host.tap("Env volume 1")
    #expect(settings.volume == 11)
    #expect(host.render() == #"Button "Env volume 11" [tap]"#)
  }

  @Test("@Environment(Model.self) reads the model set by .environment, and @Bindable binds it")
  func observableEnvironment() throws {
    let library = Library()
    let host = ViewHost(ReadsObservableEnvironment().environment(library))
    try host.type(" 2", into: "Title")
    #expect(library.title == "Shelf 2")
    #expect(host.render().contains(#"Text "Env title Shelf 2""#))
  }

  @Test("custom environment keys and host-set values reach descendants")
  func customEnvironmentKey() {
    let host = ViewHost(
      VStack { ReadsAccent() }.environment(\.accent, "teal"), horizontalSizeClass: .compact)
    #expect(host.render().contains(#"Text "Accent teal, compact""#))
    host.runtime.horizontalSizeClass = .regular
    #expect(host.render().contains(#"Text "Accent teal, regular""#))
  }

  @Test("Binding(get:set:), .constant and member projections read and write their sources")
  func bindings() throws {
    struct Form: View {
      @State private var name = "Ann"
      @State private var flags = Flags()
      struct Flags { var isOn = false }
      var body: some View {
        VStack {
          TextField("Name", text: Binding(get: { name }, set: { name = $0.uppercased() }))
          Toggle("Flag", isOn: $flags.isOn)
          TextField("Fixed", text: .constant("fixed"))
          Text("\(name) \(flags.isOn)")
        }
      }
    }
    let host = ViewHost(Form())
    try host.type("e", into: "Name")
    try host.toggle("Flag")
    try host.type("x", into: "Fixed")
    #expect(host.render().contains(#"Text "ANNE true""#))
    #expect(host.render().contains(#"TextField "Fixed" = "fixed""#))
    #expect(host.render().contains(#"Toggle "Flag" = on"#))
  }

  @Test("a custom DynamicProperty's state is kept and its update runs before body")
  func customDynamicProperty() throws {
    struct Clicks: DynamicProperty {
      @State private var count = 0
      var updates = 0
      var value: Int { count }
      func click() { count += 1 }
      mutating func update() { updates += 1 }
    }
    struct UsesClicks: View {
      var clicks = Clicks()
      var body: some View {
        Button("Clicked \(clicks.value), updated \(clicks.updates)") { clicks.click() }
      }
    }
    let host = ViewHost(UsesClicks())
    try host.tap("Clicked 0, updated 1")
    #expect(host.render() == #"Button "Clicked 1, updated 2" [tap]"#)
  }
}
