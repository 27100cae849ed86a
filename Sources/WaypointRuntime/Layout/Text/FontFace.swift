import Foundation

/// The horizontal metrics of one OpenType or TrueType font file, read from its `head`, `hhea`,
/// `hmtx` and `cmap` tables: how far the pen moves after each character, in font units.
///
/// Only what measuring needs is read; outlines, kerning and substitutions are not (a page that
/// draws with the same file turns them off, so that its advances are these).
public struct FontFace: Sendable {
  /// Font units per em: an advance divided by this, times the point size, is in points.
  public let unitsPerEm: CGFloat
  /// How far the font's glyphs reach above and below the baseline (`hhea`), in font units: the
  /// descender is negative.
  public let ascender: CGFloat
  /// How far the glyphs reach below the baseline, in font units (negative).
  public let descender: CGFloat
  /// The advance of each glyph, by glyph number.
  private let advances: [UInt16]
  /// The glyph of each character the font maps, by Unicode scalar.
  private let glyphs: [UInt32: UInt16]
  /// The advances of the scalars below 256, looked up without hashing (`missing`: no glyph).
  private let latin: [UInt16]
  private static let missing = UInt16.max

  /// Reads the tables of a font file's `data`.
  public init(data: Data) throws(FontFaceError) {
    let bytes = FontBytes([UInt8](data))
    let tables = try Self.tables(in: bytes)
    func table(_ tag: String) throws(FontFaceError) -> Int {
      guard let offset = tables[tag] else { throw .missingTable(tag) }
      return offset
    }
    let head = try table("head")
    let units = try bytes.u16(head + 18)
    guard units > 0 else { throw .malformed("head: zero units per em") }
    unitsPerEm = CGFloat(units)
    let hhea = try table("hhea")
    ascender = CGFloat(Int16(bitPattern: try bytes.u16(hhea + 4)))
    descender = CGFloat(Int16(bitPattern: try bytes.u16(hhea + 6)))
    let metricCount = Int(try bytes.u16(hhea + 34))
    let maxp = try table("maxp")
    let glyphCount = max(Int(try bytes.u16(maxp + 4)), metricCount)
    guard metricCount > 0 else { throw .malformed("hhea: no horizontal metrics") }
    let hmtx = try table("hmtx")
    var advances: [UInt16] = []
    advances.reserveCapacity(glyphCount)
    for glyph in 0..<metricCount { advances.append(try bytes.u16(hmtx + glyph * 4)) }
    // Glyphs past the last metric share its advance (a monospaced tail).
    advances += repeatElement(advances[metricCount - 1], count: glyphCount - metricCount)
    self.advances = advances
    glyphs = try CharacterMap.read(bytes, at: try table("cmap"))
    let glyphs = self.glyphs
    latin = (0..<256).map { scalar in
      glyphs[UInt32(scalar)].flatMap { Int($0) < advances.count ? advances[Int($0)] : nil }
        ?? Self.missing
    }
  }

  /// How far `scalar` advances, in font units; nil when the font has no glyph for it.
  public func advance(of scalar: Unicode.Scalar) -> UInt16? {
    if scalar.value < 256 {
      let advance = latin[Int(scalar.value)]
      return advance == Self.missing ? nil : advance
    }
    guard let glyph = glyphs[scalar.value], Int(glyph) < advances.count else { return nil }
    return advances[Int(glyph)]
  }

  /// The advance of the ASCII byte `byte`, in font units; nil when the font has no glyph for it.
  public func advance(ofASCII byte: UInt8) -> UInt16? {
    let advance = latin[Int(byte)]
    return advance == Self.missing ? nil : advance
  }

  /// The offset of each table in the file, by tag.
  private static func tables(in bytes: FontBytes) throws(FontFaceError) -> [String: Int] {
    let version = try bytes.u32(0)
    // TrueType outlines (1.0 or 'true') or CFF ('OTTO'); collections are not read.
    guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
      throw .malformed("not an OpenType or TrueType font")
    }
    var tables: [String: Int] = [:]
    for index in 0..<Int(try bytes.u16(4)) {
      let record = 12 + index * 16
      let tag = String(decoding: try bytes.slice(record, 4), as: UTF8.self)
      let offset = Int(try bytes.u32(record + 8))
      guard offset < bytes.count else { throw .malformed("table \(tag) outside the file") }
      tables[tag] = offset
    }
    return tables
  }
}

/// Why a font file could not be read.
public enum FontFaceError: Error, Equatable, CustomStringConvertible {
  /// The file has no table with this tag.
  case missingTable(String)
  /// The file is not a font, or a table is cut short or inconsistent.
  case malformed(String)

  /// What was wrong with the file, in a sentence.
  public var description: String {
    switch self {
    case .missingTable(let tag): "the font has no \(tag) table"
    case .malformed(let reason): "the font cannot be read: \(reason)"
    }
  }
}

/// Big-endian reads from a font file, each checked against its length.
struct FontBytes {
  private let bytes: [UInt8]
  var count: Int { bytes.count }

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func u16(_ offset: Int) throws(FontFaceError) -> UInt16 {
    guard offset >= 0, offset + 2 <= bytes.count else { throw .malformed("cut short at \(offset)") }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  func u32(_ offset: Int) throws(FontFaceError) -> UInt32 {
    UInt32(try u16(offset)) << 16 | UInt32(try u16(offset + 2))
  }

  func slice(_ offset: Int, _ length: Int) throws(FontFaceError) -> ArraySlice<UInt8> {
    guard offset >= 0, length >= 0, offset + length <= bytes.count else {
      throw .malformed("cut short at \(offset)")
    }
    return bytes[offset..<offset + length]
  }
}
