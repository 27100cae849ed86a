import Foundation
import Observation
import Testing
import Waypoint
import WaypointTesting

private struct TextValues: View {
  @Environment(\.font) private var font
  @Environment(\.lineLimit) private var lineLimit
  @Environment(\.multilineTextAlignment) private var alignment
  @Environment(\.truncationMode) private var truncation
  @Environment(\.textCase) private var textCase
  @Environment(\.minimumScaleFactor) private var scale
  @Environment(\.allowsTightening) private var tightening
  @Environment(\.lineSpacing) private var spacing

  var body: some View {
    Text(
      "font \(font.map { "\($0)" } ?? "nil") lines \(lineLimit.map(String.init) ?? "nil") "
        + "align \(alignment) cut \(truncation) case \(textCase.map { "\($0)" } ?? "nil") "
        + "scale \(scale) tight \(tightening) spacing \(spacing)")
  }
}

private struct ControlValues: View {
  @Environment(\.controlSize) private var controlSize
  @Environment(\.imageScale) private var imageScale
  @Environment(\.symbolVariants) private var variants
  @Environment(\.redactionReasons) private var redaction
  @Environment(\.headerProminence) private var prominence
  @Environment(\.labelsVisibility) private var labels
  @Environment(\.menuOrder) private var menuOrder
  @Environment(\.keyboardShortcut) private var shortcut
  @Environment(\.backgroundStyle) private var background

  var body: some View {
    Text(
      "size \(controlSize) image \(imageScale) variants \(variants) "
        + "redacted \(redaction.contains(.placeholder)) header \(prominence) labels \(labels) "
        + "menu \(menuOrder) shortcut \(shortcut.map { "\($0.key)" } ?? "nil") "
        + "background \(background.map { "\($0)" } ?? "nil")")
  }
}

private struct HostValuesReader: View {
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone
  @Environment(\.calendar) private var calendar
  @Environment(\.layoutDirection) private var direction
  @Environment(\.displayScale) private var displayScale
  @Environment(\.pixelLength) private var pixelLength
  @Environment(\.colorSchemeContrast) private var contrast
  @Environment(\.legibilityWeight) private var legibility

  var body: some View {
    Text(
      "locale \(locale.identifier) zone \(timeZone.identifier) calendar \(calendar.identifier) "
        + "direction \(direction) scale \(displayScale) pixel \(pixelLength) contrast \(contrast) "
        + "weight \(legibility.map { "\($0)" } ?? "nil")")
  }
}

private struct Reloader: View {
  @Environment(\.refresh) private var refresh
  var body: some View {
    Button(refresh == nil ? "No refresh" : "Reload") {
      Task { await refresh?() }
    }
  }
}

@MainActor
private final class Counter {
  var count = 0
}

@Observable
private final class Tally {
  var count = 0
}

private struct UndoableCounter: View {
  @Environment(\.undoManager) private var undoManager
  @State private var tally = Tally()

  var body: some View {
    VStack {
      Text("Count \(tally.count)")
      Button("Add") { add(1) }
      Button("Undo") { undoManager?.undo() }
      Button("Redo") { undoManager?.redo() }
    }
  }

  private func add(_ amount: Int) {
    tally.count += amount
    undoManager?.registerUndo(withTarget: tally) { [self] _ in add(-amount) }
  }
}

private struct Badge: ViewModifier {
  let text: String
  func body(content: Content) -> some View {
    HStack {
      content
      Text(text)
    }
  }
}

private struct SchemeBadge: EnvironmentalModifier {
  func resolve(in environment: EnvironmentValues) -> Badge {
    Badge(text: environment.colorScheme == .dark ? "dark badge" : "light badge")
  }
}

private final class Settings: ObservableObject {
  @Published var isOn = false
}

private struct SettingsToggle: View {
  @EnvironmentObject private var settings: Settings
  var body: some View {
    VStack {
      Toggle("Sync", isOn: $settings.isOn)
      Text(settings.isOn ? "Sync on" : "Sync off")
    }
  }
}

private struct NamesKey: PreferenceKey {
  static var defaultValue: [String] { [] }
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
  static var defaultValue: [Anchor<CGRect>] { [] }
  static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
    value += nextValue()
  }
}

