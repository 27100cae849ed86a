/// The Swift file of the symbols Xcode generates for an asset catalog's colours and images
/// (`Color(.brandBlue)`, `Image(.logo)`), which an app built by SwiftPM on Linux does not get.
enum AssetSymbolsFile {
  /// The file's name in the target's folder.
  static let name = "GeneratedAssetSymbols.swift"

  /// The file's text for the colour sets `colors` and image sets `images`, nil when there is
  /// neither.
  static func text(colors: [String], images: [String]) -> String? {
    let colorMembers = members(colors, type: "ColorResource", dropping: "Color")
    let imageMembers = members(images, type: "ImageResource", dropping: "Image")
    guard !colorMembers.isEmpty || !imageMembers.isEmpty else { return nil }
    var text = """
      // Made by `waypoint port`: the asset symbols Xcode generates for the app's catalogs.
      // Apple's tools generate them there; only Linux needs them here.
      #if os(Linux)
      import SwiftUI

      """
    if !colorMembers.isEmpty {
      text += "\nextension ColorResource {\n\(colorMembers.joined(separator: "\n"))\n}\n"
    }
    if !imageMembers.isEmpty {
      text += "\nextension ImageResource {\n\(imageMembers.joined(separator: "\n"))\n}\n"
    }
    return text + "#endif\n"
  }

  private static func members(_ names: [String], type: String, dropping suffix: String)
    -> [String]
  {
    var seen: Set<String> = []
    return names.sorted().compactMap { name in
      guard let symbol = symbolName(name, dropping: suffix), seen.insert(symbol).inserted else {
        return nil
      }
      return "  static let \(symbol) = \(type)(name: \(name.debugDescription), bundle: .main)"
    }
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
    if symbol.count > suffix.count, symbol.hasSuffix(suffix) {
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
