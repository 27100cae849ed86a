import Foundation

/// Undoes the per-row PNG filters in place, leaving each row's filter byte untouched.
enum Unfilter {
  /// Reverses the filter of every row of `data` (rows of `rowSize + 1` bytes).
  static func apply(
    to data: UnsafeMutableBufferPointer<UInt8>, header: PNGHeader
  ) throws(PNGError) {
    let rowSize = header.rowSize
    let distance = header.filterDistance
    guard let base = data.baseAddress, data.count >= header.dataSize else {
      throw .corruptCompressedData
    }
    for y in 0..<header.height {
      let rowStart = y * (rowSize + 1)
      let row = base + rowStart + 1
      // The row above; the first row's is all zeros, which these filters treat as absent.
      let above: UnsafeMutablePointer<UInt8>? = y > 0 ? row - (rowSize + 1) : nil
      let filter = base[rowStart]
      switch filter {
      case 0: break
      case 1: subtractLeft(row, rowSize, distance)
      case 2: subtractAbove(row, above, rowSize)
      case 3: average(row, above, rowSize, distance)
      case 4: paeth(row, above, rowSize, distance)
      default: throw .badFilter(filter)
      }
    }
  }

  /// Filter 1, Sub: each byte was stored minus the byte one pixel to the left.
  private static func subtractLeft(
    _ row: UnsafeMutablePointer<UInt8>, _ count: Int, _ distance: Int
  ) {
    guard count > distance else { return }
    for index in distance..<count { row[index] &+= row[index - distance] }
  }

  /// Filter 2, Up: each byte was stored minus the byte above.
  private static func subtractAbove(
    _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafeMutablePointer<UInt8>?, _ count: Int
  ) {
    guard let above else { return }
    for index in 0..<count { row[index] &+= above[index] }
  }

  /// Filter 3, Average: each byte was stored minus the floor mean of left and above.
  private static func average(
    _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafeMutablePointer<UInt8>?, _ count: Int,
    _ distance: Int
  ) {
    for index in 0..<count {
      let left = index >= distance ? Int(row[index - distance]) : 0
      let up = above.map { Int($0[index]) } ?? 0
      row[index] &+= UInt8(truncatingIfNeeded: (left + up) >> 1)
    }
  }

  /// Filter 4, Paeth: each byte was stored minus whichever of left, above and upper-left
  /// is closest to left + above - upper-left.
  private static func paeth(
    _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafeMutablePointer<UInt8>?, _ count: Int,
    _ distance: Int
  ) {
    for index in 0..<count {
      let hasLeft = index >= distance
      let left = hasLeft ? Int(row[index - distance]) : 0
      let up = above.map { Int($0[index]) } ?? 0
      let upLeft = hasLeft ? above.map { Int($0[index - distance]) } ?? 0 : 0
      row[index] &+= UInt8(truncatingIfNeeded: predict(left, up, upLeft))
    }
  }

  /// The Paeth predictor of PNG's specification (ties prefer left, then above).
  private static func predict(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
    let estimate = left + up - upLeft
    let toLeft = abs(estimate - left)
    let toUp = abs(estimate - up)
    let toUpLeft = abs(estimate - upLeft)
    if toLeft <= toUp, toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }
}

/// Turns unfiltered rows of any colour type and depth into 8-bit RGBA.
struct PixelExpander {
  /// The picture's format.
  let header: PNGHeader
  /// Palette colours with tRNS alpha, 256 entries of four bytes; indices past the palette
  /// are opaque black, as browsers show them.
  let paletteRGBA: [UInt8]
  /// The red, green and blue samples (at the picture's depth; a gray value repeated) that tRNS
  /// makes transparent in gray and RGB pictures.
  let transparentKey: (Int, Int, Int)?

  /// An expander for the picture `chunks` describe.
  init(header: PNGHeader, chunks: PNGChunks) {
    self.header = header
    var table = [UInt8](repeating: 0, count: 1024)
    for entry in 0..<256 {
      let hasColor = entry * 3 + 2 < chunks.palette.count
      for channel in 0..<3 where hasColor {
        table[entry * 4 + channel] = chunks.palette[entry * 3 + channel]
      }
      let alpha = header.colorType == 3 ? chunks.transparency?.dropFirst(entry).first : nil
      table[entry * 4 + 3] = hasColor ? alpha ?? 255 : 255
    }
    paletteRGBA = table
    transparentKey = Self.key(chunks.transparency, colorType: header.colorType)
  }

