import Testing
import Waypoint
import WaypointTesting

/// Neither is `Equatable`, and nothing else in the tests compares them, so the first comparison
/// of each is the one the graph makes here.
private enum Mode {
  case plain
  case titled(String)
}

private enum Choice {
  case none
  case some(label: String)
}

private struct ModeKey: EnvironmentKey {
  static let defaultValue = Mode.plain
}

extension EnvironmentValues {
  fileprivate var mode: Mode {
    get { self[ModeKey.self] }
    set { self[ModeKey.self] = newValue }
  }
}

private struct ModeReader: View {
  @Environment(\.mode) private var mode
  var body: some View {
    switch mode {
    case .plain: Text("Plain")
    case .titled(let title): Text("Titled \(title)")
    }
  }
}

private struct ModeParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Next") { count += 1 }
      ModeReader().environment(\.mode, .titled("\(count)"))
    }
  }
}

private struct ChoiceRow: View {
  @Binding var choice: Choice
  var body: some View {
    switch choice {
    case .none: Text("No choice")
    case .some(let label): Text("Chose \(label)")
    }
  }
}

private struct ChoiceParent: View {
  @State private var choice = Choice.none
  var body: some View {
    VStack {
      Button("Choose") { choice = .some(label: "tea") }
      ChoiceRow(choice: $choice)
    }
  }
}

@MainActor
@Suite("Values compare the same however they are first compared")
struct ValueComparisonTests {
  @Test("a changed environment value of an enum with payloads reaches the views reading it")
  func enumEnvironmentValue() throws {
    let host = ViewHost(ModeParent())
    #expect(host.render().contains(#"Text "Titled 0""#))
    try host.tap("Next")
    #expect(host.render().contains(#"Text "Titled 1""#))
  }

  @Test("a binding to an enum with payloads evaluates its view again when the value changes")
  func enumBinding() throws {
    let host = ViewHost(ChoiceParent())
    try host.tap("Choose")
    #expect(host.render().contains(#"Text "Chose tea""#))
  }
}
