import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct UIPasteboardTests {
  private struct Copier: View {
    @Environment(\.pasteboard) private var pasteboard
    @State private var pasted = ""
    var body: some View {
      VStack {
        Button("Copy") { UIPasteboard.general.string = "Soup for two" }
        Button("Paste") { pasted = pasteboard.string ?? "nothing" }
        Button("Copy link") { UIPasteboard.general.url = URL(string: "https://example.com/soup") }
        Text("pasted: \(pasted)")
      }
    }
  }

  @Test func textCopiedThroughUIKitReachesTheEnvironmentsPasteboard() throws {
    let host = ViewHost(Copier())
    let before = host.runtime.pasteboard.changeCount
    try host.tap("Copy")
    #expect(host.runtime.pasteboard.string == "Soup for two")
    #expect(host.runtime.pasteboard.changeCount == before + 1)
    try host.tap("Paste")
    #expect(host.render().contains("pasted: Soup for two"))
  }

  @Test func aURLIsAnItemOfItsOwnAndReadsAsText() throws {
    let host = ViewHost(Copier())
    try host.tap("Copy link")
    #expect(host.runtime.pasteboard.items == [.url(URL(string: "https://example.com/soup")!)])
    #expect(host.runtime.pasteboard.string == "https://example.com/soup")
    let board = UIPasteboard.general
    #expect(board.hasURLs && !board.hasStrings && !board.hasImages)
    #expect(board.url?.host == "example.com")
    #expect(board.strings == nil)
  }

  @Test func itemsRoundTripByTypeIdentifier() {
    let host = ViewHost(Text("x"))
    let board = UIPasteboard.general
    board.strings = ["one", "two"]
    #expect(board.numberOfItems == 2)
    #expect(board.strings == ["one", "two"])
    board.items = [
      ["public.utf8-plain-text": "hello"], ["public.url": URL(string: "https://a.b")!],
    ]
    #expect(host.runtime.pasteboard.items == [.text("hello"), .url(URL(string: "https://a.b")!)])
    #expect(board.items.first?["public.utf8-plain-text"] as? String == "hello")
    board.setValue("typed", forPasteboardType: "public.plain-text")
    #expect(board.string == "typed")
    #expect(board.data(forPasteboardType: "public.plain-text") == Data("typed".utf8))
  }

  @Test func imagesAreCopiedAsTheirFilesBytes() throws {
    let host = ViewHost(Text("x"))
    let png = TestImages.png(width: 4, height: 2)
    let image = try #require(UIImage(data: png))
    UIPasteboard.general.image = image
    #expect(host.runtime.pasteboard.items == [.image(png)])
    #expect(UIPasteboard.general.hasImages)
    #expect(UIPasteboard.general.image?.size == CGSize(width: 4, height: 2))
    #expect(UIPasteboard.general.items.first?["public.png"] as? Data == png)
  }
}

/// Image files' headers, enough for Waypoint to read a size from.
enum TestImages {
  /// A PNG signature and header chunk of the given size.
  static func png(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
  }

  /// A JPEG start, an APP0 segment and a start-of-frame segment of the given size.
  static func jpeg(width: UInt16, height: UInt16) -> Data {
    var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0]
    bytes += [1, 1, 0, 0, 1, 0, 1, 0, 0]
    bytes += [0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF)]
    bytes += [UInt8(width >> 8), UInt8(width & 0xFF), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    bytes += [0xFF, 0xD9]
    return Data(bytes)
  }
}
