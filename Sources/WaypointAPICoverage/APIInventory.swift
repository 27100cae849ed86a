import Foundation

/// SwiftUI's public declarations usable on iOS, derived from Apple's interface files and kept in
/// the project as data (names, labels, types, kind, availability — nothing else), one JSON object
/// a line, so that coverage is measured offline.
public struct APIInventory: Sendable {
  /// One declaration of the interface, its area, and why it is left out of the targets, if it is.
  public struct Entry: Hashable, Sendable, Codable {
    /// The declaration.
    public var declaration: APIDeclaration
    /// The part of SwiftUI it belongs to.
    public var area: APIArea
    /// Why Waypoint does not aim to declare it (bound to UIKit, to an Apple service…), or nil.
    public var exclusion: String?
  }

  /// Where the declarations come from (`iOS 26.2 SDK: SwiftUI, SwiftUICore`).
  public var source: String
  /// The declarations, one per identity, in a stable order.
  public var entries: [Entry]

  /// An inventory of the given entries.
  public init(source: String, entries: [Entry]) {
    self.source = source
    self.entries = entries
  }

  /// The inventory of interface files' declarations: one entry per identity, iOS-unavailable
  /// declarations and conformance witnesses left out, each classified.
  public init(source: String, reader: DeclarationReader) {
    let viewTypes = reader.types(conformingTo: "View")
    var seen: Set<String> = []
    var entries: [Entry] = []
    // A type left out takes its members with it.
    var excludedTypes: [String: String] = [:]
    for read in reader.declarations() where !read.isUnavailable {
      let declaration = read.declaration
      guard !Self.isWitness(declaration), seen.insert(declaration.identity).inserted else {
        continue
      }
      let container = declaration.container
      let inherited = excludedTypes.first {
        container == $0.key || container.hasPrefix($0.key + ".")
      }
      let exclusion = inherited?.value ?? APIExclusion.reason(for: read)
      if declaration.kind == .type, let exclusion {
        excludedTypes[declaration.qualifiedName] = exclusion
      }
      entries.append(
        Entry(
          declaration: declaration, area: APIArea.of(declaration, viewTypes: viewTypes),
          exclusion: exclusion))
    }
    self.init(
      source: source,
      entries: entries.sorted {
        ($0.area, $0.declaration.container, $0.declaration.name, $0.declaration.identity) < (
          $1.area, $1.declaration.container, $1.declaration.name, $1.declaration.identity
        )
      })
  }

  /// Members every conforming type gets from the compiler or the standard library, which no
  /// interface comparison should count.
  static func isWitness(_ declaration: APIDeclaration) -> Bool {
    switch (declaration.kind, declaration.name) {
    case (.function, "hash"), (.property, "hashValue"), (.function, "=="), (.function, "!="),
      (.function, "encode"), (.property, "description"), (.property, "debugDescription"),
      (.property, "customMirror"), (.property, "playgroundDescription"),
      (.property, "customPlaygroundQuickLook"):
      return true
    case (.initializer, _):
      return declaration.parameters?.map(\.label) == ["from"]
    case (.property, "body"), (.function, "makeBody"):
      // A view's or a style's own body is its conformance, not API callers use; the protocols'
      // requirements are kept.
      return !Self.protocolsWithBody.contains(declaration.container)
    default:
      return false
    }
  }

  private static let protocolsWithBody: Set<String> = [
    "View", "ViewModifier", "Scene", "App", "Commands", "ToolbarContent",
    "CustomizableToolbarContent", "TableColumnContent", "TableRowContent", "TabContent",
    "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "ProgressViewStyle",
    "GaugeStyle", "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle", "LabeledContentStyle",
    "FormStyle", "ControlGroupStyle", "NavigationSplitViewStyle", "DatePickerStyle",
    "ShapeStyle", "Layout", "PreviewModifier", "TextFieldStyle", "ContentUnavailableView",
  ]

  /// The inventory as text: a header line, then one JSON object a line.
  public func text() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var lines = ["# \(source)"]
    for entry in entries {
      lines.append(String(decoding: try encoder.encode(entry), as: UTF8.self))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Reads an inventory written by `text()`.
  public init(text: String) throws {
    let decoder = JSONDecoder()
    var source = ""
    var entries: [Entry] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated()
    {
      if line.hasPrefix("# ") {
        source = String(line.dropFirst(2))
        continue
      }
      do {
        entries.append(try decoder.decode(Entry.self, from: Data(line.utf8)))
      } catch {
        throw CoverageError.badInventoryLine(number + 1, "\(error)")
      }
    }
    self.init(source: source, entries: entries)
  }
}

/// Why a coverage command could not do its work.
public enum CoverageError: Error, CustomStringConvertible, Equatable {
  case badInventoryLine(Int, String)
  case unreadable(String)
  case noDeclarations(String)

  /// The error as one sentence.
  public var description: String {
    switch self {
    case .badInventoryLine(let line, let why): return "inventory line \(line) is not valid: \(why)"
    case .unreadable(let path): return "cannot read \(path)"
    case .noDeclarations(let path): return "\(path) declares nothing public"
    }
  }
}

extension APIDeclaration.Parameter {
  /// Reads `["label", "Type"]`, with a third element `true` when it has a default (short, so
  /// that each line of the inventory stays short).
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    label = try container.decode(String.self)
    type = try container.decode(String.self)
    hasDefault = container.isAtEnd ? false : try container.decode(Bool.self)
  }

  /// Writes `["label", "Type"]`, and `true` third when it has a default.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(label)
    try container.encode(type)
    if hasDefault { try container.encode(true) }
  }
}
