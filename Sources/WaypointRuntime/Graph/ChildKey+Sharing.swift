extension ChildKey {
  /// This key, in the box of an equal one made before where it holds a plain value (a string,
  /// an integer, a UUID): a `ForEach` row's key boxes its id, and the rows of every tab of an
  /// app are keyed by the same ids. A key holding anything else is kept as it is, so that a
  /// closed tab's objects are never held by another's keys.
  @MainActor
  var shared: ChildKey {
    plainValueHash.map { SharedChildKeys.shared(self, hash: $0) } ?? self
  }

  private var plainValueHash: Int? {
    switch self {
    case .index, .branch: nil
    case .id(let id), .explicit(let id): id.plainValueHash
    case .branched(let key, let branch): key.plainValueHash.map { $0 &* 2 &+ (branch ? 1 : 0) }
    }
  }
}

/// The boxed keys shared, addressed by hash: a key replaces the one in its slot, so the table
/// stays bounded, and a key that lost its slot is still whole in the children that keep it.
@MainActor
private enum SharedChildKeys {
  private static var slots = [ChildKey?](repeating: nil, count: 1024)

  static func shared(_ key: ChildKey, hash: Int) -> ChildKey {
    let slot = Int(UInt(bitPattern: hash) % UInt(slots.count))
    if let found = slots[slot], found == key { return found }
    slots[slot] = key
    return key
  }
}
