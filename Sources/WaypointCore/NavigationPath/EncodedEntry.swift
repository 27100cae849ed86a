/// One saved element of a navigation path: the type name as written and the value's JSON.
struct EncodedEntry: Hashable, Sendable {
  var typeName: String
  var json: String

  /// Whether two saved entries name the same type (in either platform's spelling) and hold the
  /// same JSON text.
  func isEquivalent(to other: EncodedEntry) -> Bool {
    json == other.json && canonicalTypeName == other.canonicalTypeName
  }

  private var canonicalTypeName: String {
    TypeName.canonical(TypeName.canonicalMangled(typeName))
  }
}
