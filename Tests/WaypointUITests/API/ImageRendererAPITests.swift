import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A card for the book being read, rendered to an image to share.
private struct BookCard: View {
  let title: String
  var body: some View {
    VStack {
      Text(title)
      Text("Chapter 3")
    }
    .frame(width: 300, height: 200)
  }
}

@MainActor
@Suite("Image rendering: ImageRenderer.cgImage and images made from a CGImage")
struct ImageRendererAPITests {
  @Test("a renderer's image takes the view's frame times the scale, or the proposed size")
  func imageSize() throws {
    let renderer = ImageRenderer(content: BookCard(title: "Dune"))
    renderer.scale = 2
    let framed = try #require(renderer.cgImage)
    #expect(framed.width == 600 && framed.height == 400)
    #expect(framed.bytesPerRow == 2400)
    renderer.proposedSize = ProposedViewSize(width: 50, height: nil)
    let proposed = try #require(renderer.cgImage)
    #expect(proposed.width == 100 && proposed.height == 400)
    #expect(proposed.cropping(to: CGRect(x: 0, y: 0, width: 10, height: 10))?.width == 10)
  }

  @Test("an image made from a rendered view shows as a labelled bitmap and shares the view's text")
  func imageFromRenderedView() throws {
    let renderer = ImageRenderer(content: BookCard(title: "Dune"))
    let cgImage = try #require(renderer.cgImage)
    let image = Image(cgImage, scale: renderer.scale, label: Text("Dune, by Frank Herbert"))
    let host = ViewHost(
      VStack {
        image.resizable()
        ShareLink(item: image, preview: SharePreview("Dune", image: image))
      })
    let rendered = host.render()
    #expect(rendered.contains("bitmap(width: 300, height: 200)"))
    #expect(!host.elements(labeled: "Dune, by Frank Herbert").isEmpty)
    try host.tap("Share")
    let shared = host.runtime.pasteboard.string ?? ""
    #expect(shared.contains(#"Text "Dune""#) && shared.contains(#"Text "Chapter 3""#))
    let decorative = Image(decorative: cgImage, scale: 1, orientation: .up)
    #expect(ViewHost(decorative).render().contains("bitmap(width: 300, height: 200)"))
  }
}
