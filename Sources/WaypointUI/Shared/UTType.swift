#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#else
  /// A type of data, named by a uniform type identifier (`public.plain-text`), as documents and
  /// file importers declare what they read and write. Linux has no UniformTypeIdentifiers
  /// framework; Waypoint gives the type its identity, its place in the type hierarchy for the
  /// common types, and its filename extension.
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier (`public.json`, `com.example.recipe`).
    public let identifier: String
    /// The filename extension files of this type take, when one is known.
    public let preferredFilenameExtension: String?
    /// The types this one conforms to directly.
    let parents: [String]

    init(identifier: String, filenameExtension: String?, parents: [String]) {
      self.identifier = identifier
      preferredFilenameExtension = filenameExtension
      self.parents = parents
    }

    /// The type with `identifier`, if it is one of the types known here.
    public init?(_ identifier: String) {
      guard let known = Self.known.first(where: { $0.identifier == identifier }) else {
        return nil
      }
      self = known
    }

    /// The known type whose files take `filenameExtension`, if any.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      let lowercased = filenameExtension.lowercased()
      guard
        let known = Self.known.first(where: {
          $0.preferredFilenameExtension == lowercased && $0.conforms(to: supertype)
        })
      else { return nil }
      self = known
    }

    /// A type the app declares itself (its own document type).
    public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
      self.init(identifier: identifier, filenameExtension: nil, parents: [parentType.identifier])
    }

    /// A type another app owns, which this app reads or writes.
    public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
      self.init(identifier: identifier, filenameExtension: nil, parents: [parentType.identifier])
    }

    /// Whether this type is `type` or one of its descendants.
    public func conforms(to type: UTType) -> Bool {
      if identifier == type.identifier { return true }
      return parents.contains { parent in
        (Self.known.first { $0.identifier == parent }
          ?? UTType(identifier: parent, filenameExtension: nil, parents: []))
          .conforms(to: type)
      }
    }

    /// Whether this type is a descendant of `type`, and not `type` itself.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }

    /// Two types are the same when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    private static func declared(_ identifier: String, _ ext: String? = nil, _ parents: String...)
      -> UTType
    {
      UTType(identifier: identifier, filenameExtension: ext, parents: parents)
    }

    /// The base type of every item.
    public static let item = declared("public.item")
    /// Content a user can open: text, images, documents.
    public static let content = declared("public.content")
    /// A sequence of bytes.
    public static let data = declared("public.data", nil, "public.item")
    /// A folder.
    public static let folder = declared("public.folder", nil, "public.directory")
    /// A directory.
    public static let directory = declared("public.directory", nil, "public.item")
    /// A URL.
    public static let url = declared("public.url", nil, "public.data")
    /// A URL of a file.
    public static let fileURL = declared("public.file-url", nil, "public.url")
    /// Text of any encoding and markup.
    public static let text = declared("public.text", nil, "public.data", "public.content")
    /// Text without markup.
    public static let plainText = declared("public.plain-text", "txt", "public.text")
    /// Plain text in UTF-8.
    public static let utf8PlainText = declared("public.utf8-plain-text", "txt", "public.plain-text")
    /// JSON.
    public static let json = declared("public.json", "json", "public.text")
    /// XML.
    public static let xml = declared("public.xml", "xml", "public.text")
    /// HTML.
    public static let html = declared("public.html", "html", "public.text")
    /// Comma-separated values.
    public static let commaSeparatedText = declared(
      "public.comma-separated-values-text", "csv", "public.text")
    /// Rich text.
    public static let rtf = declared("public.rtf", "rtf", "public.text")
    /// Source code.
    public static let sourceCode = declared("public.source-code", nil, "public.plain-text")
    /// An image.
    public static let image = declared("public.image", nil, "public.data", "public.content")
    /// A PNG image.
    public static let png = declared("public.png", "png", "public.image")
    /// A JPEG image.
    public static let jpeg = declared("public.jpeg", "jpeg", "public.image")
    /// A PDF document.
    public static let pdf = declared("com.adobe.pdf", "pdf", "public.data", "public.content")
    /// Audio and video.
    public static let audiovisualContent = declared(
      "public.audiovisual-content", nil, "public.data", "public.content")
    /// Audio.
    public static let audio = declared("public.audio", nil, "public.audiovisual-content")
    /// Video.
    public static let movie = declared("public.movie", nil, "public.audiovisual-content")
    /// A directory shown as one file.
    public static let package = declared("com.apple.package", nil, "public.directory")
    /// A zip archive.
    public static let zip = declared("public.zip-archive", "zip", "public.data")

    static let known: [UTType] = [
      .item, .content, .data, .folder, .directory, .url, .fileURL, .text, .plainText,
      .utf8PlainText, .json, .xml, .html, .commaSeparatedText, .rtf, .sourceCode, .image, .png,
      .jpeg, .pdf, .audiovisualContent, .audio, .movie, .package, .zip,
    ]
  }
#endif
