import Foundation

/// A picture decoded from PNG data, as straight-alpha RGBA bytes, so the terminal renderer can
/// draw asset images without a platform image library.
struct PNGImage: Sendable, Equatable {
  /// Width in pixels.
  let width: Int
  /// Height in pixels.
  let height: Int
  /// Rows top to bottom, four bytes (red, green, blue, alpha) per pixel, alpha not premultiplied.
  let rgba: [UInt8]

  /// The largest width or height accepted, so a hostile header cannot ask for gigabytes.
  static let maximumSide = 4096
  /// The largest decompressed image data accepted, for the same reason.
  static let maximumDataSize = 64 << 20

  /// Decodes a non-interlaced PNG of any colour type; throws rather than trapping on bad input.
  static func decode(_ data: Data) throws(PNGError) -> PNGImage {
    let chunks = try PNGChunks(reading: [UInt8](data))
    let header = chunks.header
    var raw = try Inflater.decompress(chunks.compressed, expectedSize: header.dataSize)
    try raw.withUnsafeMutableBufferPointer { (buffer) throws(PNGError) in
      try Unfilter.apply(to: buffer, header: header)
    }
    let rgba = raw.withUnsafeBufferPointer { buffer in
      PixelExpander(header: header, chunks: chunks).expand(buffer)
    }
    return PNGImage(width: header.width, height: header.height, rgba: rgba)
  }
}

/// Why PNG data could not be decoded.
enum PNGError: Error, Equatable, CustomStringConvertible {
  /// The data does not start with the PNG signature.
  case notPNG
  /// The data ends before the picture does.
  case truncated
  /// A chunk (named) is missing, repeated where it must be unique, or has the wrong size.
  case badChunk(String)
  /// The picture uses a PNG feature this decoder leaves out (described).
  case unsupported(String)
  /// The zlib/deflate stream holding the image data is invalid or the wrong length.
  case corruptCompressedData
  /// A row names a filter type other than the five PNG defines.
  case badFilter(UInt8)
  /// The picture exceeds the size limits.
  case tooLarge

  /// One sentence saying what went wrong.
  var description: String {
    switch self {
    case .notPNG:
      return "The data is not a PNG picture: it does not start with the PNG signature."
    case .truncated:
      return "The PNG data ends before the picture is complete."
    case .badChunk(let name):
      return "The PNG's \(name) chunk is missing, repeated or malformed."
    case .unsupported(let feature):
      return "The PNG uses a feature this decoder does not support: \(feature)."
    case .corruptCompressedData:
      return "The PNG's compressed image data is corrupt."
    case .badFilter(let type):
      return "A row of the PNG uses filter type \(type), but only types 0 to 4 exist."
    case .tooLarge:
      return "The PNG is larger than 4096×4096 pixels or 64 MiB of image data."
    }
  }
}
