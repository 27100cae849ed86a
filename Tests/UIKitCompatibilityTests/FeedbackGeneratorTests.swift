import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct FeedbackGeneratorTests {
  private struct Haptics: View {
    var body: some View {
      VStack {
        Button("Heavy") {
          let generator = UIImpactFeedbackGenerator(style: .heavy)
          generator.prepare()
          generator.impactOccurred()
        }
        Button("Soft") { UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.5) }
        Button("Saved") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
        Button("Failed") { UINotificationFeedbackGenerator().notificationOccurred(.error) }
        Button("Tick") { UISelectionFeedbackGenerator().selectionChanged() }
      }
    }
  }

  @Test func eachGeneratorRecordsWhatItPlaysOnTheHost() throws {
    let host = ViewHost(Haptics())
    for label in ["Heavy", "Soft", "Saved", "Failed", "Tick"] { try host.tap(label) }
    #expect(
      host.runtime.deviceRequests.feedback == [
        .impact(weight: .heavy, intensity: 1), .impact(flexibility: .soft, intensity: 0.5),
        .success, .error, .selection,
      ])
    #expect(
      host.runtime.deviceRequests.feedback.map(\.description) == [
        ".impact(weight: .heavy, intensity: 1.0)", ".impact(flexibility: .soft, intensity: 0.5)",
        ".success", ".error", ".selection",
      ])
  }

  @Test func aRendererIsToldOfEachFeedback() throws {
    let host = ViewHost(Haptics())
    var heard: [SensoryFeedback] = []
    host.runtime.deviceRequests.onFeedback = { heard.append($0) }
    try host.tap("Failed")
    #expect(heard == [.error])
  }
}
