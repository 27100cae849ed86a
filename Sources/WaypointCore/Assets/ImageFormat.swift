import Foundation

/// The file formats an asset catalog's image set may hold.
public enum ImageFormat: String, Sendable, CaseIterable {
  /// Portable Network Graphics.
  case png
  /// JPEG.
  case jpeg
  /// High Efficiency Image File Format; nothing on Linux decodes it.
  case heic
  /// A PDF vector; browsers do not draw it as an image.
  case pdf
  /// An SVG vector.
  case svg
  /// A GIF.
  case gif

  /// The format a file's extension names, if it is one of these.
  public init?(filename: String) {
    switch (filename as NSString).pathExtension.lowercased() {
    case "png": self = .png
    case "jpg", "jpeg": self = .jpeg
    case "heic", "heif": self = .heic
    case "pdf": self = .pdf
    case "svg": self = .svg
    case "gif": self = .gif
    default: return nil
    }
  }

  /// The format `data` is in, by its first bytes; nil when it is none of these.
  public init?(sniffing data: Data) {
    let head = [UInt8](data.prefix(512))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      self = .png
    } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if head.starts(with: Array("GIF8".utf8)) {
      self = .gif
    } else if head.starts(with: Array("%PDF".utf8)) {
      self = .pdf
    } else if head.count > 12, head[4..<8].elementsEqual("ftyp".utf8),
      ["heic", "heix", "mif1", "msf1"].contains(String(decoding: head[8..<12], as: UTF8.self))
    {
      self = .heic
    } else if String(decoding: head, as: UTF8.self).contains("<svg") {
      self = .svg
    } else {
      return nil
    }
  }

  /// The media type a server sends it as.
  public var mediaType: String {
    switch self {
    case .png: "image/png"
    case .jpeg: "image/jpeg"
    case .heic: "image/heic"
    case .pdf: "application/pdf"
    case .svg: "image/svg+xml"
    case .gif: "image/gif"
    }
  }

  /// Whether a browser draws it in an `<img>`.
  public var isDrawnByBrowsers: Bool { self != .heic && self != .pdf }

  /// The size in pixels the file's header gives, when it can be read (a vector's is its
  /// declared size in points).
  public func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(65_536))
    func bigEndian(_ at: Int, _ count: Int) -> Int? {
      guard at + count <= bytes.count else { return nil }
      return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }
    switch self {
    case .png:
      guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let width = bigEndian(16, 4),
        let height = bigEndian(20, 4)
      else { return nil }
      return (width, height)
    case .gif:
      guard bytes.count >= 10, bytes.starts(with: Array("GIF".utf8)) else { return nil }
      return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    case .jpeg:
      // Walk the segments to the first start-of-frame marker, which carries the size.
      var index = 2
      while index + 9 < bytes.count, bytes[index] == 0xFF {
        let marker = bytes[index + 1]
        let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
        if isFrame, let height = bigEndian(index + 5, 2), let width = bigEndian(index + 7, 2) {
          return (width, height)
        }
        guard let length = bigEndian(index + 2, 2) else { return nil }
        index += 2 + length
      }
      return nil
    case .svg:
      return Self.svgSize(String(decoding: bytes, as: UTF8.self))
    case .heic, .pdf:
      return nil
    }
  }

  /// An SVG's `width` and `height`, else its `viewBox`'s.
  private static func svgSize(_ text: String) -> (width: Int, height: Int)? {
    guard let start = text.range(of: "<svg") else { return nil }
    let tag = text[start.upperBound...].prefix { $0 != ">" }
    func attribute(_ name: String) -> String? {
      guard let range = tag.range(of: " \(name)=\"") else { return nil }
      return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }
    func number(_ text: String?) -> Int? {
      text.flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) }.map { Int($0.rounded()) }
    }
    if let width = number(attribute("width")), let height = number(attribute("height")) {
      return (width, height)
    }
    let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }) ?? []
    guard box.count == 4, let width = number(String(box[2])), let height = number(String(box[3]))
    else { return nil }
    return (width, height)
  }
}
