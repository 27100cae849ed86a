/// Lists of attributes, one storage for each across the process's tabs.
extension Array where Element == Attribute {
  /// These attributes, in the storage of an equal list made before: a text's `.font(.headline)`
  /// is the same list (and the same boxed font) in every row of every tab, where each element
  /// would allocate its own. Asked only when an element is made to show something new, since
  /// finding the slot prints each attribute.
  package var shared: [Attribute] {
    isEmpty ? self : Self.lists.shared(self)
  }

  private static let lists = SharedStorage<[Attribute]>(slots: 1024) { attributes in
    // The same slot in every run, where a string's own hash is seeded per process.
    attributes.reduce(5381) { hash, attribute in
      attribute.description.utf8.reduce(hash &* 31) { ($0 &* 33) &+ Int($1) }
    }
  }
}
