import Foundation
import TestSupport
import Testing

@testable import WaypointTerminal

/// PNG files assembled in the tests, so each colour type, filter and error has an exact case.
private enum PNGBuilder {
  /// The PNG signature.
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// A whole PNG file: signature, IHDR, `extra` chunks, one IDAT of `zlib`, IEND.
  static func file(
    width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
    extra: [(String, [UInt8])] = [], zlib: [UInt8]
  ) -> Data {
    let header =
      bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace]
    var bytes = signature + chunk("IHDR", header)
    for (type, body) in extra { bytes += chunk(type, body) }
    bytes += chunk("IDAT", zlib) + chunk("IEND", [])
    return Data(bytes)
  }

  /// A PNG whose image data is `raw` (rows with their filter bytes), stored uncompressed.
  static func stored(
    width: Int, height: Int, bitDepth: UInt8, colorType: UInt8,
    extra: [(String, [UInt8])] = [], raw: [UInt8]
  ) -> Data {
    file(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, extra: extra,
      zlib: storedZlib(raw))
  }

  /// One chunk with its length and CRC-32.
  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(body.count) + typed + bigEndian(Int(crc32(typed)))
  }

  /// A zlib stream holding `raw` in stored (uncompressed) deflate blocks.
  static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(raw.count, start + 65_535)
      let length = end - start
      stream.append(end == raw.count ? 1 : 0)
      stream += [UInt8(length & 0xFF), UInt8(length >> 8)]
      stream += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      stream += raw[start..<end]
      start = end
    } while start < raw.count
    return stream + bigEndian(Int(adler32(raw)))
  }

  /// Four bytes, most significant first.
  static func bigEndian(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// The CRC-32 PNG chunks end with.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// The Adler-32 checksum zlib streams end with.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (low, high): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      low = (low + UInt32(byte)) % 65_521
      high = (high + low) % 65_521
    }
    return high << 16 | low
  }

  /// Rows of unfiltered bytes, each filtered with its type (0–4) and prefixed by it, as an
  /// encoder would, so the decoder's reversal can be checked exactly.
  static func filtered(_ rows: [[UInt8]], types: [UInt8], bytesPerPixel: Int) -> [UInt8] {
    var output: [UInt8] = []
    for (y, row) in rows.enumerated() {
      let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: row.count)
      output.append(types[y])
      for index in row.indices {
        let left = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
        let up = Int(above[index])
        let upLeft = index >= bytesPerPixel ? Int(above[index - bytesPerPixel]) : 0
        let prediction: Int
        switch types[y] {
        case 1: prediction = left
        case 2: prediction = up
        case 3: prediction = (left + up) / 2
        case 4: prediction = paeth(left, up, upLeft)
        default: prediction = 0
        }
        output.append(UInt8(truncatingIfNeeded: Int(row[index]) - prediction))
      }
    }
    return output
  }

  /// The Paeth predictor as the PNG specification defines it.
  static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
    let estimate = left + up - upLeft
    let (toLeft, toUp, toUpLeft) = (
      abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)
    )
    if toLeft <= toUp && toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }
}

/// The repository's own PNG assets.
private enum Assets {
  /// The package root, found from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The 160×120 shakshuka recipe picture.
  static var shakshuka: Data {
    get throws {
      try data(
        "Examples/Recipes/Resources/Assets.xcassets/Recipes/shakshuka.imageset/shakshuka@1x.png")
    }
  }

  /// The 320×240 shakshuka recipe picture.
  static var shakshukaLarge: Data {
    get throws {
      try data(
        "Examples/Recipes/Resources/Assets.xcassets/Recipes/shakshuka.imageset/shakshuka@2x.png")
    }
  }

  /// The 40×30 ridge picture of the TrailMix fixture.
  static var ridge: Data {
    get throws {
      try data(
        "Tests/Fixtures/XcodeApp/TrailMix/Assets.xcassets/Trails/Ridge.imageset/ridge@1x.png")
    }
  }

  /// The file at `path` under the package root.
  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(path))
  }
}

extension PNGImage {
  /// The RGBA of the pixel at (`x`, `y`).
  fileprivate func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    Array(rgba[(y * width + x) * 4..<(y * width + x) * 4 + 4])
  }
}

