import Foundation

/// The level of a heading, for assistive technologies that move between headings.
@frozen
public enum AccessibilityHeadingLevel: RawRepresentable, Hashable, Sendable,
  CustomStringConvertible
{
  /// Marks a heading with no particular level: raw value 0, recorded as `.unspecified`.
  case unspecified
  /// A first-level heading.
  case h1
  /// A second-level heading.
  case h2
  /// A third-level heading.
  case h3
  /// A fourth-level heading.
  case h4
  /// A fifth-level heading.
  case h5
  /// A sixth-level heading.
  case h6

  /// The level of a raw value from 0 (unspecified) to 6; nil for others.
  public init?(rawValue: UInt) {
    let levels: [AccessibilityHeadingLevel] = [.unspecified, .h1, .h2, .h3, .h4, .h5, .h6]
    guard rawValue < levels.count else { return nil }
    self = levels[Int(rawValue)]
  }

  /// The level's number: 0 when unspecified, else 1 to 6.
  public var rawValue: UInt {
    switch self {
    case .unspecified: 0
    case .h1: 1
    case .h2: 2
    case .h3: 3
    case .h4: 4
    case .h5: 5
    case .h6: 6
    }
  }

  /// The level as Swift source: `.h1`.
  public var description: String {
    self == .unspecified ? ".unspecified" : ".h\(rawValue)"
  }
}

/// The role of a view in a pair of a label and its content.
@frozen public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The label of the pair.
  case label
  /// The content the label describes.
  case content
}

/// The kind of text a view shows, so assistive technologies read it suitably.
public struct AccessibilityTextContentType: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// Plain text.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// Console output.
  public static let console = AccessibilityTextContentType(name: "console")
  /// File names and paths.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// Prose, as in a book.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// Cells of a spreadsheet.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processing document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")

  /// The type as Swift source: `.sourceCode`.
  public var description: String { ".\(name)" }
}

/// The key of a piece of custom accessibility content: its label and an identifier.
public struct AccessibilityCustomContentKey: Equatable {
  /// What the content is called.
  let label: String
  /// What identifies the content; its label when none is given.
  let id: String

  /// A key with a label and an identifier.
  public init(_ label: Text, id: String) {
    self.label = label.plainText
    self.id = id
  }

  /// A key whose label is `labelKey` resolved, told apart from others by `id`.
  public init(_ labelKey: LocalizedStringKey, id: String) {
    label = labelKey.resolved
    self.id = id
  }

  /// A key with a localized label that also identifies it.
  public init(_ labelKey: LocalizedStringKey) {
    label = labelKey.resolved
    id = labelKey.resolved
  }

  /// Whether two keys identify the same content.
  public static func == (a: AccessibilityCustomContentKey, b: AccessibilityCustomContentKey)
    -> Bool
  {
    a.id == b.id
  }
}

/// A kind of element an assistive technology's rotor moves between.
public struct AccessibilitySystemRotor: Sendable, CustomStringConvertible {
  /// The rotor as Swift source: `.links`, `.headings(level: .h2)`.
  public let description: String

  /// Links that were visited (`true`) or not.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(description: ".links(visited: \(visited))")
  }
  /// All links.
  public static var links: AccessibilitySystemRotor { .init(description: ".links") }
  /// Headings of one level.
  public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(description: ".headings(level: \(level))")
  }
  /// All headings.
  public static var headings: AccessibilitySystemRotor { .init(description: ".headings") }
  /// Bold text.
  public static var boldText: AccessibilitySystemRotor { .init(description: ".boldText") }
  /// Italic text.
  public static var italicText: AccessibilitySystemRotor { .init(description: ".italicText") }
  /// Underlined text.
  public static var underlineText: AccessibilitySystemRotor {
    .init(description: ".underlineText")
  }
  /// Misspelled words.
  public static var misspelledWords: AccessibilitySystemRotor {
    .init(description: ".misspelledWords")
  }
  /// Images.
  public static var images: AccessibilitySystemRotor { .init(description: ".images") }
  /// Text fields.
  public static var textFields: AccessibilitySystemRotor { .init(description: ".textFields") }
  /// Tables.
  public static var tables: AccessibilitySystemRotor { .init(description: ".tables") }
  /// Lists.
  public static var lists: AccessibilitySystemRotor { .init(description: ".lists") }
  /// Landmarks.
  public static var landmarks: AccessibilitySystemRotor { .init(description: ".landmarks") }
}
