import CGTK
import Foundation
import Testing
import Waypoint
import WaypointGTK

/// Where the test's picture is written: a 20×20 teal PNG.
private let pictureURL = FileManager.default.temporaryDirectory
  .appendingPathComponent("waypoint-gtk-async-\(ProcessInfo.processInfo.processIdentifier).png")

private struct Remote: View {
  var body: some View {
    AsyncImage(url: pictureURL) { phase in
      if let image = phase.image {
        image.resizable()
      } else {
        Color.gray
      }
    }
    .frame(width: 60, height: 60)
    .clipShape(.circle)
  }
}

private struct RemoteApp: App {
  var body: some Scene {
    WindowGroup { Remote() }
  }
}

@MainActor
@Suite("AsyncImage in a GTK window", .serialized, .enabled(if: hasDisplay))
struct AsyncImageTests {
  @Test("the picture an AsyncImage loaded is shown at its frame, clipped to a circle")
  func loadedPicture() async throws {
    try run("convert", "-size", "20x20", "xc:#008080", pictureURL.path)
    defer { try? FileManager.default.removeItem(at: pictureURL) }
    let desktop = await DesktopSession(RemoteApp(), size: CGSize(width: 300, height: 200))
    await desktop.settle(minimum: 1)
    let picture = try desktop.placement {
      if case .image(.remote) = $0 { true } else { false }
    }
    try await desktop.expectPixel(at: try desktop.screenPoint(of: picture.widget)) {
      $0.red < 40 && $0.green > 100 && $0.blue > 100
    }
    let middle = try desktop.screenPoint(of: picture.widget)
    try await desktop.expectPixel(at: (middle.x - 27, middle.y - 27)) {
      !($0.red < 40 && $0.green > 100 && $0.blue > 100)
    }
    #expect(desktop.misplacedWidgets() == [])
    try desktop.quit()
  }
}
