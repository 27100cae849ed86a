import Foundation
import Testing
import Waypoint
import WaypointTesting

private struct Produce: Identifiable, Hashable {
  let id: Int
  var name: String
  var children: [Produce]? = nil
}

private struct PinnedKey: ContainerValueKey {
  static var defaultValue: Bool { false }
}

extension ContainerValues {
  fileprivate var isPinned: Bool {
    get { self[PinnedKey.self] }
    set { self[PinnedKey.self] = newValue }
  }
}

/// A custom container: pinned subviews first, then the rest, then how many there were.
private struct PinnedFirst<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in
        if subview.containerValues.isPinned { subview }
      }
      ForEach(subviews: content) { subview in
        if !subview.containerValues.isPinned { subview }
      }
      Group(subviews: content) { subviews in
        Text(
          "\(subviews.count) subviews, first tagged \(subviews.first?.containerValues.tag(for: Int.self) ?? -1)"
        )
      }
    }
  }
}

@MainActor
@Suite("Views: timelines, lists, sections and custom containers")
struct ViewsAPITests {
  @Test("a timeline view shows its schedule's latest entry")
  func timelineEntries() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let dates = [start, start.addingTimeInterval(60), Date().addingTimeInterval(3600)]
    let explicit = ViewHost(
      TimelineView(.explicit(dates)) { context in
        Text("At \(Int(context.date.timeIntervalSinceReferenceDate)) \(context.cadence == .live)")
      })
    #expect(explicit.render().contains(#"Text "At 60 true""#))
    let minute = ViewHost(
      TimelineView(.everyMinute) { context in
        Text("Seconds \(Int(context.date.timeIntervalSinceReferenceDate) % 60)")
      })
    #expect(minute.render().contains(#"Text "Seconds 0""#))
    let hourly = ViewHost(
      TimelineView(.periodic(from: start, by: 3600)) { context in
        Text("Hourly \(Int(context.date.timeIntervalSinceReferenceDate) % 3600)")
      })
    #expect(hourly.render().contains(#"Text "Hourly 0""#))
  }

  @Test("a timeline view makes its content again at each entry")
  func timelineUpdates() async throws {
    let start = Date()
    let host = ViewHost(
      TimelineView(.periodic(from: start, by: 0.05)) { context in
        Text(context.date > start.addingTimeInterval(0.1) ? "Later" : "Soon")
      })
    #expect(host.render().contains(#"Text "Soon""#))
    try await Task.sleep(for: .milliseconds(400))
    host.flush()
    #expect(host.render().contains(#"Text "Later""#))
  }

  @Test("schedules list their entries")
  func schedules() {
    let start = Date(timeIntervalSinceReferenceDate: 1000)
    let periodic = PeriodicTimelineSchedule(from: start, by: 10)
    let entries = Array(
      periodic.entries(from: start.addingTimeInterval(25), mode: .normal).prefix(2))
    #expect(entries == [start.addingTimeInterval(20), start.addingTimeInterval(30)])
    let minutes = Array(
      EveryMinuteTimelineSchedule().entries(from: start.addingTimeInterval(5), mode: .normal)
        .prefix(2))
    #expect(minutes.map(\.timeIntervalSinceReferenceDate) == [960, 1020])
    let invalid = Array(
      PeriodicTimelineSchedule(from: start, by: 0).entries(from: start, mode: .normal))
    #expect(invalid == [start])
  }

  @Test("a scaled metric grows with the text size")
  func scaledMetric() {
    struct Sized: View {
      @ScaledMetric private var size = 10.0
      @ScaledMetric(relativeTo: .title) private var title = 20.0
      var body: some View { Text("Size \(Int(size.rounded())) \(Int(title.rounded()))") }
    }
    #expect(ViewHost(Sized()).render().contains(#"Text "Size 10 20""#))
    #expect(
      ViewHost(Sized().dynamicTypeSize(.accessibility1)).render().contains(#"Text "Size 16 33""#))
  }

  @Test("a share link with a preview copies text as it is, other items as their preview's title")
  func sharePreview() throws {
    struct Photo: Transferable {
      static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { _ in Data([0x89, 0x50, 0x4E, 0x47]) }
      }
    }
    let host = ViewHost(
      VStack {
        ShareLink("Photo", item: Photo(), preview: SharePreview("Sunset at sea"))
        ShareLink(item: "Hello", preview: SharePreview(Text("Greeting"), icon: "wave"))
      })
    try host.tap("Photo")
    #expect(host.runtime.pasteboard.string == "Sunset at sea")
    try host.tap("Share")
    #expect(host.runtime.pasteboard.string == "Hello")
  }

  @Test("a list over a binding selects rows, and one with edit actions deletes them")
  func listForms() throws {
    struct Editor: View {
      @State private var items = [Produce(id: 1, name: "One"), Produce(id: 2, name: "Two")]
      @State private var selection: Int?
      var body: some View {
        VStack {
          List($items, selection: $selection) { $item in Text(item.name).tag(item.id) }
          List($items, editActions: .delete) { $item in Text("Edit \(item.name)") }
          Text("Selected \(selection.map(String.init) ?? "none") of \(items.count)")
        }
      }
    }
    let host = ViewHost(Editor())
    try host.select("Two")
    #expect(host.render().contains(#"Text "Selected 2 of 2""#))
    let row = try #require(
      host.elements(labeled: "Edit One").first { $0.actions.contains(.delete) })
    try host.runtime.perform(.delete, on: row)
    #expect(host.render().contains(#"Text "Selected 2 of 1""#))
    #expect(!host.render().contains("Edit One"))
  }

  @Test("a list over a range selects rows; one over a tree shows its children in groups")
  func rangeAndTreeLists() throws {
    struct Ranged: View {
      @State private var picked: Set<Int> = []
      var body: some View {
        VStack {
          List(0..<3, selection: $picked) { Text("Row \($0)").tag($0) }
          Text("Picked \(picked.sorted())")
        }
      }
    }
    let ranged = ViewHost(Ranged())
    try ranged.select("Row 1")
    #expect(ranged.render().contains(#"Text "Picked [1]""#))
    let tree = [Produce(id: 1, name: "Fruit", children: [Produce(id: 2, name: "Apple")])]
    let outline = ViewHost(List(tree, children: \.children) { Text($0.name) })
    #expect(outline.render().contains("Fruit"))
    try outline.tap("Fruit")
    #expect(outline.render().contains(#"Text "Apple""#))
  }

  @Test("a section with isExpanded shows its content while expanded; its header toggles it")
  func expandableSection() throws {
    struct Folding: View {
      @State private var expanded = true
      var body: some View {
        List {
          Section("Fruit", isExpanded: $expanded) { Text("Apple") }
        }
      }
    }
    let host = ViewHost(Folding())
    #expect(host.render().contains(#"Text "Apple""#))
    try host.tap("Fruit")
    #expect(!host.render().contains(#"Text "Apple""#))
    try host.tap("Fruit")
    #expect(host.render().contains(#"Text "Apple""#))
  }

  @Test("a custom container reads its subviews and their container values")
  func subviews() {
    let host = ViewHost(
      PinnedFirst {
        Text("A").tag(7)
        Text("B").containerValue(\.isPinned, true)
        ForEach(["C", "D"], id: \.self) { Text($0) }
      })
    let text = host.render()
    let order = ["\"B\"", "\"A\"", "\"C\"", "\"D\""].compactMap { text.range(of: $0)?.lowerBound }
    #expect(order.count == 4 && order == order.sorted())
    #expect(text.contains(#"Text "4 subviews, first tagged 7""#))
  }

  @Test("a custom container reads the sections of its content")
  func sections() {
    let host = ViewHost(
      VStack {
        ForEach(
          sections: Group {
            Section("Fruit") {
              Text("Apple")
              Text("Pear")
            }
            Text("Loose")
          }
        ) { section in
          Text("Section of \(section.content.count) with \(section.header.count) header")
        }
      })
    let text = host.render()
    #expect(text.contains(#"Text "Section of 2 with 1 header""#))
    #expect(text.contains(#"Text "Section of 1 with 0 header""#))
  }

  @Test("list and section modifiers are recorded; system modifiers are recorded")
  func recordedModifiers() {
    let text = ViewHost(
      Text("Row").listSectionSeparator(.hidden, edges: .bottom).statusBarHidden()
        .typeSelectEquivalent("R").indexViewStyle(.page)
    ).render()
    #expect(text.contains(".listSectionSeparator(.hidden, edges: .bottom)"))
    #expect(
      text.contains(".statusBarHidden(true)") && text.contains(#".typeSelectEquivalent("R")"#))
    #expect(text.contains(".indexViewStyle(.page(backgroundDisplayMode: .automatic))"))
  }

  @Test("shader effects are recorded with their function and arguments; compiling throws")
  func shaders() async {
    let shader = ShaderLibrary.default.ripple(.float(1.5), .float2(CGSize(width: 2, height: 3)))
    #expect(shader.function.name == "ripple" && shader.arguments.count == 2)
    let text = ViewHost(
      Text("Wave").colorEffect(ShaderLibrary.tint(.color(.red)))
        .layerEffect(shader, maxSampleOffset: .zero)
        .distortionEffect(shader, maxSampleOffset: .zero, isEnabled: false)
    ).render()
    #expect(text.contains(".colorEffect(tint(.color(.red)))"))
    #expect(text.contains(".layerEffect(ripple(.float(1.5), .float2(2, 3)))"))
    #expect(!text.contains("distortionEffect"))
    await #expect(throws: (any Error).self) { try await shader.compile(as: .layerEffect) }
  }

  @Test("a line height is the environment's, recorded, and read from attributed text")
  func lineHeight() {
    struct Reader: View {
      @Environment(\.lineHeight) private var height
      var body: some View { Text("Height \(height.map { "\($0)" } ?? "nil")") }
    }
    let text = ViewHost(Reader().lineHeight(.exact(points: 20))).render()
    #expect(text.contains(#"Text "Height .exact(points: 20)""#))
    #expect(text.contains(".lineHeight(.exact(points: 20))"))
    var attributed = AttributedString("Tall")
    attributed.lineHeight = .loose
    #expect(ViewHost(Text(attributed)).render() == #"Text "Tall" .lineHeight(.loose)"#)
  }

  @Test("small values: empty modifier, interpolation, projections, all cases")
  func smallValues() {
    #expect(ViewHost(Text("Same").modifier(EmptyModifier.identity)).render() == #"Text "Same""#)
    #expect(2.0.interpolated(towards: 4, amount: 0.25) == 2.5)
    #expect(CGFloat(3).scaled(by: 2) == 6)
    var transform = ProjectionTransform()
    transform.m31 = 5
    #expect(CGPoint(x: 1, y: 2).applying(transform) == CGPoint(x: 6, y: 2))
    #expect(Visibility.allCases == [.automatic, .visible, .hidden])
    #expect(ContentMode.allCases.count == 2 && InterfaceOrientation.allCases.count == 4)
    #expect(AnyView(_fromValue: Text("x")) != nil && AnyView(_fromValue: 3) == nil)
    #expect(Prominence.increased != .standard)
    let icon = ImageResource(name: "leaf", bundle: .main)
    #expect(ViewHost(Label("Garden", image: icon)).render().contains("Garden"))
    #expect(ViewHost(Image(icon)).render() == ViewHost(Image("leaf")).render())
  }
}
