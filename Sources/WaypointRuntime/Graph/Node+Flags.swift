/// A node's yes-or-no states, one bit each in a byte: six `Bool`s took six bytes and, with the
/// count after them, eight more than the key's padding leaves.
struct NodeFlags: OptionSet {
  let rawValue: UInt8

  static let dirty = NodeFlags(rawValue: 1 << 0)
  static let alive = NodeFlags(rawValue: 1 << 1)
  static let active = NodeFlags(rawValue: 1 << 2)
  static let selfActive = NodeFlags(rawValue: 1 << 3)
  static let appeared = NodeFlags(rawValue: 1 << 4)
  static let changeReported = NodeFlags(rawValue: 1 << 5)
  static let tracksReads = NodeFlags(rawValue: 1 << 6)
  static let keepsChangedChildren = NodeFlags(rawValue: 1 << 7)

  /// Sets `flag` when `isOn`, clears it otherwise.
  mutating func set(_ flag: NodeFlags, _ isOn: Bool) {
    if isOn { insert(flag) } else { remove(flag) }
  }
}

extension GraphChild {
  /// Whether the node must be evaluated at the next flush.
  package internal(set) var isDirty: Bool {
    get { flags.contains(.dirty) }
    set { flags.set(.dirty, newValue) }
  }
  /// Whether the node is still part of the graph.
  package internal(set) var isAlive: Bool {
    get { flags.contains(.alive) }
    set { flags.set(.alive, newValue) }
  }
  /// Whether the node and all its ancestors are active (not a covered screen or hidden tab).
  package internal(set) var isActive: Bool {
    get { flags.contains(.active) }
    set { flags.set(.active, newValue) }
  }
  /// Whether its container keeps the node itself active, whatever its ancestors.
  var isSelfActive: Bool {
    get { flags.contains(.selfActive) }
    set { flags.set(.selfActive, newValue) }
  }
  /// Whether `onAppear` has run and `onDisappear` has not run since.
  package internal(set) var hasAppeared: Bool {
    get { flags.contains(.appeared) }
    set { flags.set(.appeared, newValue) }
  }
  /// Whether reads the node tracked are registered with `TrackedReads`, to be retired before
  /// it evaluates again or leaves the graph.
  var tracksReads: Bool {
    get { flags.contains(.tracksReads) }
    set { flags.set(.tracksReads, newValue) }
  }
  /// Whether the parent has been told that this node's output changed.
  var isChangeReported: Bool {
    get { flags.contains(.changeReported) }
    set { flags.set(.changeReported, newValue) }
  }
}
