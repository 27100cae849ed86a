import Foundation

/// Reads the deflate stream least-significant bit first, as RFC 1951 packs it, through a
/// 64-bit buffer so most reads need no memory access.
struct BitReader {
  /// The compressed bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to load into the buffer.
  var position: Int
  /// Loaded bits not yet consumed, the next one in bit 0.
  var buffer: UInt64 = 0
  /// How many bits of `buffer` are valid.
  var available = 0

  /// Tops the buffer up to at least 57 bits while input remains.
  mutating func refill() {
    while available <= 56, position < bytes.count {
      buffer |= UInt64(bytes[position]) << UInt64(available)
      position += 1
      available += 8
    }
  }

  /// Consumes `count` bits (0 to 32) known to be in the buffer.
  mutating func drop(_ count: Int) {
    buffer >>= UInt64(count)
    available -= count
  }

  /// Reads a `count`-bit number (0 to 32); throws if the input runs out.
  mutating func bits(_ count: Int) throws(PNGError) -> Int {
    if available < count {
      refill()
      guard available >= count else { throw .truncated }
    }
    let value = Int(truncatingIfNeeded: buffer & ((1 << UInt64(count)) - 1))
    drop(count)
    return value
  }

  /// Hands whole buffered bytes back to the input and skips to the next byte boundary, as
  /// stored blocks are byte-aligned and copied straight from the input.
  mutating func alignToByte() {
    position -= available / 8
    buffer = 0
    available = 0
  }
}

/// Decoding tables for one canonical Huffman code, held in memory the inflater owns: a direct
/// lookup for short codes and zlib puff.c-style count and symbol lists for the rest.
struct HuffmanTable {
  /// Bits resolved by one lookup in `fast`.
  static let fastBits = 9
  /// Longest code deflate allows.
  static let maximumLength = 15
  /// Entries a table needs: fast lookup, counts per length, symbols.
  static let storage = (1 << fastBits) + (maximumLength + 1) + 320

  /// Indexed by the next `fastBits` input bits: symbol << 4 | code length, or 0 for codes
  /// longer than `fastBits` (and unused codes).
  private let fast: UnsafeMutablePointer<UInt16>
  /// How many codes have each length, 0 to 15.
  private let counts: UnsafeMutablePointer<UInt16>
  /// Symbols in canonical order (by length, then by symbol).
  private let symbols: UnsafeMutablePointer<UInt16>

  /// A table living in `memory`, which must hold `storage` entries.
  init(memory: UnsafeMutablePointer<UInt16>) {
    fast = memory
    counts = memory + (1 << Self.fastBits)
    symbols = counts + (Self.maximumLength + 1)
  }

  /// Builds the code whose symbol `i` has code length `lengths[i]` (0 = unused, at most 15,
  /// at most 320 symbols); refuses over-subscribed codes, which no prefix code can be.
  func build(_ lengths: UnsafeBufferPointer<UInt8>) throws(PNGError) {
    counts.update(repeating: 0, count: Self.maximumLength + 1)
    for length in lengths { counts[Int(length)] += 1 }
    counts[0] = 0
    var left = 1
    for length in 1...Self.maximumLength {
      left = (left << 1) - Int(counts[length])
      guard left >= 0 else { throw .corruptCompressedData }
    }
    var offsets = [Int](repeating: 0, count: Self.maximumLength + 2)
    for length in 1...Self.maximumLength {
      offsets[length + 1] = offsets[length] + Int(counts[length])
    }
    for (symbol, length) in lengths.enumerated() where length != 0 {
      symbols[offsets[Int(length)]] = UInt16(symbol)
      offsets[Int(length)] += 1
    }
    fillFastTable()
  }

  /// Gives every code of up to `fastBits` bits its lookup entries, bit-reversed because
  /// deflate sends Huffman codes most-significant bit first.
  private func fillFastTable() {
    fast.update(repeating: 0, count: 1 << Self.fastBits)
    var code = 0
    var index = 0
    for length in 1...Self.fastBits {
      for _ in 0..<Int(counts[length]) {
        let entry = UInt16(truncatingIfNeeded: Int(symbols[index]) << 4 | length)
        var slot = reverse(code, bits: length)
        while slot < 1 << Self.fastBits {
          fast[slot] = entry
          slot += 1 << length
        }
        code += 1
        index += 1
      }
      code <<= 1
    }
  }

