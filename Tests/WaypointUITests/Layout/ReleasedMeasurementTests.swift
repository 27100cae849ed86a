import Testing
import Waypoint
import WaypointTesting

/// Jars on a shelf, one relabelled by a button with a label as long.
private struct Shelf: View {
  @State var names = (0..<200).map { "Jar \($0)" }

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Button("Relabel") { names[5] = "Raj 5" }
      ForEach(names.indices, id: \.self) { index in
        HStack {
          Text(names[index])
          Spacer()
        }
      }
    }
  }
}

@MainActor
@Suite("Frames: measurements a host releases")
struct ReleasedMeasurementTests {
  private func framed(_ host: ViewHost) -> String {
    host.render(TextSnapshot.Options(showsFrames: true))
  }

  @Test("released sizes are measured again, and a change then lays out as if none was released")
  func changeAfterRelease() throws {
    let kept = ViewHost(Shelf(), size: CGSize(width: 400, height: 800))
    let released = ViewHost(Shelf(), size: CGSize(width: 400, height: 800))
    kept.layOut()
    released.layOut()
    let scene = try #require(released.scene)
    #expect(released.runtime.releaseMeasurements() >= 201)
    #expect(released.runtime.releaseMeasurements() == 0)
    // Nothing changed: the same frames, and nothing is measured to know it.
    #expect(released.runtime.layOut(scene) == false)
    #expect(framed(released) == framed(kept))

    try kept.tap("Relabel")
    try released.tap("Relabel")
    kept.layOut()
    released.layOut()
    #expect(framed(released) == framed(kept))
    #expect(framed(released).contains(#"Text "Raj 5""#))
    // The row's predecessor kept no sizes to vouch with, so its stack measured its rows again.
    let keptScene = try #require(kept.scene)
    #expect(kept.runtime.layoutCounts(of: keptScene).measured < 50)
    #expect(released.runtime.layoutCounts(of: scene).measured >= 200)
    // The pass kept what it measured, for the next change.
    #expect(released.runtime.releaseMeasurements() >= 200)
  }
}
