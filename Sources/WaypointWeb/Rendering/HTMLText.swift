/// Escaping for the two places the app's text goes in a page: between tags and inside quoted
/// attribute values. Every string from the app passes through one of them.
enum HTMLText {
  /// `text` safe between tags: `<`, `>` and `&` escaped.
  static func content(_ text: String) -> String {
    escape(text, quotes: false)
  }

  /// `text` safe inside a double-quoted attribute value: quotes escaped too.
  static func attribute(_ text: String) -> String {
    escape(text, quotes: true)
  }

  private static func escape(_ text: String, quotes: Bool) -> String {
    let special: Set<Character> = quotes ? ["<", ">", "&", "\"", "'"] : ["<", ">", "&"]
    guard text.contains(where: special.contains) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for character in text {
      switch character {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\"" where quotes: result += "&quot;"
      case "'" where quotes: result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A CSS class name made of `text`'s letters and digits (`.navigationBarTrailing` →
  /// `navigationBarTrailing`), so nothing the app names can leave the attribute.
  static func className(_ text: String) -> String {
    String(
      text.unicodeScalars.filter {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      }.map(Character.init))
  }
}
