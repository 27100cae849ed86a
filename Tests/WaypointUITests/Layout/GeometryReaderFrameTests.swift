import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("GeometryReader: its content is made with the space the reader was offered")
struct GeometryReaderFrameTests {
  @Test("a reader beside a fixed view gets what the stack leaves it, not the scene's size")
  func offeredSize() {
    let host = ViewHost(
      HStack(spacing: 8) {
        Color.red.frame(width: 100)
        GeometryReader { proxy in
          Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            .accessibilityIdentifier("size")
        }
      }, size: CGSize(width: 400, height: 800))
    // Before a layout pass the reader knows only the scene.
    #expect(!host.elements(labeled: "400×800").isEmpty)
    host.layOut()
    #expect(!host.elements(labeled: "292×800").isEmpty)
    // Its content sits at its top-leading corner.
    #expect(host.frame(identifiedBy: "size") == CGRect(x: 108, y: 0, width: 60, height: 21))
  }

  @Test("frame(in:) measures from the scene, from a named coordinate space, and from itself")
  func coordinateSpaces() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(height: 100)
        VStack(spacing: 0) {
          Color.blue.frame(height: 20)
          GeometryReader { proxy in
            Text(
              "global \(Int(proxy.frame(in: .global).minY))"
                + " card \(Int(proxy.frame(in: .named("card")).minY))"
                + " local \(Int(proxy.frame(in: .local).minY))"
                + " bounds \(Int(proxy.bounds(of: .named("card"))?.minY ?? -1))")
          }
        }
        .coordinateSpace(.named("card"))
      }, size: CGSize(width: 400, height: 800))
    host.layOut()
    #expect(!host.elements(labeled: "global 120 card 20 local 0 bounds -20").isEmpty)
  }

  @Test("a resized scene offers the reader its new size")
  func resize() {
    let host = ViewHost(
      GeometryReader { proxy in Text("\(Int(proxy.size.width))") },
      size: CGSize(width: 400, height: 800))
    host.layOut()
    #expect(!host.elements(labeled: "400").isEmpty)
    host.sceneSize = CGSize(width: 300, height: 800)
    host.layOut()
    #expect(!host.elements(labeled: "300").isEmpty)
  }
}