  /// `code`'s lowest `bits` bits in the opposite order.
  private func reverse(_ code: Int, bits: Int) -> Int {
    var result = 0
    for bit in 0..<bits { result |= (code >> bit & 1) << (bits - 1 - bit) }
    return result
  }

  /// Reads one symbol.
  func decode(_ reader: inout BitReader) throws(PNGError) -> Int {
    if reader.available < Self.maximumLength { reader.refill() }
    let entry = Int(fast[Int(truncatingIfNeeded: reader.buffer) & ((1 << Self.fastBits) - 1)])
    guard entry != 0 else { return try decodeLong(&reader) }
    let length = entry & 15
    // Past the end of the input the buffer reads as zeros; a code reaching there is cut off.
    guard length <= reader.available else { throw .truncated }
    reader.drop(length)
    return entry >> 4
  }

  /// Reads a symbol whose code is longer than the fast table resolves, one bit at a time.
  private func decodeLong(_ reader: inout BitReader) throws(PNGError) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...Self.maximumLength {
      code |= Int(truncatingIfNeeded: reader.buffer >> UInt64(length - 1)) & 1
      let count = Int(counts[length])
      if code < first + count {
        guard length <= reader.available else { throw .truncated }
        reader.drop(length)
        return Int(symbols[index + code - first])
      }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw .corruptCompressedData
  }
}

