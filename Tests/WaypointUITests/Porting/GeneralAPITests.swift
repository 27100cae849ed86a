import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointUI

@MainActor
@Suite("General API real apps use")
struct GeneralAPITests {
  @Test("layout and drawing modifiers are recorded on the semantic tree")
  func recorded() {
    let view = VStack {
      Text("Inset").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
      Image(systemName: "star").resizable().scaledToFit()
      Image(systemName: "heart").scaledToFill().clipped()
      Text("Grown").scaleEffect(CGSize(width: 2, height: 1.5))
      Text("Two lines").lineLimit(2, reservesSpace: true)
      Text("Half").containerRelativeFrame(.horizontal, count: 2, spacing: 8)
    }
    let text = ViewHost(view).render()
    #expect(text.contains(".padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))"))
    #expect(text.contains(".aspectRatio(nil, contentMode: .fit)"))
    #expect(text.contains(".aspectRatio(nil, contentMode: .fill)"))
    #expect(text.contains(".clipped()"))
    #expect(text.contains(".scaleEffect(x: 2, y: 1.5)"))
    #expect(text.contains(".lineLimit(2, reservesSpace: true)"))
    #expect(text.contains(".containerRelativeFrame("))
  }

  @Test("onHover adds a hover action a pointer renderer delivers")
  func hover() throws {
    struct Card: View {
      @State private var isHovering = false
      var body: some View {
        Text(isHovering ? "Hovered" : "Resting").onHover { isHovering = $0 }
      }
    }
    let host = ViewHost(Card())
    let card = try #require(host.elements(labeled: "Resting").first)
    #expect(card.actions.contains(.hover))
    try host.runtime.perform(.hover(true), on: card)
    #expect(!host.elements(labeled: "Hovered").isEmpty)
  }

  @Test("a stepper steps within its bounds; its buttons are named for its title")
  func stepper() throws {
    struct Servings: View {
      @State private var count = 2
      var body: some View {
        Stepper("Servings: \(count)", value: $count, in: 1...3)
      }
    }
    let host = ViewHost(Servings())
    try host.tap("Increment Servings: 2")
    #expect(!host.elements(labeled: "Servings: 3").isEmpty)
    #expect(throws: HostError.self, "at the upper bound") { try host.tap("Increment Servings: 3") }
    try host.tap("Decrement Servings: 3")
    try host.tap("Decrement Servings: 2")
    #expect(!host.elements(labeled: "Servings: 1").isEmpty)
  }

  @Test("the directories Apple's Foundation gives apps are the app's own XDG folders")
  func directories() {
    let name = ProcessInfo.processInfo.processName
    #expect(URL.documentsDirectory.path.hasSuffix("/\(name)/Documents"))
    #expect(URL.applicationSupportDirectory.path.hasSuffix("/\(name)"))
    #expect(URL.cachesDirectory.path.hasSuffix("/\(name)"))
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: URL.cachesDirectory.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }
}

private enum Spice: String, CaseIterable, Identifiable {
  case mild, medium, hot
  var id: Self { self }
}

@MainActor
@Suite("Pickers and menus")
struct PickerAndMenuTests {
  @Test("a picker lists its tagged options under its title; selecting one sets the binding")
  func picker() throws {
    struct Order: View {
      @State private var spice = Spice.mild
      var body: some View {
        VStack {
          Text("Chosen: \(spice.rawValue)")
          Picker("Spice", selection: $spice) {
            ForEach(Spice.allCases) { Text($0.rawValue.capitalized).tag($0) }
          }
          .pickerStyle(.segmented)
        }
      }
    }
    let host = ViewHost(Order())
    #expect(host.render().contains(".pickerStyle(.segmented)"))
    #expect(host.render().contains("Row (selected) [select]\n        Text \"Mild\""))
    try host.select("Hot")
    #expect(!host.elements(labeled: "Chosen: hot").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a menu opens its items from its button; choosing one runs it and closes the menu")
  func menu() throws {
    struct Sorting: View {
      @State private var order = "name"
      var body: some View {
        VStack {
          Text("Sorted by \(order)")
          Menu("Sort") {
            Button("Name") { order = "name" }
            Button("Time") { order = "time" }
          }
        }
      }
    }
    let host = ViewHost(Sorting())
    try host.tap("Sort")
    #expect(host.presentations.map(\.kind) == [.menu])
    try host.tap("Time")
    #expect(host.presentations.isEmpty)
    #expect(!host.elements(labeled: "Sorted by time").isEmpty)
  }
}

@MainActor
@Suite("Grids, swipe actions, refreshing and dates")
struct MoreGeneralAPITests {
  @Test("a grid's rows are grid rows, whose cells renderers line up in columns")
  func grid() {
    let text = ViewHost(
      Grid {
        GridRow {
          Text("Flour")
          Text("200 g")
        }
        GridRow {
          Text("Sugar")
          Text("50 g")
        }
      }
    ).render()
    #expect(
      text == """
        VStack
          GridRow
            Text "Flour"
            Text "200 g"
          GridRow
            Text "Sugar"
            Text "50 g"
        """)
  }

