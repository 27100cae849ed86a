/// Sixel graphics (DEC's six-pixels-per-character picture encoding), so terminals that
/// understand it can show pictures in place of their text fallback.
enum Sixel {
  /// Colour registers: a 6×6×6 cube (0–215) and 16 greys between its levels (216–231).
  static let registerCount = 232
  /// The first grey register.
  private static let firstGrey = 216

  /// A complete sixel sequence drawing `image` scaled to exactly `width`×`height` pixels;
  /// pixels less than half opaque are left unpainted so the terminal background shows.
  static func encode(_ image: PNGImage, width: Int, height: Int) -> [UInt8] {
    let width = max(0, width)
    let height = max(0, height)
    let registers = quantize(scale(image, width: width, height: height))
    var output = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
    appendPalette(of: registers, to: &output)
    for top in stride(from: 0, to: height, by: 6) {
      if top > 0 { output.append(UInt8(ascii: "-")) }
      appendBand(top: top, registers: registers, width: width, height: height, to: &output)
    }
    output += Array("\u{1B}\\".utf8)
    return output
  }

  // MARK: - Scaling

  /// How much one source row or column counts towards one target pixel.
  private struct Share {
    /// The source row or column.
    let source: Int
    /// Its weight, in units shared by all target pixels of the axis.
    let weight: Int
  }

  /// For each target position, the source positions it covers: exact overlaps when shrinking
  /// (area averaging), the nearest source position when enlarging.
  private static func shares(from source: Int, to target: Int) -> [[Share]] {
    guard source > 0 else { return Array(repeating: [], count: target) }
    return (0..<target).map { position in
      guard target < source else {
        return [Share(source: (2 * position + 1) * source / (2 * target), weight: 1)]
      }
      // Measured in 1/target of a source pixel, the target pixel covers [low, high).
      let low = position * source
      let high = low + source
      return (low / target...(high - 1) / target).map { index in
        Share(source: index, weight: min(high, (index + 1) * target) - max(low, index * target))
      }
    }
  }

  /// `image` resized to `width`×`height` RGBA; colours average weighted by alpha, so
  /// transparent pixels do not darken the edges they border.
  private static func scale(_ image: PNGImage, width: Int, height: Int) -> [UInt8] {
    let isComplete =
      image.width > 0 && image.height > 0 && image.rgba.count >= image.width * image.height * 4
    let columns = shares(from: isComplete ? image.width : 0, to: width)
    let rows = shares(from: isComplete ? image.height : 0, to: height)
    var output = [UInt8](repeating: 0, count: width * height * 4)
    image.rgba.withUnsafeBufferPointer { source in
      fill(&output, from: source, sourceWidth: image.width, rows: rows, columns: columns)
    }
    return output
  }

  /// Writes every target pixel of `output` from the source pixels its shares cover.
  private static func fill(
    _ output: inout [UInt8], from source: UnsafeBufferPointer<UInt8>, sourceWidth: Int,
    rows: [[Share]], columns: [[Share]]
  ) {
    let width = columns.count
    for (y, rowShares) in rows.enumerated() {
      for (x, columnShares) in columns.enumerated() {
        let pixel = average(source, width: sourceWidth, rows: rowShares, columns: columnShares)
        let start = (y * width + x) * 4
        output[start] = pixel.red
        output[start + 1] = pixel.green
        output[start + 2] = pixel.blue
        output[start + 3] = pixel.alpha
      }
    }
  }

