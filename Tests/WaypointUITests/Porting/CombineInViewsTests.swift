import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Combine's Foundation publishers in views, with only import Waypoint (or SwiftUI)")
struct CombineInViewsTests {
  @Test("a view's .onReceive of Timer.publish(every:on:in:).autoconnect() sees the timer tick")
  func timerInView() async {
    struct Clock: View {
      let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
      @State private var ticks = 0
      var body: some View {
        Text("Ticks \(min(ticks, 2))").onReceive(timer) { _ in ticks += 1 }
      }
    }
    let host = ViewHost(Clock())
    #expect(!host.elements(labeled: "Ticks 0").isEmpty)
    #expect(await ticked(host, label: "Ticks 2"))
  }

  @Test("a model's debounce on RunLoop.main updates the view once, with the last value")
  func debounceInModel() async throws {
    final class Search: ObservableObject {
      @Published var query = ""
      @Published private(set) var searches = 0
      @Published private(set) var searched = ""
      private var cancellables = Set<AnyCancellable>()

      init() {
        $query.dropFirst().debounce(for: .milliseconds(150), scheduler: RunLoop.main)
          .sink { [weak self] in
            self?.searches += 1
            self?.searched = $0
          }
          .store(in: &cancellables)
      }
    }
    struct SearchView: View {
      @StateObject private var search = Search()
      var body: some View {
        VStack {
          TextField("Query", text: $search.query)
          Text("Searched \(search.searched) \(search.searches)")
        }
      }
    }
    let host = ViewHost(SearchView())
    for query in ["t", "tr", "trail"] { try host.replaceText(in: "Query", with: query) }
    #expect(await ticked(host, label: "Searched trail 1"))
  }

  private func ticked(_ host: ViewHost, label: String) async -> Bool {
    for _ in 0..<500 {
      await host.settle()
      if !host.elements(labeled: label).isEmpty { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return false
  }
}