@Suite("Decoding PNG pictures")
struct PNGDecodingTests {
  @Test("the shakshuka recipe picture decodes to 160×120 with the table colour at the top left")
  func shakshuka() throws {
    let image = try PNGImage.decode(try Assets.shakshuka)
    #expect(image.width == 160)
    #expect(image.height == 120)
    #expect(image.rgba.count == 160 * 120 * 4)
    #expect(image.pixel(0, 0) == [0xF2, 0xC8, 0x79, 255])
    #expect(image.pixel(80, 60) == [201, 48, 44, 255])
    // The byte sum of the whole picture as Python's zlib decodes it.
    #expect(image.rgba.reduce(0) { $0 + Int($1) } == 15_497_614)
  }

  @Test("the ridge picture decodes to 40×30: sky above, green ridges rising from the bottom")
  func ridge() throws {
    let image = try PNGImage.decode(try Assets.ridge)
    #expect(image.width == 40)
    #expect(image.height == 30)
    #expect(image.pixel(0, 0) == [150, 200, 240, 255])
    #expect(image.pixel(0, 29) == [150, 200, 240, 255])
    #expect(image.pixel(3, 29) == [60, 110, 60, 255])
    #expect(image.pixel(20, 23) == [60, 110, 60, 255])
    #expect(image.rgba.reduce(0) { $0 + Int($1) } == 974_040)
  }

  @Test("the 320×240 recipe picture decodes in well under 50 ms even in a debug build")
  func speed() throws {
    let data = try Assets.shakshukaLarge
    var image: PNGImage?
    let elapsed = try ContinuousClock().measure { image = try PNGImage.decode(data) }
    #expect(image?.width == 320)
    #expect(image?.height == 240)
    #expect(image?.rgba.reduce(0) { $0 + Int($1) } == 61_987_633)
    // Generous against a loaded machine; the measured time is far lower.
    #expect(elapsed < .milliseconds(500))
  }

  @Test("each filter type is undone exactly", arguments: [UInt8(0), 1, 2, 3, 4])
  func filter(type: UInt8) throws {
    let rows: [[UInt8]] = [
      [250, 3, 128, 7, 255, 0, 64, 200, 100, 1, 2, 3],
      [0, 255, 17, 90, 91, 92, 250, 251, 252, 9, 8, 7],
      [33, 66, 99, 255, 255, 255, 0, 0, 0, 128, 129, 130],
    ]
    let raw = PNGBuilder.filtered(rows, types: [type, type, type], bytesPerPixel: 3)
    let image = try PNGImage.decode(
      PNGBuilder.stored(width: 4, height: 3, bitDepth: 8, colorType: 2, raw: raw))
    for (y, row) in rows.enumerated() {
      for x in 0..<4 {
        #expect(image.pixel(x, y) == Array(row[x * 3..<x * 3 + 3]) + [255], "pixel \(x), \(y)")
      }
    }
  }

  @Test("rows with different filters in one picture, RGBA, decode exactly")
  func mixedFilters() throws {
    let rows: [[UInt8]] = (0..<5).map { y in (0..<12).map { UInt8((y * 53 + $0 * 29) % 256) } }
    let raw = PNGBuilder.filtered(rows, types: [4, 3, 2, 1, 0], bytesPerPixel: 4)
    let image = try PNGImage.decode(
      PNGBuilder.stored(width: 3, height: 5, bitDepth: 8, colorType: 6, raw: raw))
    #expect(image.rgba == rows.flatMap { $0 })
  }

  @Test("a fixed-Huffman stream with back-references decodes")
  func fixedHuffman() throws {
    // zlib.compress of four rows of an 8×4 gray picture: one fixed-Huffman block.
    let zlib: [UInt8] = [
      0x78, 0xDA, 0x63, 0xE0, 0x02, 0x03, 0x11, 0x39, 0x06, 0x38, 0x83, 0x81, 0x91, 0x89, 0x99,
      0x85, 0x95, 0x8D, 0x9D, 0xE1, 0x04, 0x14, 0x00, 0x00, 0x34, 0x0A, 0x07, 0x39,
    ]
    let image = try PNGImage.decode(
      PNGBuilder.file(width: 8, height: 4, bitDepth: 8, colorType: 0, zlib: zlib))
    let grays = image.rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
    let expected: [UInt8] =
      [10, 10, 10, 10, 10, 10, 20, 30] + [10, 10, 10, 10, 10, 10, 20, 30]
      + [0, 1, 2, 3, 4, 5, 6, 7] + [200, 200, 200, 200, 200, 200, 200, 200]
    #expect(grays == expected)
    #expect(image.pixel(7, 0) == [30, 30, 30, 255])
  }

