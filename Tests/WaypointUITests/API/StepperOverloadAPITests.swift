import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Stepper overloads: every documented call with a label view resolves and steps")
struct StepperOverloadAPITests {
  @Test("Stepper(value:in:step:label:) steps within its bounds")
  func labelArgument() throws {
    struct SleepAmount: View {
      @State private var hours = 15.5
      var body: some View {
        Stepper(
          value: $hours,
          in: 1...16,
          step: 0.25,
          label: { Text("Sleep \(hours, specifier: "%.2f") hours") }
        )
      }
    }
    let host = ViewHost(SleepAmount())
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(!host.elements(labeled: "Sleep 16.00 hours").isEmpty)
    // At the upper bound the increment button is disabled.
    #expect(throws: HostError.self) { try host.tap("Increment") }
  }

  @Test("Stepper(value:in:) { label } takes its trailing closure as the label")
  func trailingLabel() throws {
    struct FontSize: View {
      @State private var size = 12
      @State private var editing: [Bool] = []
      var body: some View {
        VStack {
          Stepper(value: $size, in: 10...30) {
            Text("Font size: \(size)")
          }
          Stepper(value: $size, step: 2) {
            Text("Coarse")
          } onEditingChanged: {
            editing.append($0)
          }
        }
      }
    }
    let host = ViewHost(FontSize())
    let decrement = try #require(host.elements(labeled: "Decrement").first)
    try host.runtime.perform(.tap, on: decrement)
    #expect(!host.elements(labeled: "Font size: 11").isEmpty)
  }

  @Test("the label-last forms SwiftUI deprecated still build a stepper")
  @available(*, deprecated)
  func labelLast() throws {
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        Stepper(
          onIncrement: { count += 1 }, onDecrement: { count -= 1 }, onEditingChanged: { _ in }
        ) {
          Text("Count \(count)")
        }
      }
    }
    let host = ViewHost(Counter())
    try host.tap("Increment")
    #expect(!host.elements(labeled: "Count 1").isEmpty)
  }
}
