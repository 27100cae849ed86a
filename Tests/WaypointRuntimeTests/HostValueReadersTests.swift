import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Values the host sets: a change evaluates the views that read that value, and no other")
struct HostValueReadersTests {
  private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "Dark" : "Light") }
  }

  private struct PhaseReader: View {
    @Environment(\.scenePhase) private var phase
    var body: some View { Text(phase == .active ? "Active" : "Not active") }
  }

  /// Reads the environment, but nothing the host sets.
  private struct DismissReader: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
  }

  private struct Screen: View {
    var body: some View {
      VStack {
        SchemeReader()
        PhaseReader()
        DismissReader()
      }
    }
  }

  @Test("a resize evaluates none of them; the colour scheme its reader; the phase its reader")
  func onlyTheReadersOfTheChangedValue() {
    let host = ViewHost(Screen())
    host.resetEvaluationCount()
    host.runtime.sceneSize = CGSize(width: 640, height: 480)
    #expect(host.evaluations.byType == [:])
    host.runtime.colorScheme = .dark
    #expect(host.evaluations.byType == ["SchemeReader": 1])
    #expect(host.elements(labeled: "Dark").count == 1)
    host.resetEvaluationCount()
    host.runtime.scenePhase = .inactive
    #expect(host.evaluations.byType == ["PhaseReader": 1])
    #expect(host.elements(labeled: "Not active").count == 1)
  }

  @Test("a view made after a change reads the new value, and follows the next one")
  func aNewReaderFollows() throws {
    struct Later: View {
      @State private var shown = false
      var body: some View {
        VStack {
          Button("Show") { shown = true }
          if shown { SchemeReader() }
        }
      }
    }
    let host = ViewHost(Later())
    host.runtime.colorScheme = .dark
    try host.tap("Show")
    #expect(host.elements(labeled: "Dark").count == 1)
    host.runtime.colorScheme = .light
    #expect(host.elements(labeled: "Light").count == 1)
  }
}