  @Test("a 4-bit palette picture takes its alpha from tRNS, opaque past tRNS's end")
  func paletteWithTransparency() throws {
    let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
    let raw: [UInt8] = [0, 0x01, 0x20]  // indices 0, 1, 2, 0
    let image = try PNGImage.decode(
      PNGBuilder.stored(
        width: 4, height: 1, bitDepth: 4, colorType: 3,
        extra: [("PLTE", palette), ("tRNS", [0, 128])], raw: raw))
    #expect(image.pixel(0, 0) == [255, 0, 0, 0])
    #expect(image.pixel(1, 0) == [0, 255, 0, 128])
    #expect(image.pixel(2, 0) == [0, 0, 255, 255])
    #expect(image.pixel(3, 0) == [255, 0, 0, 0])
  }

  @Test("an 8-bit palette picture maps each index to its colour")
  func palette8() throws {
    let palette: [UInt8] = [10, 20, 30, 40, 50, 60]
    let image = try PNGImage.decode(
      PNGBuilder.stored(
        width: 3, height: 1, bitDepth: 8, colorType: 3, extra: [("PLTE", palette)],
        raw: [0, 1, 0, 1]))
    #expect(image.rgba == [40, 50, 60, 255, 10, 20, 30, 255, 40, 50, 60, 255])
  }

  @Test("a 1-bit gray picture unpacks bits most significant first, across byte boundaries")
  func gray1() throws {
    // Ten pixels per row: 1011001110 then padding.
    let raw: [UInt8] = [0, 0b1011_0011, 0b1000_0000, 0, 0b0000_0000, 0b0100_0000]
    let image = try PNGImage.decode(
      PNGBuilder.stored(width: 10, height: 2, bitDepth: 1, colorType: 0, raw: raw))
    let firstRow = (0..<10).map { image.pixel($0, 0)[0] }
    #expect(firstRow == [255, 0, 255, 255, 0, 0, 255, 255, 255, 0])
    let secondRow = (0..<10).map { image.pixel($0, 1)[0] }
    #expect(secondRow == [0, 0, 0, 0, 0, 0, 0, 0, 0, 255])
    #expect(image.pixel(0, 0) == [255, 255, 255, 255])
  }

  @Test("2-bit and 4-bit gray stretch to the full 0–255 range")
  func grayLowDepths() throws {
    let twoBit = try PNGImage.decode(
      PNGBuilder.stored(width: 4, height: 1, bitDepth: 2, colorType: 0, raw: [0, 0b0001_1011]))
    #expect((0..<4).map { twoBit.pixel($0, 0)[0] } == [0, 85, 170, 255])
    let fourBit = try PNGImage.decode(
      PNGBuilder.stored(width: 2, height: 1, bitDepth: 4, colorType: 0, raw: [0, 0x8F]))
    #expect((0..<2).map { fourBit.pixel($0, 0)[0] } == [136, 255])
  }

  @Test("a gray tRNS key makes exactly the matching gray transparent")
  func grayKey() throws {
    let image = try PNGImage.decode(
      PNGBuilder.stored(
        width: 3, height: 1, bitDepth: 8, colorType: 0, extra: [("tRNS", [0, 7])],
        raw: [0, 7, 8, 7]))
    #expect(image.rgba == [7, 7, 7, 0, 8, 8, 8, 255, 7, 7, 7, 0])
  }

  @Test("16-bit RGBA keeps each sample's high byte")
  func sixteenBit() throws {
    let raw: [UInt8] = [0, 0x12, 0x34, 0xAB, 0xCD, 0xFF, 0x01, 0x80, 0x00]
    let image = try PNGImage.decode(
      PNGBuilder.stored(width: 1, height: 1, bitDepth: 16, colorType: 6, raw: raw))
    #expect(image.rgba == [0x12, 0xAB, 0xFF, 0x80])
  }

