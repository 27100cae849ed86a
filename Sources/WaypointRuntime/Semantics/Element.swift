/// One node of the semantic tree: what a renderer shows and a test reads.
///
/// Elements are immutable. After an update, unchanged subtrees are the same objects as before,
/// so a renderer can skip them by identity (`===`).
public final class Element: Sendable, Identifiable, CustomStringConvertible {
  /// The stable identity of this element while the view that produced it lives.
  public let id: ElementID
  // The one-byte properties follow the role, in the bytes its alignment leaves free: an
  // element's size is what every open tab pays for each thing it shows.
  /// What the element is.
  public let role: Role
  /// Whether it is enabled (`.disabled(true)` on it or an ancestor makes it not).
  public let isEnabled: Bool
  /// Why its container keeps it off screen, if it does (a covered screen).
  private let containerReason: OffScreenReason?
  /// Guards `storedGeometry`; one byte, in the padding after the two above.
  let geometryLock = GeometryLock()
  /// The modifiers applied to it, innermost first.
  public let attributes: [Attribute]
  /// Its children, in order.
  public let children: ElementList
  /// The actions it accepts.
  public let actions: Set<ElementAction.Kind>
  package let target: ActionTarget?
  /// The value a list, picker or tab view selects this element by (`.tag`, or a `ForEach` id).
  package let tag: ElementTag?
  /// What the last layout pass measured and placed: read and written only through
  /// `geometry.withLock`, which holds `geometryLock`.
  nonisolated(unsafe) var storedGeometry = ElementGeometry()

  package init(
    id: ElementID, role: Role, attributes: [Attribute] = [], children: ElementList = [],
    actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true, target: ActionTarget? = nil,
    tag: ElementTag? = nil, offScreen: OffScreenReason? = nil
  ) {
    self.id = id
    self.role = role
    self.attributes = attributes
    self.children = children
    self.actions = actions.isEmpty ? actions : Self.actionSets.shared(actions)
    self.isEnabled = isEnabled
    self.target = target
    self.tag = tag
    self.containerReason = offScreen
  }

