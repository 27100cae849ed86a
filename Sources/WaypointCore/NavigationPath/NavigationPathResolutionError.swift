/// Why an encoded entry of a decoded `NavigationPath` could not be turned back into a value.
public struct NavigationPathResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What stopped the entry from resolving.
  public enum Reason: Error, Hashable, Sendable {
    /// No known type has this name; `known` lists the registered and built-in type names.
    case unknownType(known: [String])
    /// A bare type name matches several known types.
    case ambiguousTypeName(candidates: [String])
    /// The JSON does not decode into the named type; `description` is the decoder's reason.
    case invalidValue(description: String)
  }

  /// The entry's position in the path, counted from the root (0 is the first screen pushed).
  public var index: Int
  /// The type name as the saved path wrote it.
  public var typeName: String
  /// What went wrong.
  public var reason: Reason

  /// Creates an error for the entry at `index`.
  public init(index: Int, typeName: String, reason: Reason) {
    self.index = index
    self.typeName = typeName
    self.reason = reason
  }

  /// A sentence naming the entry, its type and the cause.
  public var description: String {
    let entry = "Entry \(index) of the navigation path (type “\(typeName)”)"
    switch reason {
    case .unknownType(let known):
      let list = known.isEmpty ? "none" : known.joined(separator: ", ")
      return "\(entry) names a type that no navigationDestination or registration made known. "
        + "Known types: \(list)."
    case .ambiguousTypeName(let candidates):
      return "\(entry) names a type without its module, and several known types have that name: "
        + "\(candidates.joined(separator: ", "))."
    case .invalidValue(let cause):
      return "\(entry) does not decode into that type: \(cause)"
    }
  }
}
