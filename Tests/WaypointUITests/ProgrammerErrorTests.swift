import Testing
import Waypoint
import WaypointTesting

@Observable @MainActor
final class MissingModel {
  var value = 0
}

final class MissingSettings: ObservableObject {
  @Published var value = 0
}

struct ReadsMissingModel: View {
  @Environment(MissingModel.self) private var model
  var body: some View { Text("\(model.value)") }
}

struct ReadsMissingSettings: View {
  @EnvironmentObject var settings: MissingSettings
  var body: some View { Text("\(settings.value)") }
}

struct ReadsOptionalModel: View {
  @Environment(MissingModel.self) private var model: MissingModel?
  var body: some View { Text(model == nil ? "no model" : "model") }
}

@Suite("Programmer errors trap as in SwiftUI, after a diagnostic")
struct ProgrammerErrorTests {
  @Test("reading a missing @Environment(Model.self) stops with SwiftUI's message")
  func missingObservable() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ViewHost(ReadsMissingModel()) }
    }.map { result in
      let output = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(output.contains("No Observable object of type MissingModel found"))
      #expect(output.contains("[missing-environment-object]"))
    }
  }

  @Test("reading a missing @EnvironmentObject stops with SwiftUI's message")
  func missingEnvironmentObject() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = ViewHost(ReadsMissingSettings()) }
    }.map { result in
      let output = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(output.contains("No ObservableObject of type MissingSettings found"))
    }
  }

  @Test("an optional @Environment object reads nil without a diagnostic")
  @MainActor
  func optionalObservable() {
    let host = ViewHost(ReadsOptionalModel())
    #expect(host.render() == #"Text "no model""#)
    #expect(host.diagnostics.isEmpty)
  }
}

@MainActor
@Suite("Hosts are independent")
struct HostIndependenceTests {
  @Test("diagnostics of one host never appear in another", arguments: 0..<8)
  func independentDiagnostics(index: Int) {
    struct Duplicates: View {
      let count: Int
      var body: some View {
        VStack { ForEach(Array(repeating: 1, count: count), id: \.self) { Text("\($0)") } }
      }
    }
    let host = ViewHost(Duplicates(count: index.isMultiple(of: 2) ? 2 : 1))
    #expect(host.diagnostics.count == (index.isMultiple(of: 2) ? 1 : 0))
  }
}

@MainActor
@Suite("Apps")
struct AppTests {
  @Observable @MainActor
  final class Store {
    var launches = 0
  }

  struct CounterApp: App {
    @State private var store = Store()
    var body: some Scene {
      WindowGroup {
        RootView()
          .environment(store)
      }
    }
  }

  struct RootView: View {
    @Environment(Store.self) private var store
    var body: some View {
      Button("Launches \(store.launches)") { store.launches += 1 }
    }
  }

  @Test("an app's own @State lives across updates and reaches its window's content")
  func appState() throws {
    let host = AppHost(CounterApp())
    try host.tap("Launches 0")
    try host.tap("Launches 1")
    #expect(host.render() == #"Button "Launches 2" [tap]"#)
  }
}
