import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Sliders: a bar a renderer can drag")
struct SliderTests {
  private struct Volume: View {
    @State private var level = 0.5
    @State private var speed = 10.0

    var body: some View {
      VStack {
        Text("Level \(Int(level * 100))")
        Slider(value: $level, in: 0...1, step: 0.25) { Text("Level") }
        Text("Speed \(speed)")
        Slider(value: $speed, in: 0...60) { Text("Speed") }
      }
    }
  }

  @Test("moving the bar keeps the value on the slider's step and within its bounds")
  func stepsAndBounds() throws {
    let host = ViewHost(Volume())
    try host.adjust("Level", to: 0.6)
    #expect(!host.elements(labeled: "Level 50").isEmpty, "0.6 is nearer 0.5 than 0.75")
    try host.adjust("Level", to: 0.7)
    #expect(!host.elements(labeled: "Level 75").isEmpty)
    try host.adjust("Level", to: 3)
    #expect(!host.elements(labeled: "Level 100").isEmpty)
    try host.adjust("Level", to: -3)
    #expect(!host.elements(labeled: "Level 0").isEmpty)
  }

  @Test("without a step, the bar takes any value between its bounds")
  func anyValue() throws {
    let host = ViewHost(Volume())
    try host.adjust("Speed", to: 12.5)
    #expect(!host.elements(labeled: "Speed 12.5").isEmpty)
    try host.adjust("Speed", to: .infinity)
    #expect(
      !host.elements(labeled: "Speed 12.5").isEmpty, "a value that is not a number is refused")
  }

  @Test(
    "the bar records the slider's bounds and step, and its value as progress from the lower bound")
  func recorded() throws {
    let host = ViewHost(Volume())
    let bars = host.tree.flatMap(\.allElements).filter { $0.sliderBounds != nil }
    #expect(bars.map(\.label) == ["Level", "Speed"])
    #expect(bars.first?.sliderBounds?.bounds == 0...1)
    #expect(bars.first?.sliderBounds?.step == 0.25)
    #expect(bars.first?.role == .progress(value: 0.5, total: 1))
    #expect(bars.allSatisfy { $0.actions.contains(.setValue) })
    #expect(host.render().contains("Slider(in: 0...1, step: 0.25)"))
  }

  @Test("a slider whose enabled bounds hold one value cannot be moved")
  func fixed() throws {
    struct Fixed: View {
      @State private var value = 2.0
      var body: some View {
        Slider(value: $value, in: 0...5, enabledBounds: 2...2) { Text("Fixed") }
      }
    }
    let host = ViewHost(Fixed())
    #expect(throws: HostError.self) { try host.adjust("Fixed", to: 4) }
  }

  @Test("each move, by the bar or a button, is one edit: onEditingChanged hears it begin and end")
  func editing() throws {
    final class Edits { var seen: [Bool] = [] }
    struct Level: View {
      @State private var level = 0.5
      let edits: Edits
      var body: some View {
        Slider(value: $level, in: 0...1, step: 0.25) {
          Text("Level")
        } onEditingChanged: {
          edits.seen.append($0)
        }
      }
    }
    let edits = Edits()
    let host = ViewHost(Level(edits: edits))
    try host.adjust("Level", to: 1)
    #expect(edits.seen == [true, false])
    try host.tap("Decrease")
    #expect(edits.seen == [true, false, true, false])
    try host.adjust("Level", to: 0.8)
    #expect(edits.seen.count == 4, "0.8 is on the step at 0.75, where the value is: no edit")
  }
}
