import Foundation

#if !canImport(UniformTypeIdentifiers)
  /// A uniform type identifier: what kind of data a file or a dragged item holds.
  ///
  /// SwiftUI takes this from UniformTypeIdentifiers, which Linux lacks; Waypoint declares the
  /// type with the common identifiers and their conformances.
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    let parents: [String]

    init(identifier: String, parents: [String]) {
      self.identifier = identifier
      self.parents = parents
    }

    /// The type named `identifier`: one of the common types, or an app's own.
    public init?(_ identifier: String) {
      guard !identifier.isEmpty else { return nil }
      self =
        Self.known.first { $0.identifier == identifier }
        ?? UTType(identifier: identifier, parents: ["public.data"])
    }

    /// An app's own type, declared by its identifier.
    public init(exportedAs identifier: String) {
      self.init(identifier: identifier, parents: ["public.data"])
    }

    /// Whether this type is `type` or one of its descendants.
    public func conforms(to type: UTType) -> Bool {
      if identifier == type.identifier { return true }
      return parents.contains { parent in
        parent == type.identifier
          || (UTType.known.first { $0.identifier == parent }?.conforms(to: type) ?? false)
      }
    }

    /// The identifier.
    public var description: String { identifier }

    /// Any item.
    public static let item = UTType(identifier: "public.item", parents: [])
    /// Any content.
    public static let content = UTType(identifier: "public.content", parents: [])
    /// Bytes of data.
    public static let data = UTType(identifier: "public.data", parents: ["public.item"])
    /// Text.
    public static let text = UTType(
      identifier: "public.text", parents: ["public.data", "public.content"])
    /// Plain text.
    public static let plainText = UTType(identifier: "public.plain-text", parents: ["public.text"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType(
      identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    /// A URL.
    public static let url = UTType(identifier: "public.url", parents: ["public.data"])
    /// A file URL.
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"])
    /// JSON.
    public static let json = UTType(identifier: "public.json", parents: ["public.text"])
    /// An image.
    public static let image = UTType(
      identifier: "public.image", parents: ["public.data", "public.content"])
    /// A PNG image.
    public static let png = UTType(identifier: "public.png", parents: ["public.image"])
    /// A JPEG image.
    public static let jpeg = UTType(identifier: "public.jpeg", parents: ["public.image"])
    /// A PDF document.
    public static let pdf = UTType(
      identifier: "com.adobe.pdf", parents: ["public.data", "public.content"])
    /// A folder.
    public static let folder = UTType(identifier: "public.folder", parents: ["public.item"])

    static let known: [UTType] = [
      .item, .content, .data, .text, .plainText, .utf8PlainText, .url, .fileURL, .json, .image,
      .png, .jpeg, .pdf, .folder,
    ]
  }
#endif
