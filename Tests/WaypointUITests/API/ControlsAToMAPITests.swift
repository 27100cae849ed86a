import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointUI

@MainActor
@Suite("Controls API (A–M): values, styles and the missing initializer forms")
struct ControlsAToMAPITests {
  @Test("control values behave: sizes order, modifiers combine, shortcuts and shapes print")
  func values() {
    #expect(ControlSize.allCases == [.mini, .small, .regular, .large, .extraLarge])
    #expect(ControlSize.small < .large && !(ControlSize.large < .regular))
    #expect(ControlSize.extraLarge.description == ".extraLarge")
    let modifiers: EventModifiers = [.command, .shift]
    #expect(modifiers.contains(.shift) && !modifiers.contains(.option))
    #expect(modifiers.union(.option).contains(.option))
    #expect(EventModifiers.all.contains(modifiers))
    #expect(KeyboardShortcut.defaultAction.key == .return)
    #expect(KeyboardShortcut.defaultAction.modifiers.isEmpty)
    #expect(KeyboardShortcut("s").modifiers == .command)
    #expect(KeyboardShortcut("s").description == #"KeyboardShortcut("s")"#)
    #expect(KeyboardShortcut.cancelAction.description == ".cancelAction")
    let key: KeyEquivalent = "k"
    #expect(key.character == "k" && key == KeyEquivalent("k"))
    #expect(
      ButtonBorderShape.roundedRectangle(radius: 6).description == ".roundedRectangle(radius: 6)")
    #expect(ButtonBorderShape.capsule != .circle)
    #expect(EditActions<[Int]>.all == [.delete, .move])
    #expect(EditActions<[Int]>.all.contains(.move))
    #expect(MenuOrder.fixed.description == ".fixed" && BadgeProminence.increased != .standard)
    #expect(Glass.clear.tint(.blue).interactive().description == ".clear.tint(.blue).interactive()")
  }

  @Test("an insettable shape strokes its border; the button border shape insets")
  func insettableShape() {
    let text = ViewHost(ButtonBorderShape.capsule.strokeBorder(Color.red, lineWidth: 2)).render()
    #expect(text.contains("ButtonBorderShape"))
    let path = ButtonBorderShape.circle.inset(by: 2).path(
      in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!path.isEmpty)
  }

  @Test("a custom gauge style makes each gauge's body from its configuration")
  func gaugeStyle() {
    struct Percent: GaugeStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack {
          configuration.label
          Text("\(Int(configuration.value * 100))%")
        }
      }
    }
    let host = ViewHost(
      Gauge(value: 30, in: 0...60) {
        Text("Fuel")
      } currentValueLabel: {
        Text("30 l")
      }
      .gaugeStyle(Percent()))
    #expect(!host.elements(labeled: "50%").isEmpty)
    #expect(!host.elements(labeled: "Fuel").isEmpty)
    let plain = ViewHost(
      Gauge(value: 0.5) {
        Text("Load")
      } currentValueLabel: {
        Text("Half")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }
    ).render()
    #expect(plain.contains("Half") && plain.contains("ProgressView \"Load\" 0.5/1.0"))
  }

  @Test("built-in styles are recorded by name; a custom form style makes the form's body")
  func formStyles() {
    let grouped = ViewHost(Form { Text("Row") }.formStyle(.grouped)).render()
    #expect(grouped.contains(".formStyle(.grouped)"))
    struct Boxed: FormStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          Text("Settings")
          Form(configuration)
        }
      }
    }
    let custom = ViewHost(Form { Text("Row") }.formStyle(Boxed()))
    #expect(!custom.elements(labeled: "Settings").isEmpty)
    #expect(!custom.elements(labeled: "Row").isEmpty)
  }

  @Test("a button a primitive style makes from its configuration runs the action once styled")
  func primitiveStyleButton() throws {
    final class Count { var taps = 0 }
    struct Framed: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(2)
      }
    }
    let count = Count()
    let host = ViewHost(Button("Go") { count.taps += 1 }.buttonStyle(Framed()))
    try host.tap("Go")
    #expect(count.taps == 1)
  }

  @Test("labeled content, disclosure groups, menus and control groups take custom styles")
  func containerStyles() throws {
    struct Stacked: LabeledContentStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          configuration.label
          configuration.content
        }
        .recorded(".stacked")
      }
    }
    let labeled = ViewHost(
      LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked()))
    #expect(labeled.render().contains(".stacked"))

    struct AlwaysOpen: DisclosureGroupStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          configuration.label
          if configuration.isExpanded { configuration.content }
          Button("Flip") { configuration.isExpanded.toggle() }
        }
      }
    }
    let disclosure = ViewHost(
      DisclosureGroup("More") { Text("Inside") }.disclosureGroupStyle(AlwaysOpen()))
    #expect(disclosure.elements(labeled: "Inside").isEmpty)
    try disclosure.tap("Flip")
    #expect(!disclosure.elements(labeled: "Inside").isEmpty)

    struct Titled: MenuStyle {
      func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).recorded(".titled")
      }
    }
    let menu = ViewHost(Menu("Actions") { Button("Copy") {} }.menuStyle(Titled()))
    #expect(menu.render().contains(".titled"))

    let group = ViewHost(
      ControlGroup("Edit", systemImage: "pencil") {
        Button("Cut") {}
        Button("Paste") {}
      }
      .controlGroupStyle(.menu)
    ).render()
    #expect(group.contains(".controlGroupStyle(.menu)") && group.contains("Cut"))
  }

  @Test("date pickers take partial ranges and localized titles; a date outside is not taken")
  func datePickerRanges() throws {
    struct Booking: View {
      @State private var day = Date(timeIntervalSince1970: 0)
      var body: some View {
        VStack {
          Text("Booked \(Int(day.timeIntervalSince1970))")
          DatePicker(
            "Day" as LocalizedStringKey, selection: $day,
            in: Date(timeIntervalSince1970: 86_400 * 365)..., displayedComponents: .date)
        }
      }
    }
    let host = ViewHost(Booking())
    try host.replaceText(in: "Day", with: "1970-01-02")
    #expect(!host.elements(labeled: "Booked 0").isEmpty, "before the range")
    try host.replaceText(in: "Day", with: "2026-11-23")
    #expect(host.elements(labeled: "Booked 0").isEmpty)
  }

  @Test("a multi-date picker adds a typed day on submit and removes a chosen one")
  func multiDatePicker() throws {
    struct Trips: View {
      @State private var days: Set<DateComponents> = []
      var body: some View {
        VStack {
          Text("Days \(days.count)")
          MultiDatePicker("Trip days", selection: $days)
        }
      }
    }
    let host = ViewHost(Trips())
    try host.replaceText(in: "Trip days", with: "2026-11-23")
    try host.submit("Trip days")
    #expect(!host.elements(labeled: "Days 1").isEmpty)
    try host.tap("2026-11-23 ✕")
    #expect(!host.elements(labeled: "Days 0").isEmpty)
  }

  @Test("dynamic content keeps its delete action after onMove, which is recorded")
  func dynamicViewContent() throws {
    struct Names: View {
      @State private var names = ["Ada", "Grace"]
      var body: some View {
        List {
          ForEach(names, id: \.self) { Text($0) }
            .onMove { _, _ in }
            .onDelete { names.remove(atOffsets: $0) }
        }
      }
    }
    let host = ViewHost(Names())
    #expect(host.render().contains(".onMove"))
    let ada = try #require(host.elements(labeled: "Ada").first { $0.actions.contains(.delete) })
    try host.runtime.perform(.delete, on: ada)
    #expect(host.elements(labeled: "Ada").isEmpty)
    #expect(!host.elements(labeled: "Grace").isEmpty)
  }

  @Test("an attributed text selection follows edits; value constraints replace disallowed values")
  func attributedText() throws {
    var text = AttributedString("Hello world")
    let hello = text.startIndex..<text.characters.index(text.startIndex, offsetBy: 5)
    var selection = AttributedTextSelection(range: hello)
    #expect(String(text[selection].characters) == "Hello")
    text.replaceSelection(&selection, withCharacters: "Howdy")
    #expect(String(text.characters) == "Howdy world")
    guard case .insertionPoint(let point) = selection.indices(in: text) else {
      Issue.record("expected an insertion point after the replacement")
      return
    }
    #expect(text.characters.distance(from: text.startIndex, to: point) == 5)
    #expect(AttributedTextSelection().indices(in: text) == .insertionPoint(text.endIndex))

    struct NoLinks: AttributedTextFormattingDefinition {
      typealias Scope = AttributeScopes.FoundationAttributes
      let strict: Bool
      var body: some AttributedTextFormattingDefinition<Scope> {
        ValueConstraint(for: \.link, values: [nil], default: nil)
        if strict {
          ValueConstraint(for: \.languageIdentifier, values: [nil, "en"], default: "en")
        }
      }
    }
    var linked = AttributedString("site")
    linked.link = URL(string: "https://example.com")
    linked.languageIdentifier = "fr"
    NoLinks(strict: false).constrain(&linked)
    #expect(linked.link == nil && linked.languageIdentifier == "fr")
    NoLinks(strict: true).constrain(&linked)
    #expect(linked.languageIdentifier == "en")
  }
}
