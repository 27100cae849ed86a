@_spi(Reflection) import Swift

/// Where a view type keeps its dynamic properties (`@State`, `@Environment`, …), found once per
/// type, so that before each `body` the node can link every property's box to storage that
/// lives on the node: a fresh view value sees the state of the one before.
@MainActor
package struct DynamicPropertyLayout {
  private enum Entry {
    case builtIn(offset: Int, link: (UnsafeMutableRawPointer, Node, Int) -> Void)
    case custom(
      offset: Int, nested: DynamicPropertyLayout, update: (UnsafeMutableRawPointer) -> Void)
  }

  private var entries: [Entry] = []
  /// Whether a property reads the environment, so the view must update when it changes.
  package private(set) var readsEnvironment = false
  /// How many storage slots the properties use.
  package private(set) var slotCount = 0

  package static let empty = DynamicPropertyLayout()

  /// Whether the type has no dynamic properties.
  package var isEmpty: Bool { entries.isEmpty }

  private static var cache: [ObjectIdentifier: DynamicPropertyLayout] = [:]

  /// The layout of `type`'s dynamic properties.
  package static func `for`<T>(_ type: T.Type) -> DynamicPropertyLayout {
    layout(of: type)
  }

  private static func layout(of type: Any.Type) -> DynamicPropertyLayout {
    let key = ObjectIdentifier(type)
    if let cached = cache[key] { return cached }
    var layout = DynamicPropertyLayout()
    var fields: [(offset: Int, type: Any.Type)] = []
    _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      fields.append((offset, fieldType))
      return true
    }
    for field in fields {
      if let builtIn = field.type as? any LinkableProperty.Type {
        layout.entries.append(.builtIn(offset: field.offset, link: linker(builtIn)))
        layout.slotCount += 1
        layout.readsEnvironment = layout.readsEnvironment || builtIn.readsEnvironment
      } else if let custom = field.type as? any DynamicProperty.Type {
        let nested = Self.layout(of: custom)
        layout.entries.append(
          .custom(offset: field.offset, nested: nested, update: updater(custom)))
        layout.slotCount += nested.slotCount
        layout.readsEnvironment = layout.readsEnvironment || nested.readsEnvironment
      }
    }
    cache[key] = layout
    return layout
  }

  /// Links every dynamic property of `value` to `node`'s storage, then lets custom properties
  /// update themselves, as SwiftUI does before it calls `body`.
  package func link<T>(_ value: inout T, to node: Node) {
    guard !entries.isEmpty else { return }
    if node.slots.count < slotCount {
      node.slots.append(contentsOf: Array(repeating: nil, count: slotCount - node.slots.count))
    }
    withUnsafeMutableBytes(of: &value) { bytes in
      guard let base = bytes.baseAddress else { return }
      var slot = 0
      link(base, to: node, slot: &slot)
    }
  }

  private func link(_ base: UnsafeMutableRawPointer, to node: Node, slot: inout Int) {
    for entry in entries {
      switch entry {
      case .builtIn(let offset, let link):
        link(base + offset, node, slot)
        slot += 1
      case .custom(let offset, let nested, let update):
        nested.link(base + offset, to: node, slot: &slot)
        update(base + offset)
      }
    }
  }

  private static func linker<P: LinkableProperty>(_ type: P.Type)
    -> (UnsafeMutableRawPointer, Node, Int) -> Void
  {
    { pointer, node, slot in
      pointer.assumingMemoryBound(to: P.self).pointee.link(to: node, slot: slot)
    }
  }

  private static func updater<P: DynamicProperty>(_ type: P.Type) -> (UnsafeMutableRawPointer) ->
    Void
  {
    { pointer in pointer.assumingMemoryBound(to: P.self).pointee.update() }
  }
}

/// A property wrapper of Waypoint's own (`State`, `Environment`, …) that keeps its storage on
/// the node, found by `DynamicPropertyLayout` and linked before `body` runs.
@MainActor
package protocol LinkableProperty: DynamicProperty {
  /// Connects this property's box to the node's slot `slot`, creating the storage on first use.
  func link(to node: Node, slot: Int)
  /// Whether the property reads the environment.
  static var readsEnvironment: Bool { get }
}

extension LinkableProperty {
  package static var readsEnvironment: Bool { false }
}
