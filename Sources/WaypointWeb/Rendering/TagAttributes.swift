/// The attributes of one opening tag, in the order set, escaped when written.
struct TagAttributes {
  private var names: [String] = []
  private var values: [String: String?] = [:]
  private var classes: [String] = []
  private var styles: [String] = []

  /// Starts with the node's id.
  init(id: String) {
    set("id", id)
  }

  /// The value of `name`, if it was set with one.
  subscript(name: String) -> String? {
    values[name] ?? nil
  }

  /// Sets `name` to `value`, replacing an earlier value.
  mutating func set(_ name: String, _ value: String) {
    if values[name] == nil { names.append(name) }
    values[name] = .some(value)
  }

  /// Sets a boolean attribute (`hidden`, `disabled`).
  mutating func flag(_ name: String) {
    if values[name] == nil { names.append(name) }
    values[name] = .some(nil)
  }

  /// Adds a class name (made of letters and digits by the caller).
  mutating func addClass(_ name: String) {
    if !name.isEmpty { classes.append(name) }
  }

  /// Adds one CSS declaration (`gap:8px`).
  mutating func addStyle(_ declaration: String) {
    styles.append(declaration)
  }

  /// The attributes as they go after the tag name, with a leading space.
  var text: String {
    var result = ""
    for name in names {
      guard let value = values[name] else { continue }
      result += " " + name
      if let value { result += "=\"" + HTMLText.attribute(value) + "\"" }
    }
    if !classes.isEmpty {
      result += " class=\"" + HTMLText.attribute(classes.joined(separator: " ")) + "\""
    }
    if !styles.isEmpty {
      result += " style=\"" + HTMLText.attribute(styles.joined(separator: ";")) + "\""
    }
    return result
  }
}