  /// Sets of actions elements were made with, one storage for each distinct set: a button's
  /// `[.tap]` is then one object for every button of every tab, where each would allocate its
  /// own.
  private static let actionSets = SharedStorage<Set<ElementAction.Kind>>(slots: 256) { set in
    // The same slot for a set in every run (a set's own hash is seeded per process), and
    // whatever order it was made in.
    set.reduce(0) { sum, kind in
      sum &+ kind.rawValue.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) }
    }
  }

  package convenience init(
    id: ElementID, role: Role, attributes: [Attribute] = [], children: [Element],
    actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true, target: ActionTarget? = nil,
    tag: ElementTag? = nil, offScreen: OffScreenReason? = nil
  ) {
    self.init(
      id: id, role: role, attributes: attributes, children: ElementList(children),
      actions: actions, isEnabled: isEnabled, target: target, tag: tag, offScreen: offScreen)
  }

  /// A copy with some properties changed, keeping the id and everything else.
  private func copy(
    attributes: [Attribute]? = nil, children: ElementList? = nil, tag: ElementTag?? = nil
  ) -> Element {
    Element(
      id: id, role: role, attributes: attributes ?? self.attributes,
      children: children ?? self.children, actions: actions, isEnabled: isEnabled, target: target,
      tag: tag ?? self.tag, offScreen: containerReason)
  }

  /// A copy that also accepts `kind`, delivered to `target` (which passes on the others).
  package func addingAction(_ kind: ElementAction.Kind, target: ActionTarget) -> Element {
    Element(
      id: id, role: role, attributes: attributes, children: children,
      actions: actions.union([kind]), isEnabled: isEnabled, target: target, tag: tag,
      offScreen: containerReason)
  }

  /// A copy with `attribute` appended.
  package func adding(_ attribute: Attribute) -> Element {
    copy(attributes: attributes + [attribute])
  }

  /// A copy with `added` appended to its attributes, in order.
  package func adding(contentsOf added: [Attribute]) -> Element {
    copy(attributes: attributes + added)
  }

  /// A copy with different children.
  package func replacingChildren(_ children: ElementList) -> Element {
    copy(children: children)
  }

  /// A copy with different children.
  package func replacingChildren(_ children: [Element]) -> Element {
    copy(children: ElementList(children))
  }

  /// A copy carrying `tag`, unless it already has an explicit one.
  package func tagged(_ tag: ElementTag) -> Element {
    if let existing = self.tag, existing.isExplicit { return self }
    return copy(tag: .some(tag))
  }

  /// Whether this element shows the same thing as `other`: same role, attributes, actions and
  /// children objects (children are compared by identity, so the check is shallow).
  package func hasSameContent(as other: Element) -> Bool {
    attributes == other.attributes && hasSameContentBesidesAttributes(as: other)
  }

  /// Whether this element shows what `other` with `added` appended to its attributes would.
  package func hasSameContent(as other: Element, adding added: [Attribute]) -> Bool {
    let own = other.attributes.count
    guard attributes.count == own + added.count,
      attributes[..<own].elementsEqual(other.attributes),
      attributes[own...].elementsEqual(added)
    else { return false }
    return hasSameContentBesidesAttributes(as: other)
  }

  private func hasSameContentBesidesAttributes(as other: Element) -> Bool {
    id == other.id && role == other.role && actions == other.actions
      && isEnabled == other.isEnabled && target === other.target && tag == other.tag
      && containerReason == other.containerReason && children.isIdentical(to: other.children)
  }

  /// Why this element and everything in it are not on screen, though alive: `.hidden()` was
  /// applied, or its container keeps it off screen (a covered screen). Nil when neither is so;
  /// an ancestor may still hide it (ask the runtime's `visibility(of:)`).
  public var offScreenReason: OffScreenReason? {
    containerReason ?? (isHidden ? .hidden : nil)
  }

  /// The bounds and step of the slider whose bar this is (`Attribute.slider`), or nil: its
  /// value is the lower bound plus the bar's progress.
  public var sliderBounds: (bounds: ClosedRange<Double>, step: Double?)? {
    for case .slider(let bounds, let step) in attributes { return (bounds, step) }
    return nil
  }

  /// Whether `.hidden()` was applied to this element.
  public var isHidden: Bool { attributes.contains(.hidden) }

  /// The children that are the element's own content: all but its decorations.
  public var contentChildren: ElementList.SubSequence {
    var end = children.count
    while end > 0, children[end - 1].isDecoration { end -= 1 }
    return children[..<end]
  }

  /// The backgrounds, overlays and safe-area insets attached to this element, in the order
  /// they were applied. They come after its content among `children`.
  public var decorations: ElementList.SubSequence {
    children[contentChildren.endIndex...]
  }

  /// The mask of the element (`.mask { … }`), whose shape it is drawn through, if it has one.
  public var mask: Element? {
    decorations.last { decoration in
      if case .decoration(let info) = decoration.role, case .mask = info.kind {
        true
      } else {
        false
      }
    }
  }

  /// Whether this is a background, overlay or inset of the element that holds it.
  package var isDecoration: Bool {
    if case .decoration = role { return true }
    return false
  }

  /// The text a user would read as this element's name: its `accessibilityLabel` if set, else
  /// the visible text of its content joined by spaces. Decorations are elements of their own
  /// and are not part of it, as an overlay is not part of its view's accessibility label.
  public var label: String {
    for attribute in attributes.reversed() {
      if case .accessibilityLabel(let text) = attribute { return text }
    }
    return textRuns.joined(separator: " ")
  }

  /// The visible texts of this element and its content (not its decorations), in order.
  public var textRuns: [String] {
    if isHidden { return [] }
    for attribute in attributes.reversed() {
      if case .accessibilityLabel(let text) = attribute { return [text] }
    }
    switch role {
    case .text(let text): return text.isEmpty ? [] : [text]
    case .textField(let title, _, _): return title.isEmpty ? [] : [title]
    case .tab(let info): return info.title.isEmpty ? [] : [info.title]
    case .image, .color, .shape, .spacer, .divider: return []
    default: return contentChildren.flatMap(\.textRuns)
    }
  }

  /// This element and all its descendants, depth first.
  public var allElements: [Element] {
    var result: [Element] = []
    func visit(_ element: Element) {
      result.append(element)
      element.children.forEach(visit)
    }
    visit(self)
    return result
  }

  /// One line: the role and label, as the text snapshot prints it.
  public var summary: String { TextSnapshot.line(for: self) }

  /// The text snapshot of this element's subtree.
  public var description: String { TextSnapshot.render(self) }
}

/// A selection value attached to an element.
///
/// A class, so that elements without one (most) do not carry an `AnyHashable` inline.
/// Unchecked: tags are the app's `Hashable` selection values (ids, enum cases), read only on the
/// main actor by the containers that select by them.
package final class ElementTag: @unchecked Sendable, Equatable {
  package let value: AnyHashable
  /// Whether it came from `.tag(_:)` (true) or from a `ForEach` id (false).
  package let isExplicit: Bool

  package init(value: AnyHashable, isExplicit: Bool) {
    self.value = value
    self.isExplicit = isExplicit
  }

  /// A tag for `value`: for a plain value (a string, an integer, a UUID), the one made before
  /// for it where there is one, since every tab of an app tags its rows and links with the same
  /// ids.
  package static func of(_ value: AnyHashable, isExplicit: Bool) -> ElementTag {
    let tag = ElementTag(value: value, isExplicit: isExplicit)
    return value.plainValueHash == nil ? tag : plainTags.shared(tag)
  }

  private static let plainTags = SharedStorage<ElementTag>(slots: 1024) { tag in
    (tag.value.plainValueHash ?? 0) &* 2 &+ (tag.isExplicit ? 1 : 0)
  }

  package static func == (lhs: ElementTag, rhs: ElementTag) -> Bool {
    lhs === rhs || (lhs.isExplicit == rhs.isExplicit && lhs.value == rhs.value)
  }
}