private struct NamedRow: View {
  @State private var name = "Ada"
  var body: some View {
    Button("Rename") { name = "Grace" }
      .preference(key: NamesKey.self, value: [name])
  }
}

@MainActor
@Suite("Environment values")
struct EnvironmentAPITests {
  @Test("text modifiers set the environment values a view below reads")
  func textModifiersSetValues() {
    let view = TextValues()
      .font(.title).lineLimit(2).multilineTextAlignment(.center).truncationMode(.head)
      .textCase(.uppercase).minimumScaleFactor(0.5).allowsTightening(true).lineSpacing(4)
    let text = ViewHost(view).render()
    #expect(
      text.contains(
        #"Text "font .title lines 2 align .center cut head case uppercase scale 0.5 tight true spacing 4.0""#
      ))
    #expect(text.contains(".font(.title)") && text.contains(".lineLimit(2)"))
  }

  @Test("without modifiers a view reads SwiftUI's defaults")
  func textDefaults() {
    let text = ViewHost(TextValues()).render()
    #expect(
      text.contains(
        #"Text "font nil lines nil align .leading cut tail case nil scale 1.0 tight false spacing 0.0""#
      ))
    let controls = ViewHost(ControlValues()).render()
    #expect(
      controls.contains(
        #"size .regular image medium variants .none redacted false header .standard labels automatic menu .automatic shortcut nil background nil"#
      ))
  }

  @Test("a line limit range sets the environment's limit to its upper bound")
  func lineLimitRange() {
    #expect(ViewHost(TextValues().lineLimit(1...3)).render().contains("lines 3 "))
    #expect(ViewHost(TextValues().lineLimit(5, reservesSpace: true)).render().contains("lines 5 "))
  }

  @Test("control, image, symbol and redaction modifiers set what a view below reads")
  func controlModifiersSetValues() {
    let view = ControlValues()
      .controlSize(.small).imageScale(.large).symbolVariant(.circle).symbolVariant(.fill)
      .redacted(reason: .placeholder).headerProminence(.increased).labelsHidden()
      .menuOrder(.fixed).keyboardShortcut("s").backgroundStyle(Color.red)
    let text = ViewHost(view).render()
    #expect(
      text.contains(
        #"size .small image large variants .fill.circle redacted true header .increased labels hidden menu .fixed shortcut \"s\" background .red"#
      ))
    #expect(text.contains(".controlSize(.small)") && text.contains(".headerProminence(.increased)"))
  }

  @Test("unredacted content reads no redaction reasons, and a size range clamps the control size")
  func unredactedAndClamped() {
    let inner = ControlValues().unredacted().controlSize(.large...)
    let text = ViewHost(inner.redacted(reason: .placeholder).controlSize(.mini)).render()
    #expect(text.contains("size .large ") && text.contains("redacted false"))
  }

  @Test("host values have Linux's values, and a view or the host can change them")
  func hostValues() {
    let host = ViewHost(HostValuesReader())
    let text = host.render()
    #expect(text.contains("locale \(Locale.current.identifier) "))
    #expect(text.contains("zone \(TimeZone.current.identifier) "))
    #expect(text.contains("direction .leftToRight scale 1.0 pixel 1.0 contrast standard"))
    #expect(text.contains("weight regular"))
    host.runtime.locale = Locale(identifier: "fr_FR")
    host.runtime.colorSchemeContrast = .increased
    host.runtime.layoutDirection = .rightToLeft
    let changed = host.render()
    #expect(changed.contains("locale fr_FR ") && changed.contains("contrast increased"))
    #expect(changed.contains("direction .rightToLeft"))
    let set = ViewHost(
      HostValuesReader().environment(\.displayScale, 2)
        .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo") ?? .current)
        .environment(\.locale, Locale(identifier: "de_DE"))
    ).render()
    #expect(set.contains("scale 2.0 pixel 0.5") && set.contains("zone Asia/Tokyo"))
    #expect(set.contains("locale de_DE "))
  }

  @Test("bold text makes fonts resolve bolder")
  func legibilityWeight() {
    var environment = EnvironmentValues()
    #expect(!Font.body.resolve(in: environment.fontResolutionContext).isBold)
    environment.legibilityWeight = .bold
    #expect(Font.body.resolve(in: environment.fontResolutionContext).isBold)
  }

  @Test("the refresh of a refreshable list is what views inside it call")
  func refresh() async throws {
    let counter = Counter()
    let host = ViewHost(
      VStack {
        List { Reloader() }.refreshable { await MainActor.run { counter.count += 1 } }
        Reloader()
      })
    #expect(host.render().contains(#"Button "No refresh""#))
    try host.tap("Reload")
    for _ in 0..<100 where counter.count == 0 { await Task.yield() }
    #expect(counter.count == 1)
  }

  @Test("the rename action is the environment's rename")
  func rename() {
    struct Reader: View {
      @Environment(\.rename) private var rename
      var body: some View { Text(rename == nil ? "no rename" : "can rename") }
    }
    #expect(ViewHost(Reader()).render().contains("no rename"))
    #expect(ViewHost(Reader().renameAction {}).render().contains("can rename"))
  }

  @Test("each scene has an undo manager that undoes and redoes what views registered")
  func undoManager() throws {
    let host = ViewHost(UndoableCounter())
    try host.tap("Add")
    try host.tap("Add")
    #expect(host.render().contains("Count 2"))
    try host.tap("Undo")
    #expect(host.render().contains("Count 1"))
    try host.tap("Redo")
    #expect(host.render().contains("Count 2"))
    try host.tap("Undo")
    try host.tap("Undo")
    try host.tap("Undo")
    #expect(host.render().contains("Count 0"))
  }

  @Test("an environmental modifier resolves in the view's environment, again when it changes")
  func environmentalModifier() {
    let host = ViewHost(Text("Title").modifier(SchemeBadge()))
    #expect(host.render().contains(#"Text "light badge""#))
    host.runtime.colorScheme = .dark
    #expect(host.render().contains(#"Text "dark badge""#))
  }

  @Test("an environment object's projection makes bindings to its properties")
  func environmentObjectWrapper() throws {
    let settings = Settings()
    let host = ViewHost(SettingsToggle().environmentObject(settings))
    try host.toggle("Sync")
    #expect(settings.isOn)
    #expect(host.render().contains("Sync on"))
  }

  @Test("an observable object can be set and read by its type")
  func observableSubscript() {
    let tally = Tally()
    var environment = EnvironmentValues()
    #expect(environment[Tally.self] == nil)
    environment[Tally.self] = tally
    #expect(environment[Tally.self] === tally)
  }

  @Test("a preference value overlays a view made from it, made again when the value changes")
  func overlayPreferenceValue() throws {
    let host = ViewHost(
      VStack { NamedRow() }
        .overlayPreferenceValue(NamesKey.self) { names in Text("Names: \(names.joined())") })
    #expect(host.render().contains(#"Text "Names: Ada""#))
    try host.tap("Rename")
    #expect(host.render().contains(#"Text "Names: Grace""#))
    let background = ViewHost(
      NamedRow().backgroundPreferenceValue(NamesKey.self, alignment: .top) { names in
        Text("Behind \(names.count)")
      })
    let text = background.render()
    #expect(text.contains(#"Text "Behind 1""#) && text.contains("Background(alignment: .top)"))
  }

  @Test("transformPreference changes a value on its way up")
  func transformPreference() {
    let host = ViewHost(
      NamedRow().transformPreference(NamesKey.self) { $0.append("Lin") }
        .overlayPreferenceValue(NamesKey.self) { names in Text(names.joined(separator: "+")) })
    #expect(host.render().contains(#"Text "Ada+Lin""#))
  }

  @Test("an anchor preference resolves in the scene's bounds")
  func anchorPreference() {
    let host = ViewHost(
      Text("Box").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
        .overlayPreferenceValue(BoundsKey.self) { anchors in
          GeometryReader { proxy in
            Text("Width \(Int(anchors.first.map { proxy[$0].width } ?? 0))")
          }
        })
    #expect(host.render().contains(#"Text "Width 393""#))
  }
}
