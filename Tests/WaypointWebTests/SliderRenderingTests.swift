import Foundation
import Testing
import Waypoint

@testable import WaypointWeb

@MainActor
@Suite("Sliders in the browser")
struct SliderRenderingTests {
  private struct Volume: View {
    @State private var level = 0.5

    var body: some View {
      VStack {
        Text("Level \(level)")
        Slider(value: $level, in: 0...1, step: 0.25) { Text("Level") }
      }
    }
  }

  @Test("a slider's bar is a range input with its bounds, step and value, named by its label")
  func rangeInput() async throws {
    let html = await page(of: Volume())
    let input = try #require(
      html.range(of: "<input[^>]*class=\"slider\"[^>]*>", options: .regularExpression))
    let tag = html[input]
    for part in [
      "type=\"range\"", "min=\"0\"", "max=\"1\"", "step=\"0.25\"", "value=\"0.5\"",
      "aria-label=\"Level\"", "data-a=\"setValue\"",
    ] {
      #expect(tag.contains(part), "\(part) in \(tag)")
    }
  }

  @Test("the value the input sends is set on the slider's step, and the page is patched")
  func sendsValue() async throws {
    let runtime = ViewRuntime(Volume())
    let tab = BrowserTab(id: "tab", browserID: "browser", runtime: runtime)
    _ = await tab.page(address: "/")
    let bar = try #require(runtime.elements.flatMap(\.allElements).first { $0.sliderBounds != nil })
    let reply = try #require(
      await tab.receive(
        ClientMessage(
          kind: .act, element: String(bar.id.rawValue), action: "setValue", value: "0.8")))
    #expect(reply.contains("Level 0.75"))
    #expect(
      await tab.receive(
        ClientMessage(
          kind: .act, element: String(bar.id.rawValue), action: "setValue", value: "loud"))
        == nil, "a value that is not a number is not an action")
  }
}
