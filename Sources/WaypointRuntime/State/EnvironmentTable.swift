/// Every value views set above a point, where an environment's chain of writes is flattened:
/// pairs sorted by key, found by halving. Each open tab's lists flatten their environments, and
/// a dictionary of a few dozen values kept room for half as many again, in two arrays and a
/// bitmap; finding a key among so few by halving costs no more than hashing it.
struct EnvironmentTable {
  private let entries: [(key: ObjectIdentifier, value: Any)]

  /// A table of no values.
  static var empty: EnvironmentTable { EnvironmentTable(entries: []) }

  private init(entries: [(key: ObjectIdentifier, value: Any)]) {
    self.entries = entries
  }

  /// A table of `values`, at its exact size.
  init(_ values: [ObjectIdentifier: Any]) {
    entries = values.sorted { $0.key < $1.key }
  }

  /// The value set for `key`, or nil.
  func value(for key: ObjectIdentifier) -> Any? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      let found = entries[middle].key
      if found == key { return entries[middle].value }
      if found < key { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The values, to add writes to before flattening again.
  var dictionary: [ObjectIdentifier: Any] {
    Dictionary(uniqueKeysWithValues: entries.lazy.map { ($0.key, $0.value) })
  }

  /// How many values are set.
  var count: Int { entries.count }
}