  /// The colour tRNS names for gray (one 16-bit value) or RGB (three) pictures, if valid.
  private static func key(_ transparency: [UInt8]?, colorType: Int) -> (Int, Int, Int)? {
    guard let transparency, colorType == 0 || colorType == 2 else { return nil }
    let samples = colorType == 0 ? 1 : 3
    guard transparency.count >= samples * 2 else { return nil }
    let values = (0..<samples).map {
      Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1])
    }
    return colorType == 0 ? (values[0], values[0], values[0]) : (values[0], values[1], values[2])
  }

  /// The RGBA pixels of `data` (unfiltered rows, each after its filter byte).
  func expand(_ data: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let width = header.width
    let rowSize = header.rowSize
    var rgba = [UInt8](repeating: 0, count: width * header.height * 4)
    guard let base = data.baseAddress, data.count >= header.dataSize else { return rgba }
    rgba.withUnsafeMutableBufferPointer { output in
      guard let target = output.baseAddress else { return }
      for y in 0..<header.height {
        let row = UnsafePointer(base + y * (rowSize + 1) + 1)
        let pixels = target + y * width * 4
        if header.colorType == 6, header.bitDepth == 8 {
          pixels.update(from: row, count: width * 4)
        } else {
          expandRow(row, into: pixels)
        }
      }
    }
    return rgba
  }

  /// Converts one row that is not already 8-bit RGBA.
  private func expandRow(_ row: UnsafePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>) {
    let channels = header.channels
    for x in 0..<header.width {
      let first = x * channels
      let pixel = pixels + x * 4
      switch header.colorType {
      case 0:
        let gray = sample(row, first)
        store(pixel, gray, gray, gray, alpha: keyedAlpha(gray, gray, gray))
      case 2:
        let (red, green, blue) = (
          sample(row, first), sample(row, first + 1), sample(row, first + 2)
        )
        store(pixel, red, green, blue, alpha: keyedAlpha(red, green, blue))
      case 3:
        let entry = sample(row, first) * 4
        for channel in 0..<4 { pixel[channel] = paletteRGBA[entry + channel] }
      case 4:
        let gray = sample(row, first)
        store(pixel, gray, gray, gray, alpha: scaled(sample(row, first + 1)))
      default:
        let (red, green, blue) = (
          sample(row, first), sample(row, first + 1), sample(row, first + 2)
        )
        store(pixel, red, green, blue, alpha: scaled(sample(row, first + 3)))
      }
    }
  }

  /// Transparent when the unscaled samples equal the tRNS colour, opaque otherwise.
  private func keyedAlpha(_ red: Int, _ green: Int, _ blue: Int) -> UInt8 {
    guard let key = transparentKey else { return 255 }
    return key == (red, green, blue) ? 0 : 255
  }

  /// Writes one pixel from unscaled colour samples and an 8-bit alpha.
  private func store(
    _ pixel: UnsafeMutablePointer<UInt8>, _ red: Int, _ green: Int, _ blue: Int, alpha: UInt8
  ) {
    pixel[0] = scaled(red)
    pixel[1] = scaled(green)
    pixel[2] = scaled(blue)
    pixel[3] = alpha
  }

  /// Sample `index` of a row at the picture's depth, unscaled.
  private func sample(_ row: UnsafePointer<UInt8>, _ index: Int) -> Int {
    switch header.bitDepth {
    case 8: return Int(row[index])
    case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
    default:
      let depth = header.bitDepth
      let bit = index * depth
      let shift = 8 - depth - (bit & 7)
      return Int(row[bit >> 3]) >> shift & ((1 << depth) - 1)
    }
  }

  /// A sample brought to 8 bits: 16-bit keeps its high byte, low depths stretch to 0...255.
  private func scaled(_ value: Int) -> UInt8 {
    switch header.bitDepth {
    case 16: return UInt8(truncatingIfNeeded: value >> 8)
    case 8: return UInt8(truncatingIfNeeded: value)
    default: return UInt8(truncatingIfNeeded: value * 255 / ((1 << header.bitDepth) - 1))
    }
  }
}
