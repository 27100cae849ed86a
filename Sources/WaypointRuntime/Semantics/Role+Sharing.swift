/// Stacks' roles, one storage for each layout across the process's tabs.
extension Role {
  /// This role, sharing the out-of-line storage of an equal one made before when it is a
  /// stack's: every stack and its element keep their role, boxed, and stacks laid out alike (a
  /// row's `HStack`, a page's `VStack(alignment: .leading)`) are most of them in every tab.
  package var shared: Role {
    guard case .stack = self else { return self }
    return Self.stackRoles.shared(self)
  }

  private static let stackRoles = SharedStorage<Role>(slots: 128) { role in
    guard case .stack(let layout) = role else { return 0 }
    // The same slot in every run, where a string's own hash is seeded per process.
    var hash = layout.alignment.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }
    hash = hash &* 31 &+ (layout.isLazy ? 1 : 0)
    hash = hash &* 31 &+ (layout.spacing.map { Int(truncatingIfNeeded: $0.bitPattern) } ?? 7)
    switch layout.axis {
    case .vertical: return hash &* 31 &+ 1
    case .horizontal: return hash &* 31 &+ 2
    case .depth: return hash &* 31 &+ 3
    }
  }
}
