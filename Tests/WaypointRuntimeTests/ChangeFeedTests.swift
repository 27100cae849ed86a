import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Several renderers follow one runtime's changes")
struct ChangeFeedTests {
  struct Two: View {
    @State private var left = 0
    @State private var right = 0
    var body: some View {
      HStack {
        Button("Left \(left)") { left += 1 }
        Button("Right \(right)") { right += 1 }
      }
    }
  }

  @Test("two readers each see every change, whenever each reads")
  func twoReaders() throws {
    let host = ViewHost(Two())
    let terminal = host.runtime.makeChangeReader()
    let browser = host.runtime.makeChangeReader()
    try host.tap("Left 0")
    let left = try #require(host.elements(labeled: "Left 1").first)
    let firstRead = terminal.takeChanges()
    #expect(firstRead.contains(left.id))
    try host.tap("Right 0")
    let right = try #require(host.elements(labeled: "Right 1").first)
    #expect(terminal.takeChanges().contains(right.id))
    let browserRead = browser.takeChanges()
    #expect(browserRead.contains(left.id) && browserRead.contains(right.id))
    #expect(terminal.takeChanges().isEmpty && browser.takeChanges().isEmpty)
  }

  @Test("a reader made later sees only what changes after it was made")
  func lateReader() throws {
    let host = ViewHost(Two())
    try host.tap("Left 0")
    let late = host.runtime.makeChangeReader()
    #expect(late.takeChanges().isEmpty)
    try host.tap("Right 0")
    let right = try #require(host.elements(labeled: "Right 1").first)
    #expect(late.takeChanges().contains(right.id))
  }

  @Test("every reader hears of updates no reader asked for")
  func unrequestedUpdates() async throws {
    struct Ticking: View {
      @State private var ticks = 0
      var body: some View {
        Text("Ticks \(ticks)").task { ticks += 1 }
      }
    }
    let runtime = ViewRuntime(Ticking())
    let first = runtime.makeChangeReader()
    let second = runtime.makeChangeReader()
    var heard: [String] = []
    first.onUpdate = { heard.append("first") }
    second.onUpdate = { heard.append("second") }
    for _ in 0..<20 where heard.count < 2 { await Task.yield() }
    #expect(heard == ["first", "second"])
    #expect(!first.takeChanges().isEmpty && !second.takeChanges().isEmpty)
  }
}
