import Foundation

extension ChildKey {
  /// This key, in the box of an equal one made before where it holds a plain value (a string,
  /// an integer, a UUID): a `ForEach` row's key boxes its id, and the rows of every tab of an
  /// app are keyed by the same ids. A key holding anything else is kept as it is, so that a
  /// closed tab's objects are never held by another's keys.
  @MainActor
  var shared: ChildKey {
    isPlainValue ? SharedChildKeys.shared(self) : self
  }

  private var isPlainValue: Bool {
    switch self {
    case .index, .branch: false
    case .id(let id), .explicit(let id): id.base is String || id.base is Int || id.base is UUID
    case .branched(let key, _): key.isPlainValue
    }
  }
}

/// The boxed keys shared, addressed by hash: a key replaces the one in its slot, so the table
/// stays bounded, and a key that lost its slot is still whole in the children that keep it.
@MainActor
private enum SharedChildKeys {
  private static var slots = [ChildKey?](repeating: nil, count: 1024)

  static func shared(_ key: ChildKey) -> ChildKey {
    let slot = Int(UInt(bitPattern: key.hashValue) % UInt(slots.count))
    if let found = slots[slot], found == key { return found }
    slots[slot] = key
    return key
  }
}
