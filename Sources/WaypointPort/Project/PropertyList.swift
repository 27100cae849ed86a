/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`.
enum PropertyList: Equatable, Sendable {
  /// A quoted or bare string; numbers are strings too in this format.
  case string(String)
  /// A `( … )` list.
  case array([PropertyList])
  /// A `{ key = value; … }` dictionary.
  case dictionary([String: PropertyList])
  /// A `< hex >` value.
  case data([UInt8])

  /// The string, or nil.
  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The list, or nil.
  var array: [PropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The dictionary, or nil.
  var dictionary: [String: PropertyList]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The value at `key` of a dictionary, or nil.
  subscript(key: String) -> PropertyList? { dictionary?[key] }

  /// The strings of a list, skipping anything else; empty when this is not a list.
  var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// Why a property list's text could not be read, with the 1-based line of the fault.
struct PropertyListError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line where reading stopped.
  var line: Int
  /// What was found there, as a phrase.
  var message: String

  /// `line N: message`.
  var description: String { "line \(line): \(message)" }
}
