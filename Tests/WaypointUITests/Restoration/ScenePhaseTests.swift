import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

@MainActor
@Suite("Scene phases")
struct ScenePhaseTests {
  @Test("views see the scene phase change through onChange(of: scenePhase)")
  func transitions() {
    struct Watcher: View {
      @Environment(\.scenePhase) private var scenePhase
      @State private var seen: [String] = []
      var body: some View {
        Text("Seen: \(seen.joined(separator: ", "))")
          .onChange(of: scenePhase) { _, phase in seen.append("\(phase)") }
      }
    }
    let host = ViewHost(Watcher())
    host.scenePhase = .inactive
    host.scenePhase = .background
    host.scenePhase = .active
    #expect(!host.elements(labeled: "Seen: .inactive, .background, .active").isEmpty)
  }

  @Test("a split view's column visibility and a stack's path are kept in scene storage")
  func storableNavigationState() async throws {
    struct Saved: Codable {
      var visibility: NavigationSplitViewVisibility
      var path: NavigationPath.CodableRepresentation?
    }
    struct Columns: View {
      @SceneStorage("columns") private var saved: Data?
      @State private var visibility = NavigationSplitViewVisibility.all
      @State private var path = NavigationPath()
      var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
          Button("Detail only") { visibility = .detailOnly }
        } detail: {
          NavigationStack(path: $path) {
            NavigationLink("Open 7", value: 7)
              .navigationDestination(for: Int.self) {
                Text("Number \($0)").navigationTitle("\($0)")
              }
          }
        }
        .onAppear {
          if let saved, let state = try? JSONDecoder().decode(Saved.self, from: saved) {
            visibility = state.visibility
            if let codable = state.path { path = NavigationPath(codable) }
          }
        }
        .onChange(of: visibility) { save() }
        .onChange(of: path) { save() }
      }
      private func save() {
        saved = try? JSONEncoder().encode(Saved(visibility: visibility, path: path.codable))
      }
    }
    let host = ViewHost(Columns())
    try host.tap("Open 7")
    try host.tap("Detail only")
    try await host.relaunch()
    #expect(host.navigationTitle == "7")
    #expect(host.visibleColumns == ["7"], "only the detail column")
  }
}