/// Decompresses a zlib stream into a buffer of known size, the PNG's image data.
struct Inflater {
  /// Base match length of length symbols 257 to 285.
  private static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  /// Extra bits after length symbols 257 to 285.
  private static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Base distance of distance symbols 0 to 29.
  private static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  /// Extra bits after distance symbols 0 to 29.
  private static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]
  /// The order code-length code lengths are sent in a dynamic block header.
  private static let codeLengthOrder: [Int] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  /// The compressed input.
  private var reader: BitReader
  /// Where decompressed bytes go.
  private let output: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes of `output` are written.
  private var written = 0
  /// The literal/length code of the current block.
  private let literals: HuffmanTable
  /// The distance code of the current block.
  private let distances: HuffmanTable
  /// Code lengths read from a dynamic block header (up to 288 + 32).
  private let lengths: UnsafeMutableBufferPointer<UInt8>

  /// Decompresses `zlib`, which must produce exactly `expectedSize` bytes.
  static func decompress(
    _ zlib: [UInt8], expectedSize: Int
  ) throws(PNGError) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: expectedSize)
    let tables = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * HuffmanTable.storage)
    defer { tables.deallocate() }
    let lengths = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 320)
    defer { lengths.deallocate() }
    try zlib.withUnsafeBufferPointer { (input) throws(PNGError) in
      try output.withUnsafeMutableBufferPointer { (buffer) throws(PNGError) in
        var inflater = Inflater(
          reader: BitReader(bytes: input, position: 0), output: buffer,
          literals: HuffmanTable(memory: tables),
          distances: HuffmanTable(memory: tables + HuffmanTable.storage), lengths: lengths)
        try inflater.run()
      }
    }
    return output
  }

  /// Reads the zlib header and every deflate block; the Adler-32 trailer is not checked, as
  /// the output's exact length already catches most damage and the pixels are only shown.
  private mutating func run() throws(PNGError) {
    let method = try reader.bits(8)
    let flags = try reader.bits(8)
    guard method & 15 == 8, method >> 4 <= 7, (method << 8 | flags) % 31 == 0,
      flags & 0x20 == 0
    else { throw .corruptCompressedData }
    var isFinal = false
    while !isFinal {
      isFinal = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0: try copyStoredBlock()
      case 1: try decodeFixedBlock()
      case 2: try decodeDynamicBlock()
      default: throw .corruptCompressedData
      }
    }
    guard written == output.count else { throw .corruptCompressedData }
  }

  /// Copies an uncompressed block straight from the input.
  private mutating func copyStoredBlock() throws(PNGError) {
    reader.drop(reader.available % 8)
    let length = try reader.bits(16)
    let complement = try reader.bits(16)
    guard length == ~complement & 0xFFFF else { throw .corruptCompressedData }
    reader.alignToByte()
    guard reader.position + length <= reader.bytes.count else { throw .truncated }
    guard written + length <= output.count else { throw .corruptCompressedData }
    let source = reader.bytes[reader.position..<reader.position + length]
    _ = UnsafeMutableBufferPointer(rebasing: output[written..<written + length]).update(
      fromContentsOf: UnsafeBufferPointer(rebasing: source))
    written += length
    reader.position += length
  }

  /// Decodes a block using the code RFC 1951 fixes in advance.
  private mutating func decodeFixedBlock() throws(PNGError) {
    for symbol in 0..<288 {
      lengths[symbol] = symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8
    }
    try literals.build(UnsafeBufferPointer(rebasing: lengths[0..<288]))
    for symbol in 0..<30 { lengths[symbol] = 5 }
    try distances.build(UnsafeBufferPointer(rebasing: lengths[0..<30]))
    try decodeSymbols()
  }

  /// Reads a dynamic block's codes from its header, then decodes the block.
  private mutating func decodeDynamicBlock() throws(PNGError) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw .corruptCompressedData }
    lengths.update(repeating: 0)
    for index in 0..<codeLengthCount {
      lengths[Self.codeLengthOrder[index]] = UInt8(try reader.bits(3))
    }
    // The code-length code borrows the literal table; the literal code replaces it below.
    try literals.build(UnsafeBufferPointer(rebasing: lengths[0..<19]))
    try readCodeLengths(count: literalCount + distanceCount)
    guard lengths[256] != 0 else { throw .corruptCompressedData }
    try literals.build(UnsafeBufferPointer(rebasing: lengths[0..<literalCount]))
    try distances.build(
      UnsafeBufferPointer(rebasing: lengths[literalCount..<literalCount + distanceCount]))
    try decodeSymbols()
  }

  /// Reads `count` literal and distance code lengths with the code-length code, expanding
  /// its repeat symbols 16 (previous length), 17 and 18 (zeros).
  private mutating func readCodeLengths(count: Int) throws(PNGError) {
    var index = 0
    while index < count {
      let symbol = try literals.decode(&reader)
      var value = 0
      let repeats: Int
      switch symbol {
      case 0...15:
        lengths[index] = UInt8(symbol)
        index += 1
        continue
      case 16:
        guard index > 0 else { throw .corruptCompressedData }
        value = Int(lengths[index - 1])
        repeats = 3 + (try reader.bits(2))
      case 17: repeats = 3 + (try reader.bits(3))
      default: repeats = 11 + (try reader.bits(7))
      }
      guard index + repeats <= count else { throw .corruptCompressedData }
      for offset in 0..<repeats { lengths[index + offset] = UInt8(value) }
      index += repeats
    }
  }

  /// Decodes literals and back-references until the end-of-block symbol.
  private mutating func decodeSymbols() throws(PNGError) {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        guard written < output.count else { throw .corruptCompressedData }
        output[written] = UInt8(symbol)
        written += 1
      } else if symbol == 256 {
        return
      } else {
        try copyMatch(lengthSymbol: symbol - 257)
      }
    }
  }

  /// Repeats earlier output: a length symbol, its extra bits, then a distance.
  private mutating func copyMatch(lengthSymbol: Int) throws(PNGError) {
    guard lengthSymbol < 29 else { throw .corruptCompressedData }
    let length = Self.lengthBase[lengthSymbol] + (try reader.bits(Self.lengthExtra[lengthSymbol]))
    let distanceSymbol = try distances.decode(&reader)
    guard distanceSymbol < 30 else { throw .corruptCompressedData }
    let distance =
      Self.distanceBase[distanceSymbol] + (try reader.bits(Self.distanceExtra[distanceSymbol]))
    guard distance <= written, written + length <= output.count else {
      throw .corruptCompressedData
    }
    // Byte by byte on purpose: a match may overlap the bytes it is producing.
    for index in written..<written + length { output[index] = output[index - distance] }
    written += length
  }
}
