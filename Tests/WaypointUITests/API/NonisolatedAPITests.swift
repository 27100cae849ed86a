import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A game board as Swift 5 apps write their models: a plain `ObservableObject` class, not
/// isolated to the main actor, that animates the end of a game itself.
private final class GameBoard: ObservableObject, @unchecked Sendable {
  @Published var winner = "nobody"

  func finish() {
    withAnimation(.spring()) {
      winner = "Green"
    }
  }

  func finishQuietly() -> String {
    withTransaction(\.disablesAnimations, true) {
      winner = "Red"
      return winner
    }
  }
}

/// A settings object that keeps a value in `@AppStorage` outside any view.
private final class Settings: @unchecked Sendable {
  @AppStorage var volume: Int

  init(store: UserDefaults) {
    _volume = AppStorage(wrappedValue: 5, "volume", store: store)
  }

  func louder() { volume += 1 }
}

private struct BoardView: View {
  @StateObject var board = GameBoard()
  var body: some View {
    VStack {
      Text("Winner: \(board.winner)")
      Button("Finish") { board.finish() }
    }
  }
}

private struct VolumeView: View {
  @AppStorage("volume") private var volume = 5
  var body: some View { Text("Volume \(volume)") }
}

@MainActor
@Suite("Nonisolated API: withAnimation, withTransaction and @AppStorage from any isolation")
struct NonisolatedAPITests {
  @Test("a model that is not main-actor isolated animates a change it makes during a tap")
  func modelAnimates() throws {
    let host = ViewHost(BoardView())
    try host.tap("Finish")
    #expect(!host.elements(labeled: "Winner: Green").isEmpty)
    #expect(host.runtime.lastAnimation == .spring())
  }

  @Test("withAnimation and withTransaction run their body and return its result off the main actor")
  func offTheMainActor() async {
    let board = GameBoard()
    let result = await Task.detached {
      board.finish()
      let green = board.winner
      return (green, board.finishQuietly())
    }.value
    #expect(result.0 == "Green")
    #expect(result.1 == "Red")
  }

  @Test("@AppStorage held by a class is written from another thread, and views reading it update")
  func appStorageOutsideViews() async {
    let store = MergingUserDefaults(fileURL: nil)
    let settings = Settings(store: store)
    let host = ViewHost(VolumeView(), appStorage: store)
    #expect(!host.elements(labeled: "Volume 5").isEmpty)
    await Task.detached { settings.louder() }.value
    await host.settle()
    host.flush()
    #expect(settings.volume == 6)
    #expect(store.integer(forKey: "volume") == 6)
    #expect(!host.elements(labeled: "Volume 6").isEmpty)
  }
}
