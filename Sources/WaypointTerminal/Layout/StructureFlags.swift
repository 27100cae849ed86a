import WaypointUI

/// What an element and everything in it hold that matters once a frame's window is full:
/// roles that give the window its bar or tabs, and elements a user could focus.
struct StructureFlags: OptionSet, Hashable {
  let rawValue: Int

  /// A navigation stack or a screen: the first gives the window its bar.
  static let stack = StructureFlags(rawValue: 1)
  /// A tab view's bar: the first is the window's tabs.
  static let tabBar = StructureFlags(rawValue: 2)
  /// A tab view's bottom accessory.
  static let accessory = StructureFlags(rawValue: 4)
  /// An enabled element with actions, which the layout may find focusable.
  static let actions = StructureFlags(rawValue: 8)

  /// The flags each of which is looked for by its own list of positions.
  static let each: [StructureFlags] = [.stack, .tabBar, .accessory, .actions]
}

extension StructureFlags {
  /// The flags of `element` itself, not its children.
  init(of element: WaypointUI.Element) {
    var flags: StructureFlags = []
    switch element.role {
    case .navigationStack, .screen: flags.insert(.stack)
    case .tabBar: flags.insert(.tabBar)
    case .tabAccessory: flags.insert(.accessory)
    default: break
    }
    if element.isEnabled && !element.actions.isEmpty { flags.insert(.actions) }
    self = flags
  }
}

/// The flags of each child of one large container, with the positions of the children that
/// hold each flag, kept up to date by looking only at the children that are other objects.
final class FlagRecord {
  private(set) var container: Element
  private var flags: [StructureFlags]
  /// For each of `StructureFlags.each`, the positions holding it, in order.
  private var positions: [[Int]]
  var lastUse = 0

  init(container: Element, flagsOf: (Element) -> StructureFlags) {
    self.container = container
    flags = container.children.map(flagsOf)
    positions = Self.positions(of: flags)
  }

  /// For each of `StructureFlags.each`, the positions in `flags` holding it.
  private static func positions(of flags: [StructureFlags]) -> [[Int]] {
    StructureFlags.each.map { flag in flags.indices.filter { flags[$0].contains(flag) } }
  }

  /// All the flags the children hold.
  var union: StructureFlags {
    var union: StructureFlags = []
    for (index, flag) in StructureFlags.each.enumerated() where !positions[index].isEmpty {
      union.insert(flag)
    }
    return union
  }

  /// Brings the record to `new`, a later version of its container, looking again only at
  /// children that are other objects.
  func update(to new: Element, flagsOf: (Element) -> StructureFlags) {
    guard new !== container else { return }
    guard new.children.count == container.children.count,
      let changed = new.children.differingPositions(from: container.children)
    else {
      // Children were added or removed: keep the flags of those before and after the change.
      let (prefix, suffix) = ContainerRecord.sameEnds(
        of: container.children[...], and: new.children[...])
      let middle = new.children[prefix..<(new.children.count - suffix)].map(flagsOf)
      flags = Array(flags.prefix(prefix)) + middle + Array(flags.suffix(suffix))
      container = new
      positions = Self.positions(of: flags)
      return
    }
    container = new
    for position in changed {
      let updated = flagsOf(new.children[position])
      guard updated != flags[position] else { continue }
      flags[position] = updated
      for (index, flag) in StructureFlags.each.enumerated() {
        let at = ContainerRecord.firstIndex(in: positions[index], atLeast: position)
        let listed = at < positions[index].count && positions[index][at] == position
        if updated.contains(flag), !listed { positions[index].insert(position, at: at) }
        if !updated.contains(flag), listed { positions[index].remove(at: at) }
      }
    }
  }

  /// The first child at or after `start` holding any of `wanted`.
  func next(from start: Int, holding wanted: StructureFlags) -> Int? {
    var best: Int?
    for (index, flag) in StructureFlags.each.enumerated() where wanted.contains(flag) {
      let list = positions[index]
      let at = ContainerRecord.firstIndex(in: list, atLeast: start)
      if at < list.count { best = min(best ?? list[at], list[at]) }
    }
    return best
  }
}
