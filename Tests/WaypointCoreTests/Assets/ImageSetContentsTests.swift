import Foundation
import Testing
import WaypointCore

@Suite("Image sets: Contents.json, file sizes and catalog names")
struct ImageSetContentsTests {
  @Test("scales, the dark appearance and the template intent are read from Contents.json")
  func contents() throws {
    let json = """
      { "images" : [
          { "filename" : "a@1x.png", "idiom" : "universal", "scale" : "1x" },
          { "filename" : "a@2x.png", "idiom" : "universal", "scale" : "2x" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "filename" : "a-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
          { "idiom" : "universal", "scale" : "3x" },
          { "filename" : "a-mac.png", "idiom" : "mac", "scale" : "1x" } ],
        "info" : { "author" : "xcode", "version" : 1 },
        "properties" : { "template-rendering-intent" : "template" } }
      """
    let contents = try ImageSetContents.parse(Data(json.utf8))
    #expect(contents.isTemplate)
    #expect(contents.variants.count == 4, "the 3x slot names no file")
    #expect(
      contents.preferredVariants.map(\.filename) == ["a@1x.png", "a@2x.png", "a-dark@2x.png"])
    #expect(contents.preferredVariants.map(\.scale) == [1, 2, 2])
    #expect(contents.preferredVariants.map(\.isDark) == [false, false, true])
    #expect(contents.variants.first?.format == .png)
  }

  @Test("a Contents.json that is not JSON is a sentence, not a trap")
  func garbled() {
    #expect(throws: ImageSetContentsError.self) {
      try ImageSetContents.parse(Data("{ images".utf8))
    }
  }

  @Test("PNG, GIF, JPEG and SVG headers give the picture's size; garbage gives none")
  func sizes() throws {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    png += Data("IHDR".utf8) + Data([0, 0, 1, 64, 0, 0, 0, 240])
    #expect(ImageFormat.png.pixelSize(of: png).map { [$0.width, $0.height] } == [320, 240])
    let gif = Data("GIF89a".utf8) + Data([16, 0, 8, 0])
    #expect(ImageFormat.gif.pixelSize(of: gif).map { [$0.width, $0.height] } == [16, 8])
    // SOI, an APP0 segment of 16 bytes, then a baseline frame of 48 × 32.
    var jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]) + Data(repeating: 0, count: 14)
    jpeg += Data([0xFF, 0xC0, 0, 17, 8, 0, 32, 0, 48, 3])
    #expect(ImageFormat.jpeg.pixelSize(of: jpeg).map { [$0.width, $0.height] } == [48, 32])
    let svg = Data(#"<?xml version="1.0"?><svg xmlns="x" viewBox="0 0 24 12"></svg>"#.utf8)
    #expect(ImageFormat.svg.pixelSize(of: svg).map { [$0.width, $0.height] } == [24, 12])
    let sized = Data(#"<svg width="30px" height="20px" viewBox="0 0 3 2"/>"#.utf8)
    #expect(ImageFormat.svg.pixelSize(of: sized).map { [$0.width, $0.height] } == [30, 20])
    #expect(ImageFormat.png.pixelSize(of: Data("not a png".utf8)) == nil)
    #expect(ImageFormat.jpeg.pixelSize(of: Data([0xFF, 0xD8, 0xFF])) == nil)
    #expect(ImageFormat(filename: "photo.JPG") == .jpeg)
    #expect(ImageFormat(filename: "notes.txt") == nil)
  }

  @Test("a group that provides a namespace prefixes its assets' names; one that does not, not")
  func namespaces() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "image-walk-\(UUID().uuidString)/Assets.xcassets")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    for folder in ["Flags/France.imageset", "Plain/Logo.imageset", "Brand.colorset"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data(#"{ "properties" : { "provides-namespace" : true } }"#.utf8).write(
      to: root.appendingPathComponent("Flags/Contents.json"))
    let entries = AssetCatalogWalk.entries(in: root)
    #expect(entries.map(\.name) == ["Brand", "Flags/France", "Logo"])
    #expect(entries.map(\.kind) == ["colorset", "imageset", "imageset"])
    #expect(entries[1].relativePath == "Flags/France.imageset")
  }
}