  /// The alpha-weighted mean of the source pixels the shares cover.
  private static func average(
    _ source: UnsafeBufferPointer<UInt8>, width: Int, rows: [Share], columns: [Share]
  ) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    var (red, green, blue, alpha, totalWeight) = (0, 0, 0, 0, 0)
    for row in rows {
      for column in columns {
        let weight = row.weight * column.weight
        let start = (row.source * width + column.source) * 4
        let coverage = weight * Int(source[start + 3])
        red += coverage * Int(source[start])
        green += coverage * Int(source[start + 1])
        blue += coverage * Int(source[start + 2])
        alpha += coverage
        totalWeight += weight
      }
    }
    guard totalWeight > 0, alpha > 0 else { return (0, 0, 0, 0) }
    return (
      UInt8((red + alpha / 2) / alpha), UInt8((green + alpha / 2) / alpha),
      UInt8((blue + alpha / 2) / alpha), UInt8((alpha + totalWeight / 2) / totalWeight)
    )
  }

  // MARK: - Palette

  /// The colour register of each pixel, or nil where the pixel stays unpainted.
  private static func quantize(_ rgba: [UInt8]) -> [Int?] {
    stride(from: 0, to: rgba.count, by: 4).map { start in
      guard rgba[start + 3] >= 128 else { return nil }
      return register(
        red: Int(rgba[start]), green: Int(rgba[start + 1]), blue: Int(rgba[start + 2]))
    }
  }

  /// The nearest register: the closest cube colour or the closest grey, whichever is nearer.
  static func register(red: Int, green: Int, blue: Int) -> Int {
    let (redLevel, greenLevel, blueLevel) = ((red + 25) / 51, (green + 25) / 51, (blue + 25) / 51)
    let cubeDistance =
      square(red - redLevel * 51) + square(green - greenLevel * 51) + square(blue - blueLevel * 51)
    let grey = min(15, max(0, ((red + green + blue) / 3 + 7) / 15 - 1))
    let value = greyLevel(grey)
    let greyDistance = square(red - value) + square(green - value) + square(blue - value)
    if greyDistance < cubeDistance { return firstGrey + grey }
    return redLevel * 36 + greenLevel * 6 + blueLevel
  }

  /// `value` times itself, for colour distances.
  private static func square(_ value: Int) -> Int { value * value }

  /// The 0–255 value of grey `index` (0–15): evenly between black and white, never a cube level.
  private static func greyLevel(_ index: Int) -> Int { (index + 1) * 15 }

  /// The red, green and blue of a register, in the percent sixel palettes use.
  static func percentages(of register: Int) -> [Int] {
    guard register >= firstGrey else {
      return [register / 36, register / 6 % 6, register % 6].map { $0 * 20 }
    }
    let percent = (greyLevel(register - firstGrey) * 100 + 127) / 255
    return [percent, percent, percent]
  }

  /// Defines `#n;2;r;g;b` for each register the picture uses, and only those.
  private static func appendPalette(of registers: [Int?], to output: inout [UInt8]) {
    var used = [Bool](repeating: false, count: registerCount)
    for case let register? in registers { used[register] = true }
    for register in 0..<registerCount where used[register] {
      let colour = percentages(of: register).map(String.init).joined(separator: ";")
      output += Array("#\(register);2;\(colour)".utf8)
    }
  }

  // MARK: - Bands

  /// Writes the six rows starting at `top`: per register, its sixels across the band.
  private static func appendBand(
    top: Int, registers: [Int?], width: Int, height: Int, to output: inout [UInt8]
  ) {
    let rows = top..<min(top + 6, height)
    // Each register used in the band gets a slot: a run of `width` six-bit column patterns.
    var slots = [Int](repeating: -1, count: registerCount)
    var used: [Int] = []
    for index in rows.lowerBound * width..<rows.upperBound * width {
      guard let register = registers[index], slots[register] < 0 else { continue }
      slots[register] = 0
      used.append(register)
    }
    used.sort()
    for (slot, register) in used.enumerated() { slots[register] = slot }
    var bits = [UInt8](repeating: 0, count: used.count * width)
    for row in rows {
      for x in 0..<width {
        guard let register = registers[row * width + x] else { continue }
        bits[slots[register] * width + x] |= 1 << UInt8(row - top)
      }
    }
    for (slot, register) in used.enumerated() {
      if slot > 0 { output.append(UInt8(ascii: "$")) }
      output += Array("#\(register)".utf8)
      appendSixels(bits[slot * width..<(slot + 1) * width], to: &output)
    }
  }

  /// One register's sixel characters across the band, runs of four or more compressed as
  /// `!count`, trailing unpainted columns left out.
  private static func appendSixels(_ bits: ArraySlice<UInt8>, to output: inout [UInt8]) {
    let painted = bits.lastIndex { $0 != 0 }.map { $0 + 1 } ?? bits.startIndex
    var start = bits.startIndex
    while start < painted {
      var end = start + 1
      while end < painted, bits[end] == bits[start] { end += 1 }
      let character = 0x3F + bits[start]
      let run = end - start
      if run >= 4 {
        output += Array("!\(run)".utf8)
        output.append(character)
      } else {
        output += Array(repeating: character, count: run)
      }
      start = end
    }
  }
}
