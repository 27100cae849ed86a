/// A font's `cmap` table read into a dictionary: the glyph of each Unicode scalar it maps, from
/// its full-range subtable (format 12) when it has one, else its Basic Multilingual Plane one
/// (format 4).
enum CharacterMap {
  /// The glyphs of the `cmap` table at `offset`.
  static func read(_ bytes: FontBytes, at offset: Int) throws(FontFaceError) -> [UInt32: UInt16] {
    var segments: Int?
    var groups: Int?
    for index in 0..<Int(try bytes.u16(offset + 2)) {
      let record = offset + 4 + index * 8
      let platform = try bytes.u16(record)
      let encoding = try bytes.u16(record + 2)
      // Unicode (0) or Windows' Unicode encodings (3: 1 for the BMP, 10 for all planes).
      guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
      let subtable = offset + Int(try bytes.u32(record + 4))
      switch try bytes.u16(subtable) {
      case 12 where groups == nil: groups = subtable
      case 4 where segments == nil: segments = subtable
      default: continue
      }
    }
    if let groups { return try readGroups(bytes, at: groups) }
    if let segments { return try readSegments(bytes, at: segments) }
    throw .malformed("cmap: no Unicode subtable of format 4 or 12")
  }

  /// Format 12: ranges of scalars mapped to consecutive glyphs.
  private static func readGroups(_ bytes: FontBytes, at offset: Int) throws(FontFaceError)
    -> [UInt32: UInt16]
  {
    var glyphs: [UInt32: UInt16] = [:]
    let count = Int(try bytes.u32(offset + 12))
    for index in 0..<count {
      let group = offset + 16 + index * 12
      let first = try bytes.u32(group)
      let last = try bytes.u32(group + 4)
      let glyph = try bytes.u32(group + 8)
      // A range past Unicode's end, or one too long to be a real font's, is a broken file.
      guard first <= last, last <= 0x10_FFFF, last - first < 0x1_0000 else {
        throw .malformed("cmap: group \(index) out of range")
      }
      for scalar in first...last {
        let number = glyph + (scalar - first)
        if number != 0, number <= UInt32(UInt16.max) { glyphs[scalar] = UInt16(number) }
      }
    }
    return glyphs
  }

  /// Format 4: segments of the Basic Multilingual Plane, each mapped by a delta or through
  /// an array of glyphs.
  private static func readSegments(_ bytes: FontBytes, at offset: Int) throws(FontFaceError)
    -> [UInt32: UInt16]
  {
    var glyphs: [UInt32: UInt16] = [:]
    let count = Int(try bytes.u16(offset + 6)) / 2
    let ends = offset + 14
    let starts = ends + count * 2 + 2
    let deltas = starts + count * 2
    let rangeOffsets = deltas + count * 2
    for segment in 0..<count {
      let end = try bytes.u16(ends + segment * 2)
      let start = try bytes.u16(starts + segment * 2)
      let delta = try bytes.u16(deltas + segment * 2)
      let rangeOffset = Int(try bytes.u16(rangeOffsets + segment * 2))
      guard start <= end, start != 0xFFFF else { continue }
      for scalar in start...end {
        var glyph: UInt16
        if rangeOffset == 0 {
          glyph = scalar &+ delta
        } else {
          // The offset counts from the segment's own entry in the range offsets.
          let at = rangeOffsets + segment * 2 + rangeOffset + Int(scalar - start) * 2
          glyph = try bytes.u16(at)
          if glyph != 0 { glyph = glyph &+ delta }
        }
        if glyph != 0 { glyphs[UInt32(scalar)] = glyph }
      }
    }
    return glyphs
  }
}