  @Test("16-bit gray with alpha and 16-bit RGB with a tRNS key decode")
  func sixteenBitOthers() throws {
    let grayAlpha = try PNGImage.decode(
      PNGBuilder.stored(
        width: 1, height: 1, bitDepth: 16, colorType: 4, raw: [0, 0x40, 0x01, 0xC0, 0x02]))
    #expect(grayAlpha.rgba == [0x40, 0x40, 0x40, 0xC0])
    let key: [UInt8] = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06]
    let rgb = try PNGImage.decode(
      PNGBuilder.stored(
        width: 2, height: 1, bitDepth: 16, colorType: 2, extra: [("tRNS", key)],
        raw: [0] + key + [0x01, 0x02, 0x03, 0x04, 0x05, 0x07]))
    #expect(rgb.rgba == [1, 3, 5, 0, 1, 3, 5, 255])
  }

  @Test("8-bit gray with alpha decodes")
  func grayAlpha8() throws {
    let image = try PNGImage.decode(
      PNGBuilder.stored(width: 2, height: 1, bitDepth: 8, colorType: 4, raw: [0, 9, 200, 50, 0]))
    #expect(image.rgba == [9, 9, 9, 200, 50, 50, 50, 0])
  }

  @Test("ancillary chunks are skipped and IDAT chunks are joined")
  func chunks() throws {
    let zlib = PNGBuilder.storedZlib([0, 1, 2, 3])
    var bytes = PNGBuilder.signature
    bytes += PNGBuilder.chunk(
      "IHDR", PNGBuilder.bigEndian(3) + PNGBuilder.bigEndian(1) + [8, 0, 0, 0, 0])
    bytes += PNGBuilder.chunk("tEXt", Array("Title\0Test".utf8))
    bytes += PNGBuilder.chunk("IDAT", Array(zlib.prefix(5)))
    bytes += PNGBuilder.chunk("IDAT", Array(zlib.dropFirst(5)))
    bytes += PNGBuilder.chunk("IEND", [])
    let image = try PNGImage.decode(Data(bytes))
    #expect(image.rgba == [1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255])
  }
}

@Suite("Refusing bad PNG data")
struct PNGErrorTests {
  @Test("data cut short anywhere throws truncated")
  func truncated() throws {
    let data = try Assets.ridge
    #expect(throws: PNGError.truncated) { try PNGImage.decode(data.prefix(4)) }
    #expect(throws: PNGError.truncated) { try PNGImage.decode(data.prefix(20)) }
    #expect(throws: PNGError.truncated) { try PNGImage.decode(data.prefix(data.count / 2)) }
    #expect(throws: PNGError.truncated) { try PNGImage.decode(data.dropLast(4)) }
  }

