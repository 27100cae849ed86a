import Testing
import Waypoint
import WaypointTesting

private struct FocusedForm: View {
  @AccessibilityFocusState private var isNameFocused: Bool
  @AccessibilityFocusState private var focusedField: String?
  @State private var presses = 0

  var body: some View {
    VStack {
      Text("Presses \(presses)")
      Text("Favorite")
        .accessibilityHint("Adds it")
        .accessibilityLabel("Star")
        .accessibilityAction { presses += 1 }
      Text("Name").accessibilityFocused($isNameFocused)
      Text("Field").accessibilityFocused($focusedField, equals: "name")
    }
  }
}

private struct ReadsReduceMotion: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  var body: some View { Text(reduceMotion ? "Still" : "Moving") }
}

@MainActor
@Suite("Accessibility API")
struct AccessibilityAPITests {
  @Test("labels and identifiers in every form label the element; hints and values are recorded")
  @available(*, deprecated)
  func labels() throws {
    let host = ViewHost(
      VStack {
        Text("A").accessibilityLabel(Text("Alpha"), isEnabled: true)
        Text("B").accessibilityLabel("Beta", isEnabled: false)
        Text("C").accessibilityHint("Opens it").accessibilityLabel("Gamma")
        Text("D").accessibility(label: Text("Delta"))
        Text("E").accessibilityIdentifier("e", isEnabled: true).accessibilityValue("5")
      })
    #expect(host.elements(labeled: "Alpha").count == 1)
    #expect(host.elements(labeled: "B").count == 1)
    #expect(host.elements(labeled: "Gamma").count == 1)
    #expect(host.elements(labeled: "Delta").count == 1)
    let rendered = host.render()
    #expect(rendered.contains(#".accessibilityHint("Opens it")"#))
    #expect(rendered.contains(#".accessibilityIdentifier("e")"#))
    #expect(rendered.contains(#".accessibilityValue("5")"#))
  }

  @available(*, deprecated, message: "tests deprecated API")
  @Test("a text keeps its accessibility label and stays a Text")
  func textLabel() {
    let text: Text = Text("5 km").accessibilityLabel("Five kilometres") + Text(" away")
    #expect(
      ViewHost(Text("5 km").accessibilityLabel("Five kilometres")).elements(
        labeled: "Five kilometres"
      ).count == 1)
    _ = text
  }

  @Test("the default accessibility action is the element's tap")
  func defaultAction() throws {
    let host = ViewHost(FocusedForm())
    try host.tap("Star")
    #expect(host.render().contains(#"Text "Presses 1""#))
    #expect(host.render().contains(".accessibilityFocused"))
  }

  @Test("named actions, traits, headings, rotors and custom content are recorded")
  func recorded() {
    let host = ViewHost(
      Text("Row")
        .accessibilityAction(named: "Delete") {}
        .accessibilityAddTraits([.isButton, .isSelected])
        .accessibilityRemoveTraits(.isImage)
        .accessibilityHeading(.h2)
        .accessibilityCustomContent("Size", "Large", importance: .high)
        .accessibilitySortPriority(2)
        .accessibilityRotor("Links", entries: ["a", "b"].map(Entry.init), entryLabel: \.name))
    let rendered = host.render()
    #expect(rendered.contains(#".accessibilityAction(named: "Delete")"#))
    #expect(rendered.contains(".accessibilityRemoveTraits(.isImage)"))
    #expect(rendered.contains(".accessibilityHeading(.h2)"))
    #expect(rendered.contains(#".accessibilityCustomContent("Size", "Large", importance: .high)"#))
    #expect(rendered.contains(".accessibilitySortPriority(2)"))
    #expect(rendered.contains(#".accessibilityRotor("Links", entries: ["a", "b"])"#))
  }

  @Test("accessibility traits and technologies are sets")
  func sets() {
    var traits: AccessibilityTraits = [.isButton, .isToggle]
    #expect(traits.contains(.isToggle))
    #expect(traits.remove(.isButton) == .isButton)
    #expect(traits == .isToggle)
    #expect(traits.union(.isHeader).description == "[.isHeader, .isToggle]")
    var technologies = AccessibilityTechnologies()
    #expect(technologies.insert(.voiceOver).inserted)
    #expect(technologies.contains(.voiceOver) && !technologies.contains(.switchControl))
    #expect(AccessibilityHeadingLevel(rawValue: 3) == .h3)
    #expect(AccessibilityHeadingLevel(rawValue: 9) == nil)
  }

  @Test("accessibility settings are environment values with SwiftUI's defaults")
  func environment() {
    let values = EnvironmentValues()
    #expect(!values.accessibilityReduceMotion && values.accessibilityPlayAnimatedImages)
    #expect(ViewHost(ReadsReduceMotion()).render().contains("Moving"))
    let host = ViewHost(ReadsReduceMotion().environment(\.accessibilityReduceMotion, true))
    #expect(host.render().contains("Still"))
  }
}

private struct Entry: Identifiable {
  let name: String
  var id: String { name }
}