  @Test("swipe actions are offered as the row's menu; choosing one runs it")
  func swipeActions() throws {
    struct Inbox: View {
      @State private var items = ["Soup", "Stew"]
      var body: some View {
        List(items, id: \.self) { item in
          Text(item)
            .swipeActions {
              Button("Delete", role: .destructive) { items.removeAll { $0 == item } }
            }
        }
      }
    }
    let host = ViewHost(Inbox())
    try host.showContextMenu("Soup")
    #expect(host.presentations.map(\.kind) == [.swipeActions])
    try host.tap("Delete")
    #expect(host.elements(labeled: "Soup").isEmpty)
    #expect(!host.elements(labeled: "Stew").isEmpty)
  }

  @Test("refreshable runs its action as a task when asked to refresh")
  func refreshable() async throws {
    struct Feed: View {
      @State private var loads = 0
      var body: some View {
        List { Text("Loaded \(loads)") }
          .refreshable { await MainActor.run { loads += 1 } }
      }
    }
    let host = ViewHost(Feed())
    let list = try #require(
      host.tree.flatMap(\.allElements).first { $0.actions.contains(.refresh) })
    try host.runtime.perform(.refresh, on: list)
    await host.settle()
    #expect(!host.elements(labeled: "Loaded 1").isEmpty)
  }

  @Test("a date picker is a text field: a valid date typed sets the selection, other text not")
  func datePicker() throws {
    struct Booking: View {
      @State private var day = Date(timeIntervalSince1970: 0)
      var body: some View {
        VStack {
          Text("Booked \(Int(day.timeIntervalSince1970))")
          DatePicker("Day", selection: $day, displayedComponents: .date)
        }
      }
    }
    let host = ViewHost(Booking())
    try host.replaceText(in: "Day", with: "2026-1")
    #expect(!host.elements(labeled: "Booked 0").isEmpty, "not yet a date")
    try host.replaceText(in: "Day", with: "2026-11-23")
    #expect(host.elements(labeled: "Booked 0").isEmpty)
  }
}

@MainActor
@Suite("Styles and dragging")
struct StyleAndDragTests {
  @Test("background as a shape style, and onDrag with an item provider, are recorded")
  func recorded() {
    let text = ViewHost(
      VStack {
        Text("On the background").foregroundStyle(.background)
        Text("Card").background(.background)
        Text("Drag me").onDrag { NSItemProvider(object: "Drag me" as NSString) }
      }
    ).render()
    #expect(text.contains(#"Text "On the background" .foregroundStyle(.background)"#))
    #expect(text.contains(".onDrag"))
    let provider = NSItemProvider(object: "x" as NSString)
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(AnyShapeStyle(.background).description == ".background")
  }
}

@MainActor
@Suite("What the first real apps tried needed")
struct RealAppAPITests {
  @available(*, deprecated, message: "tests deprecated API")
  @Test("drawing modifiers are recorded; a color is a background style first, as in SwiftUI")
  func drawing() {
    let accent = Color.red
    let text = ViewHost(
      VStack {
        Text("Card").padding().background(Color.blue).cornerRadius(10)
        Text("Tinted").background(accent).clipShape(Capsule())
        Image(systemName: "chevron.right").rotationEffect(.degrees(90))
        Text("Moved").offset(x: 4, y: 2).fixedSize(horizontal: false, vertical: true)
        Text("Wide").layoutPriority(1).ignoresSafeArea(edges: .top)
      }
    ).render()
    for source in [
      ".cornerRadius(10)", ".clipShape(Capsule())", ".rotationEffect(.degrees(90))",
      ".offset(x: 4, y: 2)", ".fixedSize(horizontal: false, vertical: true)",
      ".layoutPriority(1.0)", ".ignoresSafeArea(edges: .top)", ".background(.blue)",
    ] {
      #expect(text.contains(source), "\(source)")
    }
  }