  @Test("a compressed stream that stops early throws truncated")
  func truncatedStream() throws {
    var zlib = PNGBuilder.storedZlib([0, 1, 2, 3, 4, 5, 6, 7, 8])
    zlib.removeLast(8)
    #expect(throws: PNGError.truncated) {
      try PNGImage.decode(
        PNGBuilder.file(width: 8, height: 1, bitDepth: 8, colorType: 0, zlib: zlib))
    }
  }

  @Test("data without the PNG signature throws notPNG")
  func badSignature() throws {
    var bytes = [UInt8](try Assets.ridge)
    bytes[1] = UInt8(ascii: "J")
    #expect(throws: PNGError.notPNG) { try PNGImage.decode(Data(bytes)) }
    #expect(throws: PNGError.notPNG) { try PNGImage.decode(Data()) }
    #expect(throws: PNGError.notPNG) { try PNGImage.decode(Data("GIF89a".utf8)) }
  }

  @Test("an interlaced picture throws unsupported, naming interlacing")
  func interlaced() {
    let data = PNGBuilder.file(
      width: 1, height: 1, bitDepth: 8, colorType: 0, interlace: 1,
      zlib: PNGBuilder.storedZlib([0, 0]))
    let error = #expect(throws: PNGError.self) { try PNGImage.decode(data) }
    guard case .unsupported = error else {
      Issue.record("expected unsupported, got \(String(describing: error))")
      return
    }
    #expect(error?.description.contains("interlaced") == true)
  }

  @Test("a bit depth the colour type does not allow throws unsupported")
  func badDepth() {
    let data = PNGBuilder.stored(width: 1, height: 1, bitDepth: 4, colorType: 2, raw: [0, 0])
    let error = #expect(throws: PNGError.self) { try PNGImage.decode(data) }
    #expect(error?.description.contains("bit depth 4") == true)
  }

  @Test("corrupt deflate data throws corruptCompressedData")
  func corruptDeflate() {
    let streams: [[UInt8]] = [
      [0x78, 0x01, 0x07, 0, 0, 0, 0],  // reserved block type 3
      [0x78, 0x00, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0, 0],  // header check fails
      [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFE, 0, 0],  // stored length's complement is wrong
      [0x78, 0x01, 0x01, 0x01, 0x00, 0xFE, 0xFF, 0],  // too little data: one byte of two
      PNGBuilder.storedZlib([0, 1, 2]),  // too much data: three bytes of two
    ]
    for stream in streams {
      #expect(throws: PNGError.corruptCompressedData, "\(stream)") {
        try PNGImage.decode(
          PNGBuilder.file(width: 1, height: 1, bitDepth: 8, colorType: 0, zlib: stream))
      }
    }
  }

  @Test("a row naming filter type 5 throws badFilter")
  func badFilter() {
    let data = PNGBuilder.stored(
      width: 2, height: 2, bitDepth: 8, colorType: 0, raw: [0, 1, 2, 5, 3, 4])
    #expect(throws: PNGError.badFilter(5)) { try PNGImage.decode(data) }
  }

  @Test("a picture wider than 4096 or holding over 64 MiB throws tooLarge")
  func oversized() {
    let wide = PNGBuilder.stored(width: 5000, height: 1, bitDepth: 8, colorType: 0, raw: [0])
    #expect(throws: PNGError.tooLarge) { try PNGImage.decode(wide) }
    let deep = PNGBuilder.stored(width: 4096, height: 4096, bitDepth: 16, colorType: 6, raw: [0])
    #expect(throws: PNGError.tooLarge) { try PNGImage.decode(deep) }
  }

  @Test("missing or malformed critical chunks throw badChunk")
  func badChunks() {
    var bytes = PNGBuilder.signature + PNGBuilder.chunk("IHDR", [0, 0, 0, 1])
    #expect(throws: PNGError.badChunk("IHDR")) { try PNGImage.decode(Data(bytes)) }
    bytes = PNGBuilder.signature + PNGBuilder.chunk("IDAT", [0])
    #expect(throws: PNGError.badChunk("IHDR")) { try PNGImage.decode(Data(bytes)) }
    let noPalette = PNGBuilder.stored(width: 1, height: 1, bitDepth: 8, colorType: 3, raw: [0, 0])
    #expect(throws: PNGError.badChunk("PLTE")) { try PNGImage.decode(noPalette) }
    let zeroWidth = PNGBuilder.stored(width: 0, height: 1, bitDepth: 8, colorType: 0, raw: [0])
    #expect(throws: PNGError.badChunk("IHDR")) { try PNGImage.decode(zeroWidth) }
  }

  @Test("every error describes itself in a sentence")
  func descriptions() {
    let errors: [PNGError] = [
      .notPNG, .truncated, .badChunk("PLTE"), .unsupported("interlaced (Adam7) pictures"),
      .corruptCompressedData, .badFilter(9), .tooLarge,
    ]
    for error in errors {
      #expect(error.description.hasSuffix("."))
      #expect(error.description.count > 20)
    }
  }

  @Test("2,000 random mutations of valid PNGs never crash the decoder")
  func fuzz() throws {
    var random = SplitMix(seed: 0x5EED_F1E5)
    let palette = PNGBuilder.stored(
      width: 4, height: 1, bitDepth: 4, colorType: 3,
      extra: [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]), ("tRNS", [0, 128])],
      raw: [0, 0x01, 0x20])
    let originals = [[UInt8](try Assets.ridge), [UInt8](try Assets.shakshuka), [UInt8](palette)]
    var decoded = 0
    for round in 0..<2_000 {
      var bytes = originals[round % originals.count]
      mutate(&bytes, using: &random)
      if let image = try? PNGImage.decode(Data(bytes)) {
        #expect(image.rgba.count == image.width * image.height * 4)
        decoded += 1
      }
    }
    // Some mutations land in ignored bytes (CRCs) and still decode.
    #expect(decoded > 0)
  }

  /// Flips, overwrites, cuts or duplicates a few bytes (never the signature, which would
  /// only test the first check).
  private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix) {
    for _ in 0..<random.int(in: 1...4) {
      guard bytes.count > 9 else { return }
      let index = random.int(in: 8...bytes.count - 1)
      switch random.int(in: 0...9) {
      case 0: bytes.removeSubrange(random.int(in: 8...bytes.count - 1)...)
      case 1: bytes.insert(contentsOf: bytes[index...].prefix(random.int(in: 1...16)), at: index)
      case 2...5: bytes[index] ^= UInt8(1 << random.int(in: 0...7))
      default: bytes[index] = UInt8(truncatingIfNeeded: random.next())
      }
    }
  }
}

@Suite("Encoding pictures as sixels")
struct SixelTests {
  /// A picture from RGBA pixels, row by row.
  private func image(width: Int, height: Int, _ pixels: [[UInt8]]) -> PNGImage {
    PNGImage(width: width, height: height, rgba: pixels.flatMap { $0 })
  }

