import Testing
import Waypoint
import WaypointUI

/// Weak references to a runtime's scene and to every element it shows, to see which outlive it.
@MainActor
private final class Leftovers {
  private var elements: [() -> Element?] = []
  private weak var scene: SceneSession?

  init(_ runtime: ViewRuntime) {
    scene = runtime.scenes.first
    for element in runtime.elements.flatMap(\.allElements) {
      weak let weakElement = element
      elements.append { weakElement }
    }
  }

  var elementCount: Int { elements.count }
  var aliveElements: Int { elements.count { $0() != nil } }
  var sceneIsAlive: Bool { scene != nil }
}

/// A runtime that ends gives back everything it made: a browser worker ends and parks tabs all
/// day, and what one tab kept would add up over thousands.
@MainActor
@Suite("What an ended runtime leaves behind")
struct RuntimeMemoryTests {
  /// Runs `view` to rest, lays it out, reads its navigation state, shuts it down, and returns
  /// what it showed.
  private func leftovers(of view: some View) async throws -> Leftovers {
    var watch: Leftovers?
    do {
      let runtime = ViewRuntime(view)
      await runtime.settle()
      runtime.layOut()
      _ = runtime.scenes.first?.navigationState
      watch = Leftovers(runtime)
      try runtime.shutDown()
    }
    return try #require(watch)
  }

  private struct Rows: View {
    var body: some View {
      NavigationStack {
        List(0..<100, id: \.self) { row in
          NavigationLink("Row \(row)", value: row).padding(4)
        }
        .navigationTitle("Rows")
      }
    }
  }

  @Test("a laid-out stack of a hundred padded rows is freed, its navigation state read")
  func laidOutStack() async throws {
    let left = try await leftovers(of: Rows())
    #expect(left.elementCount > 100)
    #expect(left.aliveElements == 0)
    #expect(!left.sceneIsAlive)
  }

  private struct Readers: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
      VStack {
        Canvas { context, size in
          context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange))
        }
        .frame(width: 22, height: 22)
        GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") }
        Text(sizeClass == .compact ? "Compact" : "Regular")
      }
    }
  }

  @Test("views that read the environment, measure themselves or draw let their scene go")
  func environmentReaders() async throws {
    let left = try await leftovers(of: Readers())
    #expect(left.elementCount >= 4)
    #expect(left.aliveElements == 0)
    #expect(!left.sceneIsAlive)
  }
}
