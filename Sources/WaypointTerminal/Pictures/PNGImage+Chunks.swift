import Foundation

/// The fields of IHDR that decoding needs, validated.
struct PNGHeader {
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int
  /// Bits per sample (1, 2, 4, 8 or 16).
  let bitDepth: Int
  /// 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGBA.
  let colorType: Int

  /// Samples per pixel for the colour type.
  var channels: Int {
    switch colorType {
    case 2: return 3
    case 4: return 2
    case 6: return 4
    default: return 1
    }
  }

  /// Bytes in one unfiltered row, without its filter-type byte.
  var rowSize: Int { (width * channels * bitDepth + 7) / 8 }

  /// The distance the filters look back: one whole pixel, or one byte for sub-byte pixels.
  var filterDistance: Int { max(1, channels * bitDepth / 8) }

  /// Bytes the decompressed stream must hold: every row plus its filter-type byte.
  var dataSize: Int { height * (rowSize + 1) }

  /// Reads and checks the 13 bytes of IHDR.
  init(_ body: ArraySlice<UInt8>) throws(PNGError) {
    guard body.count == 13 else { throw .badChunk("IHDR") }
    let start = body.startIndex
    let width = readBigEndian32(body, at: start)
    let height = readBigEndian32(body, at: start + 4)
    guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
      throw .badChunk("IHDR")
    }
    guard width <= PNGImage.maximumSide, height <= PNGImage.maximumSide else {
      throw .tooLarge
    }
    self.width = width
    self.height = height
    bitDepth = Int(body[start + 8])
    colorType = Int(body[start + 9])
    try checkFormat(compression: body[start + 10], filter: body[start + 11])
    try checkInterlace(body[start + 12])
    guard dataSize <= PNGImage.maximumDataSize else { throw .tooLarge }
  }

  /// Refuses colour type and depth pairs the PNG specification does not allow.
  private func checkFormat(compression: UInt8, filter: UInt8) throws(PNGError) {
    let allowedDepths: [Int]
    switch colorType {
    case 0: allowedDepths = [1, 2, 4, 8, 16]
    case 3: allowedDepths = [1, 2, 4, 8]
    case 2, 4, 6: allowedDepths = [8, 16]
    default: throw .unsupported("colour type \(colorType)")
    }
    guard allowedDepths.contains(bitDepth) else {
      throw .unsupported("bit depth \(bitDepth) with colour type \(colorType)")
    }
    guard compression == 0 else { throw .unsupported("compression method \(compression)") }
    guard filter == 0 else { throw .unsupported("filter method \(filter)") }
  }

  /// Refuses Adam7 (rare in assets, and it would need seven sub-images) and unknown methods.
  private func checkInterlace(_ method: UInt8) throws(PNGError) {
    switch method {
    case 0: return
    case 1: throw .unsupported("interlaced (Adam7) pictures")
    default: throw .unsupported("interlace method \(method)")
    }
  }
}

/// The chunks of a PNG file that matter for its pixels; ancillary chunks are skipped.
struct PNGChunks {
  /// The validated IHDR.
  let header: PNGHeader
  /// PLTE entries as red, green, blue triples.
  let palette: [UInt8]
  /// The tRNS body, if any.
  let transparency: [UInt8]?
  /// Every IDAT body, concatenated: one zlib stream.
  let compressed: [UInt8]

  /// The eight bytes every PNG file starts with.
  private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// Walks the chunk list from the signature to IEND.
  init(reading bytes: [UInt8]) throws(PNGError) {
    try Self.checkSignature(bytes)
    var header: PNGHeader?
    var palette: [UInt8] = []
    var transparency: [UInt8]?
    var compressed: [UInt8] = []
    var offset = 8
    chunks: while true {
      let (type, body, next) = try Self.chunk(in: bytes, at: offset)
      offset = next
      if type == ChunkType.header {
        guard header == nil else { throw .badChunk("IHDR") }
        header = try PNGHeader(body)
        continue
      }
      guard header != nil else { throw .badChunk("IHDR") }
      switch type {
      case ChunkType.palette:
        guard body.count % 3 == 0, body.count <= 768, palette.isEmpty else {
          throw .badChunk("PLTE")
        }
        palette = Array(body)
      case ChunkType.transparency: transparency = Array(body)
      case ChunkType.data: compressed.append(contentsOf: body)
      case ChunkType.end: break chunks
      default: continue
      }
    }
    guard let header else { throw .badChunk("IHDR") }
    guard !compressed.isEmpty else { throw .badChunk("IDAT") }
    if header.colorType == 3, palette.isEmpty { throw .badChunk("PLTE") }
    self.header = header
    self.palette = palette
    self.transparency = transparency
    self.compressed = compressed
  }

  /// Tells a short PNG (truncated) from something else (not a PNG).
  private static func checkSignature(_ bytes: [UInt8]) throws(PNGError) {
    let prefix = bytes.prefix(8)
    guard prefix.elementsEqual(signature.prefix(prefix.count)), !prefix.isEmpty else {
      throw .notPNG
    }
    guard prefix.count == 8 else { throw .truncated }
  }

  /// The chunk at `offset`: its type, its body, and where the next chunk starts (CRC skipped).
  private static func chunk(
    in bytes: [UInt8], at offset: Int
  ) throws(PNGError) -> (UInt32, ArraySlice<UInt8>, Int) {
    guard offset + 8 <= bytes.count else { throw .truncated }
    let length = readBigEndian32(bytes[...], at: offset)
    let type = UInt32(truncatingIfNeeded: readBigEndian32(bytes[...], at: offset + 4))
    guard length <= 0x7FFF_FFFF else { throw .badChunk(ChunkType.name(type)) }
    let start = offset + 8
    let end = start + length
    guard end + 4 <= bytes.count else { throw .truncated }
    return (type, bytes[start..<end], end + 4)
  }
}

/// The four-letter codes of the chunks the decoder reads, as big-endian numbers.
enum ChunkType {
  /// IHDR.
  static let header: UInt32 = 0x4948_4452
  /// PLTE.
  static let palette: UInt32 = 0x504C_5445
  /// tRNS.
  static let transparency: UInt32 = 0x7452_4E53
  /// IDAT.
  static let data: UInt32 = 0x4944_4154
  /// IEND.
  static let end: UInt32 = 0x4945_4E44

  /// The four letters of a chunk type, for error messages.
  static func name(_ type: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> UInt32($0)) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The big-endian 32-bit number at `index`; the caller has checked four bytes exist.
func readBigEndian32(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
  var value = 0
  for byte in bytes[index..<index + 4] { value = value << 8 | Int(byte) }
  return value
}
