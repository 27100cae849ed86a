import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct UIImageTests {
  @Test func anImageFromPNGBytesKnowsItsSizeAndGivesTheBytesBack() throws {
    let png = TestImages.png(width: 120, height: 60)
    let image = try #require(UIImage(data: png))
    #expect(image.size == CGSize(width: 120, height: 60))
    #expect(image.scale == 1)
    #expect(image.pngData() == png)
    #expect(image.jpegData(compressionQuality: 0.8) == nil)
    let retina = try #require(UIImage(data: png, scale: 2))
    #expect(retina.size == CGSize(width: 60, height: 30))
  }

  @Test func anImageFromJPEGBytesGivesThemBackAsJPEGOnly() throws {
    let jpeg = TestImages.jpeg(width: 640, height: 480)
    let image = try #require(UIImage(data: jpeg))
    #expect(image.size == CGSize(width: 640, height: 480))
    #expect(image.jpegData(compressionQuality: 0.5) == jpeg)
    #expect(image.pngData() == nil)
  }

  @Test func anEmptyImageHasNoSize() {
    #expect(UIImage().size == .zero)
    #expect(UIImage().pngData() == nil)
  }

  @Test func bytesOfNoImageMakeNone() {
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    #expect(UIImage(named: "NoSuchImage") == nil)
  }

  @Test func anImageFileIsReadWithTheScaleItsNameSays() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(UUID().uuidString)@2x.png")
    try TestImages.png(width: 40, height: 40).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let image = try #require(UIImage(contentsOfFile: file.path))
    #expect(image.scale == 2)
    #expect(image.size == CGSize(width: 20, height: 20))
  }

  @Test func swiftUIDrawsAUIImageOfBytesAsADataURL() throws {
    let png = TestImages.png(width: 2, height: 2)
    let image = try #require(UIImage(data: png))
    let host = ViewHost(Image(uiImage: image))
    let element = try #require(host.tree.first { if case .image = $0.role { true } else { false } })
    guard case .image(.remote(let url)) = element.role else {
      Issue.record("not a remote image: \(element.role)")
      return
    }
    #expect(url.absoluteString == "data:image/png;base64,\(png.base64EncodedString())")
    #expect(host.render().contains("uiImage: image/png"))
  }

  @Test func symbolsTemplatesAndTintsCarryOverToSwiftUI() throws {
    let symbol = try #require(UIImage(systemName: "star.fill"))
    #expect(symbol.isSymbolImage)
    let host = ViewHost(
      Image(uiImage: symbol.withTintColor(.systemRed)).accessibilityLabel("Star"))
    let text = host.render()
    #expect(text.contains("systemName: \"star.fill\""))
    #expect(text.contains("Color(uiColor: .systemRed)"))
    #expect(text.contains(".renderingMode(.template)"))
  }

  @Test func resizingIsRecorded() throws {
    let image = try #require(UIImage(data: TestImages.png(width: 10, height: 10)))
    let stretched = image.resizableImage(
      withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
    #expect(stretched.capInsets.top == 2)
    #expect(ViewHost(Image(uiImage: stretched)).render().contains(".resizable()"))
    #expect(image.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
  }
}
