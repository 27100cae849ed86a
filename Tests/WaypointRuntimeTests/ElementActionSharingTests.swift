import Testing

@testable import WaypointRuntime

/// The bytes of a set's value: its storage reference, so equal bytes mean one storage.
private func storage(of actions: Set<ElementAction.Kind>) -> [UInt8] {
  withUnsafeBytes(of: actions) { Array($0) }
}

@MainActor
@Suite("Actions elements accept")
struct ElementActionSharingTests {
  @Test("elements accepting the same actions share one set, whatever order they were named in")
  func sharedSets() {
    let first = Element(id: ElementID(rawValue: 1), role: .button(nil), actions: [.tap])
    let second = Element(id: ElementID(rawValue: 2), role: .link, actions: [.tap])
    #expect(second.actions == [.tap])
    #expect(storage(of: first.actions) == storage(of: second.actions))
    let toggle = Element(
      id: ElementID(rawValue: 3), role: .row(isSelected: false), actions: [.tap, .select])
    let other = Element(
      id: ElementID(rawValue: 4), role: .row(isSelected: true), actions: [.select, .tap])
    #expect(storage(of: toggle.actions) == storage(of: other.actions))
    #expect(storage(of: toggle.actions) != storage(of: first.actions))
    let added = first.addingAction(.select, target: ActionTarget())
    #expect(added.actions == [.tap, .select])
    #expect(storage(of: added.actions) == storage(of: toggle.actions))
  }
}
