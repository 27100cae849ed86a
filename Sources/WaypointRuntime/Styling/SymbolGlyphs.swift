/// Single-column Unicode stand-ins for common SF Symbols, so icons read in any terminal or
/// browser font without shipping Apple's symbol assets.
public enum SymbolGlyphs {
  /// The glyph for a system image, or nil when it has none (the image is then left out).
  public static func glyph(for name: ImageName) -> String? {
    guard case .system(let symbol) = name else { return nil }
    let base = symbol.split(separator: ".").first.map(String.init) ?? symbol
    let filled = symbol.contains(".fill")
    switch base {
    case "star": return filled ? "★" : "☆"
    case "heart": return filled ? "♥" : "♡"
    case "checkmark": return "✓"
    case "xmark": return "✕"
    case "plus": return "+"
    case "minus": return "−"
    case "chevron":
      if symbol.contains("up"), symbol.contains("down") { return "⇕" }
      return symbol.contains("left") ? "‹" : "›"
    case "arrow":
      if symbol.contains("up"), symbol.contains("down") { return "⇅" }
      if symbol.hasPrefix("arrow.up") { return "↑" }
      if symbol.hasPrefix("arrow.down") { return "↓" }
      return symbol.contains("left") ? "←" : "→"
    case "circle": return filled ? "●" : "○"
    case "square": return symbol.contains("arrow.up") ? "⇪" : filled ? "■" : "□"
    case "magnifyingglass": return "⌕"
    case "gear", "gearshape": return "⚙"
    case "house": return "⌂"
    case "clock", "timer": return "◷"
    case "person", "person2": return "☺"
    case "fork", "frying", "takeoutbag", "carrot", "leaf": return "❦"
    case "flame": return "♨"
    case "sun": return "☼"
    case "moon": return "☾"
    case "birthday", "cake": return "✿"
    case "info": return "ⓘ"
    case "exclamationmark": return "!"
    case "questionmark": return "?"
    case "trash": return "⌫"
    case "list", "line": return "≡"
    case "book": return "▤"
    case "bookmark": return "⚑"
    case "calendar": return "▦"
    default: return nil
    }
  }
}