  @Test("onDelete gives rows a delete action; remove(atOffsets:) and move(fromOffsets:) edit")
  func onDelete() throws {
    struct Scrums: View {
      @State private var names = ["Design", "Daily", "Review"]
      var body: some View {
        List {
          ForEach(names, id: \.self) { Text($0) }
            .onDelete { names.remove(atOffsets: $0) }
        }
      }
    }
    let host = ViewHost(Scrums())
    let daily = try #require(host.elements(labeled: "Daily").first { $0.actions.contains(.delete) })
    try host.runtime.perform(.delete, on: daily)
    #expect(host.elements(labeled: "Daily").isEmpty)
    #expect(!host.elements(labeled: "Review").isEmpty)
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: [0, 1], toOffset: 4)
    #expect(letters == ["c", "d", "a", "b"])
    letters.move(fromOffsets: [3], toOffset: 0)
    #expect(letters == ["b", "c", "d", "a"])
  }

  @Test("onTapGesture makes any view tappable by its label")
  func tapGesture() throws {
    struct Counter: View {
      @State private var taps = 0
      var body: some View { Text("Tapped \(taps)").onTapGesture { taps += 1 } }
    }
    let host = ViewHost(Counter())
    try host.tap("Tapped 0")
    #expect(!host.elements(labeled: "Tapped 1").isEmpty)
  }
}

@MainActor
@Suite("Rows, text entry, dates and sliders")
struct RowTextAndSliderTests {
  @Test("list-row, image, text-field and accessibility modifiers compile and are recorded")
  func recorded() {
    let text = ViewHost(
      List {
        Text("Row")
          .listRowBackground(Color.gray)
          .listRowInsets(EdgeInsets())
          .listRowSeparator(.hidden)
        Image(systemName: "star").symbolRenderingMode(.hierarchical).imageScale(.large)
        TextField("Amount", text: .constant("")).textFieldStyle(.roundedBorder)
          .textInputAutocapitalization(.never)
        Text("Title").accessibilityElement(children: .combine).accessibilityAddTraits(.isHeader)
      }
      .preferredColorScheme(.dark)
    ).render()
    for source in [
      ".listRowSeparator(.hidden)", ".symbolRenderingMode(.hierarchical)", ".imageScale(.large)",
      ".textFieldStyle(.roundedBorder)", ".accessibilityElement(children: .combine)",
      ".preferredColorScheme(",
    ] {
      #expect(text.contains(source), "\(source)")
    }
  }

  @Test("preferredColorScheme is passed up to the scene, from a pushed screen too")
  func preferredColorScheme() throws {
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Night", value: 1)
          .navigationDestination(for: Int.self) { _ in Text("Dark").preferredColorScheme(.dark) }
      })
    #expect(host.scene?.preferredColorScheme == nil)
    try host.tap("Night")
    #expect(host.scene?.preferredColorScheme == .dark)
    try host.back()
    #expect(host.scene?.preferredColorScheme == nil)
  }

  @Test("Text(_:style:) shows dates as SwiftUI's styles do")
  func dates() {
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let later = now.addingTimeInterval(2 * 3600 + 23 * 60)
    #expect(Text.text(for: later, style: .relative, now: now) == "2 hours, 23 minutes")
    #expect(Text.text(for: later, style: .offset, now: now) == "+2 hours")
    #expect(Text.text(for: later, style: .timer, now: now) == "2:23:00")
    #expect(!Text.text(for: now, style: .date, now: now).isEmpty)
  }

  @Test("a slider moves its value by its step within its bounds")
  func slider() throws {
    struct Volume: View {
      @State private var level = 0.5
      var body: some View {
        VStack {
          Text("Level \(Int(level * 100))")
          Slider(value: $level, in: 0...1, step: 0.25) { Text("Level") }
        }
      }
    }
    let host = ViewHost(Volume())
    try host.tap("Increase")
    try host.tap("Increase")
    #expect(!host.elements(labeled: "Level 100").isEmpty)
    #expect(throws: HostError.self, "at the top") { try host.tap("Increase") }
  }
}
