import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Gesture API: taps, long presses, combinators and recorded gestures")
struct GesturesAPITests {
  @Test("a long press is the element's alternative action")
  func longPress() throws {
    struct Pressable: View {
      @State private var presses = 0
      @State private var pressing: [Bool] = []
      var body: some View {
        VStack {
          Text("Presses \(presses)")
            .onLongPressGesture {
              presses += 1
            } onPressingChanged: {
              pressing.append($0)
            }
          Text("Pressing \(pressing.map { "\($0)" }.joined(separator: ","))")
          Text("Gesture").gesture(LongPressGesture().onEnded { _ in presses += 10 })
        }
      }
    }
    let host = ViewHost(Pressable())
    try host.showContextMenu("Presses 0")
    #expect(!host.elements(labeled: "Presses 1").isEmpty)
    #expect(!host.elements(labeled: "Pressing true,false").isEmpty)
    try host.showContextMenu("Gesture")
    #expect(!host.elements(labeled: "Presses 11").isEmpty)
  }

  @Test("combined and mapped gestures tap through their tap part")
  func combinators() throws {
    struct Combined: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text("Log \(log.joined(separator: ","))")
          Text("Exclusive")
            .gesture(
              TapGesture(count: 2).onEnded { log.append("double") }
                .exclusively(before: DragGesture().onEnded { _ in log.append("drag") }))
          Text("Mapped").gesture(TapGesture().map { "mapped" }.onEnded { log.append($0) })
          Text("Spatial").onTapGesture(coordinateSpace: .local) { log.append("at \($0.x)") }
        }
      }
    }
    let host = ViewHost(Combined())
    try host.tap("Exclusive")
    try host.tap("Mapped")
    try host.tap("Spatial")
    #expect(!host.elements(labeled: "Log double,mapped,at 0.0").isEmpty)
  }

  @Test("gestures without a keyboard form are recorded with their combination")
  func recordedGestures() {
    struct Dragging: View {
      @GestureState private var offset = CGSize.zero
      var body: some View {
        VStack {
          Text("Drag \(Int(offset.width))")
            .gesture(
              DragGesture().updating($offset) { value, state, _ in state = value.translation })
          Text("Pinch").simultaneousGesture(MagnifyGesture().simultaneously(with: RotateGesture()))
          Text("Hover").hoverEffect(.lift)
        }
      }
    }
    let rendered = ViewHost(Dragging()).render()
    #expect(rendered.contains(#"Text "Drag 0" .gesture(DragGesture)"#))
    #expect(
      rendered.contains(".simultaneousGesture(MagnifyGesture.simultaneously(with: RotateGesture))"))
    #expect(rendered.contains(".hoverEffect(.lift, isEnabled: true)"))
  }

  @Test("a gesture mask without the view's own gesture leaves the tap out")
  func masks() {
    let mask: GestureMask = [.gesture, .subviews]
    #expect(mask == .all)
    #expect(GestureMask(rawValue: 0) == .none)
    let host = ViewHost(Text("Masked").gesture(TapGesture().onEnded {}, including: .subviews))
    #expect(host.render().contains(".gesture(TapGesture(count: 1))"))
  }

  @Test("key presses, drops and sensory feedback are recorded")
  func recordedInteractions() {
    let rendered = ViewHost(
      Text("Keys")
        .onKeyPress(.return) { .handled }
        .onDrop(of: [.plainText], isTargeted: nil) { _ in true }
        .sensoryFeedback(.impact(flexibility: .soft), trigger: 1) { _, _ in true }
    ).render()
    #expect(rendered.contains(".onKeyPress(.return)"))
    #expect(rendered.contains(#".onDrop(of: ["public.plain-text"])"#))
    #expect(rendered.contains(".sensoryFeedback(.impact(flexibility: .soft, intensity: 1.0)"))
    #expect(KeyPress.Phases.all == [.down, .repeat, .up])
    #expect(DropOperation.Set([.copy, .move]).description == "[.copy, .move]")
  }
}
