/// The Swift file of the symbols Xcode generates for an asset catalog's colours and images
/// (`Color(.brandBlue)`, `Image(.logo)`), which an app built by SwiftPM on Linux does not get.
enum AssetSymbolsFile {
  /// The file's name in the target's folder.
  static let name = "GeneratedAssetSymbols.swift"

  /// The file's text for the colour sets `colors` and image sets `images`, nil when there is
  /// neither. `declared` holds the static members the app declares itself, by extended type
  /// (`Color`, `ShapeStyle`, `UIColor`, `UIImage`), which the file leaves to the app.
  static func text(
    colors: [String], images: [String], declared: [String: Set<String>] = [:]
  ) -> String? {
    let colorMembers = members(colors, type: "ColorResource", dropping: "Color")
    let imageMembers = members(images, type: "ImageResource", dropping: "Image")
    guard !colorMembers.isEmpty || !imageMembers.isEmpty else { return nil }
    var text = """
      // Made by `waypoint port`: the asset symbols Xcode generates for the app's catalogs.
      // Apple's tools generate them there; only Linux needs them here.
      #if os(Linux)
      import SwiftUI

      """
    func append(_ header: String, _ lines: [String]) {
      guard !lines.isEmpty else { return }
      text += "\n\(header) {\n\(lines.joined(separator: "\n"))\n}\n"
    }
    append("extension ColorResource", colorMembers)
    append("extension ImageResource", imageMembers)
    // Xcode's "asset symbol extensions": a top-level colour as `Color.name` (also where a
    // ShapeStyle is expected) and `UIColor.name`, an image as `UIImage.name`, except where a
    // name is taken by the framework or by the app.
    let topColors = topLevelSymbols(colors, dropping: "Color")
    let topImages = topLevelSymbols(images, dropping: "Image")
    func accessors(
      _ symbols: [String], declaredOn owner: String, type: String, reserved: Set<String>,
      value: (String) -> String
    ) -> [String] {
      let taken = reserved.union(declared[owner] ?? [])
      return symbols.filter { !taken.contains($0.trimmingCharacters(in: ["`"])) }.map {
        "  static var \($0): \(type) { \(value($0)) }"
      }
    }
    append(
      "extension Color",
      accessors(topColors, declaredOn: "Color", type: "Color", reserved: colorReserved) {
        "Color(ColorResource.\($0))"
      })
    append(
      "extension ShapeStyle where Self == Color",
      accessors(topColors, declaredOn: "ShapeStyle", type: "Color", reserved: colorReserved) {
        "Color(ColorResource.\($0))"
      })
    append(
      "extension UIColor",
      accessors(
        topColors, declaredOn: "UIColor", type: "UIColor",
        reserved: colorReserved.union(uiColorReserved)
      ) { "UIColor(resource: ColorResource.\($0))" })
    append(
      "extension UIImage",
      accessors(topImages, declaredOn: "UIImage", type: "UIImage", reserved: []) {
        "UIImage(resource: ImageResource.\($0))"
      })
    return text + "#endif\n"
  }

  /// The symbols of the assets outside any namespace folder, each once.
  private static func topLevelSymbols(_ names: [String], dropping suffix: String) -> [String] {
    var seen: Set<String> = []
    return names.sorted().filter { !$0.contains("/") }.compactMap {
      symbolName($0, dropping: suffix)
    }.filter { seen.insert($0).inserted }
  }

  /// Colour names SwiftUI already gives `Color` and `ShapeStyle`; Xcode skips an asset whose
  /// symbol would collide with one.
  static let colorReserved: Set<String> = [
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "tertiary",
    "quaternary", "quinary", "accentColor", "background", "foreground", "separator", "tint",
    "selection", "placeholder", "link", "fill", "windowBackground", "bar", "regularMaterial",
    "thinMaterial", "ultraThinMaterial", "thickMaterial", "ultraThickMaterial", "init",
  ]

  /// Colour names UIKit already gives `UIColor`.
  static let uiColorReserved: Set<String> = [
    "darkGray", "lightGray", "magenta", "darkText", "lightText", "tintColor", "label",
    "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "opaqueSeparator",
    "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
    "quaternarySystemFill", "systemBlue", "systemBrown", "systemCyan", "systemGray",
    "systemGreen", "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple",
    "systemRed", "systemTeal", "systemYellow",
  ]

  /// The members for `names`: a namespaced asset (`Fountain/Stone`) is a member of a nested
  /// enum per namespace (`ImageResource.Fountain.stone`), as Xcode writes them.
  private static func members(_ names: [String], type: String, dropping suffix: String)
    -> [String]
  {
    final class Namespace {
      var members: [String] = []
      var symbols: Set<String> = []
      var children: [(name: String, namespace: Namespace)] = []

      func child(_ name: String) -> Namespace {
        if let found = children.first(where: { $0.name == name }) { return found.namespace }
        let made = Namespace()
        children.append((name, made))
        return made
      }

      func lines(indent: String) -> [String] {
        var lines = members.map { indent + $0 }
        for (name, namespace) in children {
          lines.append("\(indent)enum \(name) {")
          lines += namespace.lines(indent: indent + "  ")
          lines.append("\(indent)}")
        }
        return lines
      }
    }
    let root = Namespace()
    for name in names.sorted() {
      let parts = name.split(separator: "/").map(String.init)
      guard let last = parts.last, let symbol = symbolName(last, dropping: suffix) else {
        continue
      }
      var namespace = root
      for part in parts.dropLast() {
        guard let typeName = namespaceName(part) else { continue }
        namespace = namespace.child(typeName)
      }
      guard namespace.symbols.insert(symbol).inserted else { continue }
      namespace.members.append(
        "static let \(symbol) = \(type)(name: \(name.debugDescription), bundle: .main)")
    }
    return root.lines(indent: "  ")
  }

  /// A namespace folder's name as a type: its words in upper camel case.
  static func namespaceName(_ folder: String) -> String? {
    guard let symbol = symbolName(folder, dropping: ""), !symbol.hasPrefix("`") else {
      return nil
    }
    let name = symbol.hasPrefix("_") ? symbol : symbol.prefix(1).uppercased() + symbol.dropFirst()
    return name
  }

  /// Xcode's name for an asset: its name (the last part of a namespaced one) in lower camel
  /// case, a trailing `Color` or `Image` dropped when something is left (`AccentColor` is
  /// `accent`), `_` before a leading digit, a keyword in backticks.
  static func symbolName(_ assetName: String, dropping suffix: String) -> String? {
    let last = assetName.split(separator: "/").last.map(String.init) ?? assetName
    var words: [String] = []
    var current = ""
    for character in last {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard !words.isEmpty else { return nil }
    var symbol = words.enumerated().map { index, word in
      index == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if !suffix.isEmpty, symbol.count > suffix.count, symbol.hasSuffix(suffix) {
      symbol.removeLast(suffix.count)
    }
    if symbol.first?.isNumber == true { symbol = "_" + symbol }
    if keywords.contains(symbol) { symbol = "`\(symbol)`" }
    return symbol
  }

  private static let keywords: Set<String> = [
    "default", "class", "struct", "enum", "func", "let", "var", "if", "else", "for", "while",
    "return", "switch", "case", "in", "is", "as", "self", "init", "import", "protocol",
    "extension", "static", "public", "private", "internal", "true", "false", "nil", "repeat",
    "do", "try", "throw", "throws", "catch", "guard", "defer", "break", "continue", "where",
    "operator", "subscript", "typealias", "associatedtype", "inout", "fileprivate", "open",
  ]
}
