/// A colour of an asset catalog: its name, as `Color("Name")` asks for it, and its value.
struct AssetColor: Equatable, Sendable {
  /// The colour's value, as the colour set's universal, any-appearance entry gives it.
  enum Value: Equatable, Sendable {
    /// Red, green, blue and alpha from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// A grey from 0 to 1, and alpha.
    case white(Double, alpha: Double)
    /// One of Waypoint's named colours (`blue`, `primary`).
    case system(String)
  }

  /// The name, with the namespaces of enclosing groups (`Brand/Accent`).
  var name: String
  /// The value.
  var value: Value

  /// The value as a Swift expression of Waypoint's `Color`.
  var swiftExpression: String {
    switch value {
    case .rgb(let red, let green, let blue, let alpha):
      let parts = [red, green, blue, alpha].map(Self.literal)
      return "Color(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), opacity: \(parts[3]))"
    case .white(let white, let alpha):
      return "Color(white: \(Self.literal(white)), opacity: \(Self.literal(alpha)))"
    case .system(let name): return "Color.\(name)"
    }
  }

  /// A short decimal literal: four places are more than a terminal's 256 colours can show.
  static func literal(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
