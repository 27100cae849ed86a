extension ChildKey {
  /// This key, in the box of an equal one made before where it holds a plain value (a string,
  /// an integer, a UUID): a `ForEach` row's key boxes its id, and the rows of every tab of an
  /// app are keyed by the same ids. A key holding anything else is kept as it is, so that a
  /// closed tab's objects are never held by another's keys.
  var shared: ChildKey {
    plainValueHash == nil ? self : Self.plainKeys.shared(PlainKey(key: self)).key
  }

  private var plainValueHash: Int? {
    switch self {
    case .index, .branch: nil
    case .id(let id), .explicit(let id): id.plainValueHash
    case .branched(let key, let branch): key.plainValueHash.map { $0 &* 2 &+ (branch ? 1 : 0) }
    }
  }

  /// A key that holds only plain values, which are safe to read from any thread.
  private struct PlainKey: Equatable, @unchecked Sendable {
    let key: ChildKey
  }

  private static let plainKeys = SharedStorage<PlainKey>(slots: 1024) { plain in
    plain.key.plainValueHash ?? 0
  }
}
