import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Modifiers are recorded on elements with their arguments")
struct ModifierTests {
  @available(*, deprecated, message: "tests deprecated API")
  @Test("text styling modifiers")
  func textStyling() {
    let host = ViewHost(
      Text("Styled")
        .font(.system(size: 12, weight: .bold))
        .fontWeight(.semibold)
        .bold()
        .italic()
        .foregroundStyle(.secondary)
        .foregroundColor(.red)
        .tint(.blue)
        .lineLimit(2)
        .multilineTextAlignment(.center)
        .minimumScaleFactor(0.5))
    #expect(
      host.render()
        == #"Text "Styled" .font(.system(size: 12, weight: .bold)) .fontWeight(.semibold) .bold() .italic() .foregroundStyle(.secondary) .foregroundColor(.red) .tint(.blue) .lineLimit(2) .multilineTextAlignment(.center) .minimumScaleFactor(0.5)"#
    )
  }

  @Test("fonts print as the Swift that made them")
  func fonts() {
    #expect(Font.largeTitle.description == ".largeTitle")
    #expect(Font.caption2.description == ".caption2")
    #expect(Font.title.weight(.semibold).description == ".title.weight(.semibold)")
    #expect(Font.headline.bold().description == ".headline.bold()")
    #expect(
      Font.system(.title, design: .rounded).description == ".system(.title, design: .rounded)")
    #expect(Font.headline.resolvedWeight == .semibold)
    #expect(Font.TextStyle.allCases.count == 11)
  }

  @Test("layout modifiers")
  func layout() {
    let host = ViewHost(
      Text("Box")
        .padding()
        .padding(.horizontal, 8)
        .padding(4)
        .frame(width: 100, height: 40)
        .frame(maxWidth: .infinity, alignment: .leading)
        .scenePadding()
        .aspectRatio(1.5, contentMode: .fit)
        .scaleEffect(2)
        .safeAreaInset(edge: .bottom) { Text("Inset") })
    #expect(
      host.render() == """
        Text "Box" .padding() .padding(.horizontal, 8) .padding(4) .frame(width: 100, height: 40) .frame(maxWidth: .infinity, alignment: .leading) .scenePadding() .aspectRatio(1.5, contentMode: .fit) .scaleEffect(2)
          SafeAreaInset(edge: .bottom)
            Text "Inset"
        """)
  }

  @Test("appearance, accessibility and identity modifiers")
  func appearance() {
    let host = ViewHost(
      Button("Go") {}
        .opacity(0.5)
        .shadow(color: .black, radius: 4, x: 1, y: 2)
        .disabled(true)
        .help("Starts it")
        .accessibilityLabel("Start")
        .accessibilityIdentifier("start-button")
        .tag("go")
        .id(7)
        .buttonStyle(.borderedProminent)
        .animation(.easeInOut(duration: 0.3), value: 1))
    #expect(
      host.render()
        == #"Button "Start" .opacity(0.5) .shadow(color: .black, radius: 4, x: 1, y: 2) .disabled(true) .help("Starts it") .accessibilityLabel("Start") .accessibilityIdentifier("start-button") .tag("go") .id(7) .buttonStyle(.borderedProminent) .animation(.easeInOut(duration: 0.3), value: 1) [tap] (disabled)"#
    )
    #expect(throws: HostError.disabled(label: "Start")) { try host.tap("Start") }
  }

  @Test("backgrounds, overlays and shapes")
  func decorations() {
    let host = ViewHost(
      VStack {
        Text("Card")
          .background(.thinMaterial)
          .background { RoundedRectangle(cornerRadius: 8).fill(.blue) }
          .overlay(alignment: .topTrailing) { Circle().stroke(.red, lineWidth: 2) }
        Capsule().fill(Color.green.opacity(0.5))
        Rectangle()
        Image(systemName: "star.fill").resizable()
        Color.orange
      }
      .listStyle(.insetGrouped)
      .hidden())
    #expect(
      host.render() == """
        VStack .listStyle(.insetGrouped) .hidden()
          Text "Card" .background(.thinMaterial)
            Background
              RoundedRectangle(cornerRadius: 8) .fill(.blue)
            Overlay(alignment: .topTrailing)
              Circle() .stroke(.red, lineWidth: 2)
          Capsule() .fill(.green.opacity(0.5))
          Rectangle()
          Image(systemName: "star.fill") .resizable()
          Color .orange
        """)
  }

  @Test("a custom ViewModifier's body wraps the content, with its own state")
  func customModifier() throws {
    struct Badge: ViewModifier {
      let count: Int
      @State private var taps = 0
      func body(content: Content) -> some View {
        HStack {
          content
          Button("Badge \(count) tapped \(taps)") { taps += 1 }
        }
      }
    }
    let host = ViewHost(Text("Inbox").modifier(Badge(count: 3)))
    try host.tap("Badge 3 tapped 0")
    #expect(
      host.render() == """
        HStack
          Text "Inbox"
          Button "Badge 3 tapped 1" [tap]
        """)
  }

  @Test("a custom ButtonStyle shapes the buttons below it")
  func customButtonStyle() throws {
    struct Pill: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 12).background(.tint)
      }
    }
    var tapped = false
    let host = ViewHost(Button("Pill") { tapped = true }.buttonStyle(Pill()))
    try host.tap("Pill")
    #expect(tapped)
    #expect(
      host.render() == """
        Button "Pill" .buttonStyle(Pill()) [tap]
          Text "Pill" .padding(.horizontal, 12) .background(.tint)
        """)
  }

  @Test("a custom TextFieldStyle wraps each field below it, which still takes typing")
  func customTextFieldStyle() throws {
    struct Boxed: TextFieldStyle {
      func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(.horizontal, 8).background(.tint)
      }
    }
    struct Form: View {
      @State private var name = ""
      @State private var note = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          TextField("Note", text: $note).textFieldStyle(.plain)
          Text("Hello \(name)")
        }
        .textFieldStyle(Boxed())
      }
    }
    let host = ViewHost(Form())
    try host.type("Ada", into: "Name")
    #expect(
      host.render() == """
        VStack .textFieldStyle(Boxed())
          TextField "Name" = "Ada" .padding(.horizontal, 8) .background(.tint) [setText]
          TextField "Note" = "" .textFieldStyle(.plain) [setText]
          Text "Hello Ada"
        """)
  }

  @Test("withAnimation runs its body at once and is recorded")
  func withAnimationRecorded() throws {
    struct Animated: View {
      @State private var on = false
      var body: some View {
        Button(on ? "On" : "Off") { withAnimation(.spring) { on.toggle() } }
      }
    }
    let host = ViewHost(Animated())
    try host.tap("Off")
    #expect(host.render() == #"Button "On" [tap]"#)
    #expect(host.runtime.lastAnimation == .spring)
  }

  @Test("preferences flow up to onPreferenceChange")
  func preferences() {
    struct TitleKey: PreferenceKey {
      static let defaultValue = ""
      static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }
    nonisolated(unsafe) var seen: [String] = []
    let host = ViewHost(
      VStack {
        Text("A").preference(key: TitleKey.self, value: "a")
        Text("B").preference(key: TitleKey.self, value: "b")
      }
      .onPreferenceChange(TitleKey.self) { seen.append($0) })
    host.flush()
    #expect(seen == ["ab"])
  }
}
