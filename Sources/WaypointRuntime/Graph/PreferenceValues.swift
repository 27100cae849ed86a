/// The upward values of a subtree, keyed by preference key type and reduced in tree order.
///
/// Kept as a short list rather than a dictionary: a subtree sets a few keys, and every node
/// that writes one keeps its values, in every open tab.
package struct PreferenceValues {
  private var storage: [(key: ObjectIdentifier, entry: any PreferenceEntry)] = []

  /// Whether no key has a value.
  package var isEmpty: Bool { storage.isEmpty }

  /// The value for `key`, or its default when no view in the subtree set it.
  package subscript<K: PreferenceKey>(key: K.Type) -> K.Value {
    (entry(for: ObjectIdentifier(key)) as? Entry<K>)?.value ?? K.defaultValue
  }

  /// Sets `key` to `value`, replacing what the subtree set.
  package mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    set(ObjectIdentifier(key), Entry<K>(value: value))
  }

  /// Removes `key`, so ancestors no longer see it.
  package mutating func remove<K: PreferenceKey>(_ key: K.Type) {
    let id = ObjectIdentifier(key)
    storage.removeAll { $0.key == id }
  }

  /// The values whose key satisfies `isIncluded`.
  package func filter(_ isIncluded: (any PreferenceKey.Type) -> Bool) -> PreferenceValues {
    guard storage.contains(where: { !isIncluded($0.entry.keyType) }) else { return self }
    var kept = PreferenceValues()
    kept.storage = storage.filter { isIncluded($0.entry.keyType) }
    return kept
  }

  /// A copy without `key`.
  package func removing<K: PreferenceKey>(_ key: K.Type) -> PreferenceValues {
    var copy = self
    copy.remove(key)
    return copy
  }

  /// Appends the values of a later sibling, reducing keys both set.
  package mutating func merge(_ next: PreferenceValues) {
    guard !next.storage.isEmpty else { return }
    guard !storage.isEmpty else {
      self = next
      return
    }
    for (key, entry) in next.storage {
      if let existing = self.entry(for: key) {
        set(key, existing.reduced(with: entry))
      } else {
        storage.append((key, entry))
      }
    }
  }

  package init() {}

  private func entry(for key: ObjectIdentifier) -> (any PreferenceEntry)? {
    storage.first { $0.key == key }?.entry
  }

  private mutating func set(_ key: ObjectIdentifier, _ entry: any PreferenceEntry) {
    if let index = storage.firstIndex(where: { $0.key == key }) {
      storage[index].entry = entry
    } else {
      storage.append((key, entry))
    }
  }
}

private protocol PreferenceEntry {
  var keyType: any PreferenceKey.Type { get }
  func reduced(with next: any PreferenceEntry) -> any PreferenceEntry
}

private struct Entry<K: PreferenceKey>: PreferenceEntry {
  var value: K.Value

  var keyType: any PreferenceKey.Type { K.self }

  func reduced(with next: any PreferenceEntry) -> any PreferenceEntry {
    guard let next = next as? Entry<K> else { return self }
    var value = self.value
    K.reduce(value: &value, nextValue: { next.value })
    return Entry(value: value)
  }
}
