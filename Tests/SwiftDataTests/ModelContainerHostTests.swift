import Foundation
import SwiftData
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("A .modelContainer's host: it saves on going to the background, and evaluates nothing else")
struct ModelContainerHostTests {
  private func container() throws -> ModelContainer {
    try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test("the context's unsaved changes are saved when the scene goes to the background")
  func savesOnBackground() throws {
    let container = try container()
    let host = ViewHost(Text("Trips").modelContainer(container))
    container.mainContext.insert(Trip(name: "Lisbon", code: "LIS"))
    #expect(container.mainContext.hasChanges)
    host.runtime.scenePhase = .inactive
    #expect(container.mainContext.hasChanges)
    host.runtime.scenePhase = .background
    #expect(!container.mainContext.hasChanges)
  }

  @Test("a value the host changes evaluates neither the host nor the view it wraps")
  func hostChangesEvaluateNothingInside() throws {
    // A closure never compares equal: a host evaluated again would evaluate this view too.
    struct Screen: View {
      let onTap: @MainActor () -> Void
      var body: some View { Button("Tap", action: onTap) }
    }
    let host = ViewHost(Screen(onTap: {}).modelContainer(try container()))
    host.resetEvaluationCount()
    host.runtime.colorScheme = .dark
    host.runtime.sceneSize = CGSize(width: 500, height: 400)
    host.runtime.scenePhase = .inactive
    #expect(host.evaluations.byType == [:])
  }
}
