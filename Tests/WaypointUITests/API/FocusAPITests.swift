import Testing
import Waypoint
import WaypointTesting

private struct SelectionKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var selection: String? {
    get { self[SelectionKey.self] }
    set { self[SelectionKey.self] = newValue }
  }
}

@MainActor
@Suite("Focus API: focused values, default focus and focus modifiers")
struct FocusAPITests {
  @Test("a value a view publishes reaches @FocusedValue readers, and leaves with the view")
  func focusedValues() throws {
    struct Reader: View {
      @FocusedValue(\.selection) private var selection
      var body: some View { Text("Selected \(selection ?? "none")") }
    }
    struct Screen: View {
      @State private var shown = true
      var body: some View {
        VStack {
          Reader()
          if shown { Text("Editor").focusedValue(\.selection, "Chapter 1") }
          Button("Close") { shown = false }
        }
      }
    }
    let host = ViewHost(Screen())
    host.flush()
    #expect(!host.elements(labeled: "Selected Chapter 1").isEmpty)
    try host.tap("Close")
    host.flush()
    #expect(!host.elements(labeled: "Selected none").isEmpty)
  }

  @Test("defaultFocus sets an empty focus state when the view appears")
  func defaultFocus() {
    struct SignUp: View {
      enum Field: Hashable { case name, email }
      @FocusState private var field: Field?
      var body: some View {
        VStack {
          Text("Focus \(field.map { "\($0)" } ?? "none")")
        }
        .defaultFocus($field, .email)
      }
    }
    let host = ViewHost(SignUp())
    host.flush()
    #expect(!host.elements(labeled: "Focus email").isEmpty)
  }

  @Test("focus modifiers are recorded and set their environment values")
  func focusModifiers() {
    struct Effect: View {
      @Environment(\.isFocusEffectEnabled) private var enabled
      var body: some View { Text("Effect \(enabled)") }
    }
    let rendered = ViewHost(
      VStack {
        Effect().focusEffectDisabled()
        Text("Card").focusable(interactions: .activate)
      }
    ).render()
    #expect(rendered.contains(#"Text "Effect false""#))
    #expect(rendered.contains(".focusable(true, interactions: .activate)"))
    #expect(FocusInteractions.automatic.contains(.edit))
  }
}