  /// The bytes of `text`.
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private let red: [UInt8] = [255, 0, 0, 255]
  private let blue: [UInt8] = [0, 0, 255, 255]
  private let clear: [UInt8] = [0, 0, 0, 0]

  @Test("a 2×6 picture of two colours encodes to exactly the expected bytes")
  func twoColours() {
    // Left column: red over blue; right column: blue throughout.
    let picture = image(
      width: 2, height: 6,
      [red, blue, red, blue, red, blue, blue, blue, blue, blue, blue, blue])
    let expected = bytes(
      "\u{1B}P0;1;0q\"1;1;2;6" + "#5;2;0;0;100#180;2;100;0;0" + "#5w~$#180F" + "\u{1B}\\")
    #expect(Sixel.encode(picture, width: 2, height: 6) == expected)
  }

  @Test("a run of four or more identical columns is written as !count")
  func runs() {
    let green: [UInt8] = [0, 255, 0, 255]
    let picture = image(width: 10, height: 6, Array(repeating: green, count: 60))
    let output = Sixel.encode(picture, width: 10, height: 6)
    #expect(output == bytes("\u{1B}P0;1;0q\"1;1;10;6#30;2;0;100;0#30!10~\u{1B}\\"))
    let short = Sixel.encode(
      image(width: 3, height: 1, [green, green, green]), width: 3, height: 1)
    #expect(short == bytes("\u{1B}P0;1;0q\"1;1;3;1#30;2;0;100;0#30@@@\u{1B}\\"))
  }

  @Test("transparent pixels are not painted, and trailing unpainted columns are left out")
  func transparency() {
    let row = [red, clear, red, clear]
    let picture = image(width: 4, height: 6, Array(repeating: row, count: 6).flatMap { $0 })
    let output = Sixel.encode(picture, width: 4, height: 6)
    #expect(output == bytes("\u{1B}P0;1;0q\"1;1;4;6#180;2;100;0;0#180~?~\u{1B}\\"))
    let empty = Sixel.encode(image(width: 1, height: 1, [clear]), width: 2, height: 2)
    #expect(empty == bytes("\u{1B}P0;1;0q\"1;1;2;2\u{1B}\\"))
  }

  @Test("shrinking averages colour weighted by alpha; enlarging repeats the nearest pixel")
  func scaling() {
    let halfClear = image(width: 2, height: 1, [red, [0, 0, 255, 0]])
    #expect(
      Sixel.encode(halfClear, width: 1, height: 1)
        == bytes("\u{1B}P0;1;0q\"1;1;1;1#180;2;100;0;0#180@\u{1B}\\"))
    let mostlyClear = image(width: 3, height: 1, [red, clear, clear])
    #expect(
      Sixel.encode(mostlyClear, width: 1, height: 1) == bytes("\u{1B}P0;1;0q\"1;1;1;1\u{1B}\\"))
    let split = image(width: 2, height: 1, [red, blue])
    #expect(
      Sixel.encode(split, width: 4, height: 1)
        == bytes("\u{1B}P0;1;0q\"1;1;4;1#5;2;0;0;100#180;2;100;0;0#5??@@$#180@@\u{1B}\\"))
  }

  @Test("greys use the grey ramp, colours the cube")
  func registers() {
    #expect(Sixel.register(red: 128, green: 128, blue: 128) == 224)
    #expect(Sixel.percentages(of: 224) == [53, 53, 53])
    #expect(Sixel.register(red: 0, green: 0, blue: 0) == 0)
    #expect(Sixel.register(red: 255, green: 255, blue: 255) == 215)
    #expect(Sixel.register(red: 242, green: 200, blue: 121) == 5 * 36 + 4 * 6 + 2)
  }

  @Test("a real picture's sequence starts with the header and raster size and ends with ST")
  func framing() throws {
    let picture = try PNGImage.decode(try Assets.shakshuka)
    let output = Sixel.encode(picture, width: 40, height: 30)
    #expect(output.starts(with: bytes("\u{1B}P0;1;0q\"1;1;40;30#")))
    #expect(output.suffix(2) == [0x1B, UInt8(ascii: "\\")])
    #expect(output.filter { $0 == UInt8(ascii: "-") }.count == 4)
    // Every byte between the introducer and ST is printable sixel data.
    #expect(output.dropFirst(2).dropLast(2).allSatisfy { (0x21...0x7E).contains($0) })
  }
}
