import Foundation

/// The modifier the accessibility modifiers apply: what they add to the element of the view
/// (a label, an identifier, recorded hints and traits, actions).
public struct AccessibilityAttachmentModifier {
  /// What the modifier records on the element, innermost first.
  var attributes: [Attribute] = []
  /// Actions the element gains, delivered to their handlers.
  var actions: [AddedAction] = []
}

extension AccessibilityAttachmentModifier: ViewModifier {
  /// The modifier has no body: Waypoint applies it to the element directly.
  public typealias Body = Never

  /// The modifier has no body.
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {
  package func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    let attributes = self.attributes
    if !attributes.isEmpty {
      output.elements = node.mapElements(output.elements, parameters: attributes) { element in
        attributes.reduce(element) { $0.adding($1) }
      }
    }
    let actions = self.actions.filter(\.isEnabled)
    guard let first = output.elements.first, !actions.isEmpty else { return output }
    let forwarding = node.derivedTarget(for: first.id)
    let original = first.target
    forwarding.setAction { action in
      if let added = actions.last(where: { $0.kind == action.kind }) {
        added.perform(action)
      } else {
        original?.perform(action, on: first)
      }
    }
    output.elements[0] = actions.reduce(first) { $0.addingAction($1.kind, target: forwarding) }
    return output
  }
}

extension View {
  /// This view with `attributes` recorded on its element by an accessibility modifier.
  nonisolated func accessibilityAttachment(_ attributes: [Attribute])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    modifier(AccessibilityAttachmentModifier(attributes: attributes))
  }

  /// This view with an accessibility modifier recorded as its Swift source.
  nonisolated func accessibilityRecorded(_ source: String, isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment(isEnabled ? [.drawing(source)] : [])
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// The same content with `attributes` added to its accessibility modifier.
  nonisolated func addingAccessibility(_ attributes: [Attribute]) -> Self {
    var copy = self
    copy.modifier.attributes += attributes
    return copy
  }

  /// The same content with an accessibility modifier's Swift source recorded.
  nonisolated func addingAccessibilityRecord(_ source: String, isEnabled: Bool = true) -> Self {
    addingAccessibility(isEnabled ? [.drawing(source)] : [])
  }

}

/// A point as Swift source: `CGPoint(x: 4, y: 2)`.
func pointSource(_ point: CGPoint) -> String {
  "CGPoint(x: \(Font.number(point.x)), y: \(Font.number(point.y)))"
}

/// A unit point as Swift source: `.center`, or `UnitPoint(x: 0.2, y: 1)`.
func unitPointSource(_ point: UnitPoint) -> String {
  let named: [(UnitPoint, String)] = [
    (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"),
    (.bottom, "bottom"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
    (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
  ]
  if let name = named.first(where: { $0.0 == point })?.1 { return ".\(name)" }
  return "UnitPoint(x: \(Font.number(point.x)), y: \(Font.number(point.y)))"
}
