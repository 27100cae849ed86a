import Foundation

/// An image set's `Contents.json`, as Xcode writes it: its files by scale and appearance, and
/// whether it is drawn as a template.
public struct ImageSetContents: Sendable, Equatable {
  /// One file of the set.
  public struct Variant: Sendable, Equatable {
    /// The file's name in the `.imageset` folder.
    public var filename: String
    /// The scale the file is drawn at (1, 2 or 3); nil for a single vector or any-scale file.
    public var scale: Int?
    /// Whether the file is for the dark appearance.
    public var isDark: Bool
    /// The device family the file is for (`universal`, `iphone`, `ipad`, `mac`, …).
    public var idiom: String

    /// Creates a variant.
    public init(filename: String, scale: Int?, isDark: Bool, idiom: String = "universal") {
      self.filename = filename
      self.scale = scale
      self.isDark = isDark
      self.idiom = idiom
    }

    /// The file's format, from its extension.
    public var format: ImageFormat? { ImageFormat(filename: filename) }
  }

  /// The files the set names, in the order it names them.
  public var variants: [Variant]
  /// Whether the set asks to be drawn in the foreground colour (`template-rendering-intent`).
  public var isTemplate: Bool

  /// Creates contents.
  public init(variants: [Variant], isTemplate: Bool = false) {
    self.variants = variants
    self.isTemplate = isTemplate
  }

  /// Reads a `Contents.json`; throws a sentence when it is not one.
  public static func parse(_ data: Data) throws -> ImageSetContents {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw ImageSetContentsError(reason: "not an image set's Contents.json (\(error))")
    }
    let variants = (file.images ?? []).compactMap { entry -> Variant? in
      guard let filename = entry.filename, !filename.isEmpty else { return nil }
      let scale = entry.scale.flatMap {
        Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "x")))
      }
      let isDark = (entry.appearances ?? []).contains {
        $0.appearance == "luminosity" && $0.value == "dark"
      }
      return Variant(
        filename: filename, scale: scale, isDark: isDark, idiom: entry.idiom ?? "universal")
    }
    return ImageSetContents(
      variants: variants,
      isTemplate: file.properties?.templateRenderingIntent == "template")
  }

  /// The variants a phone-sized app draws: universal ones, else the iPhone's, else all.
  public var preferredVariants: [Variant] {
    for idioms in [["universal"], ["iphone"], ["ipad"], ["mac"]] {
      let chosen = variants.filter { idioms.contains($0.idiom) }
      if !chosen.isEmpty { return chosen }
    }
    return variants
  }

  private struct File: Decodable {
    struct Entry: Decodable {
      var filename: String?
      var scale: String?
      var idiom: String?
      var appearances: [Appearance]?
    }
    struct Appearance: Decodable {
      var appearance: String?
      var value: String?
    }
    struct Properties: Decodable {
      var templateRenderingIntent: String?
      enum CodingKeys: String, CodingKey {
        case templateRenderingIntent = "template-rendering-intent"
      }
    }
    var images: [Entry]?
    var properties: Properties?
  }
}

/// Why an image set's `Contents.json` could not be read.
public struct ImageSetContentsError: Error, Sendable, CustomStringConvertible {
  /// The reason, as a sentence fragment.
  public var reason: String
  /// The reason.
  public var description: String { reason }
}
