import Foundation

extension View {
  /// Paints `style` behind the view; along `edges`, where the view touches the safe area's
  /// edge, the paint reaches into what covers it (a bar, the device's edge).
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    modifier(
      DecorationModifier<EmptyView>(
        kind: .background, style: AnyShapeStyle(style), decoration: nil, alignment: .center,
        safeAreaEdges: edges))
  }

  /// Paints the default background style behind the view, reaching along `edges` into what
  /// covers the view's edge.
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(
      DecorationModifier<EmptyView>(
        kind: .background, style: AnyShapeStyle(BackgroundStyle()), decoration: nil,
        alignment: .center, safeAreaEdges: edges))
  }

  /// Puts the views `content` builds behind this view, offered its size and placed by
  /// `alignment`; the view keeps its own size, and the views keep their state and take taps.
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      DecorationModifier(kind: .background, style: nil, decoration: content(), alignment: alignment)
    )
  }

  /// The one-view form of `background(alignment:content:)`. A color passed here is taken as a
  /// shape style first, as in SwiftUI.
  @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `background(alignment:content:)` instead."
  )
  @_disfavoredOverload
  nonisolated public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    modifier(
      DecorationModifier(
        kind: .background, style: nil, decoration: background, alignment: alignment))
  }

  /// Puts the views `content` builds over this view, offered its size and placed by
  /// `alignment`; the view keeps its own size.
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      DecorationModifier(kind: .overlay, style: nil, decoration: content(), alignment: alignment))
  }

  /// Records `style` as an overlay on each of the content's elements, for renderers to paint
  /// over them; `edges` is not used.
  nonisolated public func overlay<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    modifier(
      DecorationModifier<EmptyView>(
        kind: .overlay, style: AnyShapeStyle(style), decoration: nil, alignment: .center))
  }

  /// The one-view form of `overlay(alignment:content:)`. A color passed here is taken as a
  /// shape style first.
  @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `overlay(alignment:content:)` instead."
  )
  @_disfavoredOverload
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      DecorationModifier(kind: .overlay, style: nil, decoration: overlay, alignment: alignment))
  }

  /// Lays `content` along the top or bottom `edge` and this view in the space left; the inset
  /// covers that edge of the view's safe area. `spacing` is not used.
  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let placement: Edge = edge == .top ? .top : .bottom
    return modifier(
      DecorationModifier(
        kind: .safeAreaInset(placement), style: nil, decoration: content(),
        alignment: Alignment(horizontal: alignment, vertical: .center)))
  }

  /// Lays `content` along the leading or trailing `edge` and this view in the space left; the
  /// inset covers that edge of the view's safe area. `spacing` is not used.
  nonisolated public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let placement: Edge = edge == .leading ? .leading : .trailing
    return modifier(
      DecorationModifier(
        kind: .safeAreaInset(placement), style: nil, decoration: content(),
        alignment: Alignment(horizontal: .center, vertical: alignment)))
  }
}

/// Backgrounds, overlays and safe-area insets. A style is recorded as an attribute of each
/// content element; views are children of the node (so they keep state) whose elements become
/// a `.decoration` child of the last content element, drawn, found and tapped like any other.
struct DecorationModifier<Decoration: View> {
  let kind: DecorationInfo.Kind
  let style: AnyShapeStyle?
  let decoration: Decoration?
  let alignment: Alignment
  /// The edges along which a style background reaches into what covers the view.
  var safeAreaEdges: Edge.Set = []
}

/// What a decoration modifier attached last time, to reuse it while nothing changed.
@MainActor
final class AttachedDecoration {
  var decoration: Element?
  var content: Element?
  var result: Element?
}

extension DecorationModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    node.reconcile { children in
      children.add(content, key: .index(0))
      if let decoration { children.add(decoration, key: .index(1)) }
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard let content = node.children.first?.output else { return .empty }
    if let style {
      let attribute: Attribute =
        switch kind {
        case .background, .safeAreaInset: .background(style, safeAreaEdges: safeAreaEdges)
        case .overlay, .mask: .overlay(style)
        }
      return NodeOutput(
        elements: node.mapElements(content.elements, parameters: [attribute]) {
          $0.adding(attribute)
        },
        preferences: content.preferences)
    }
    let attached = node.primitiveState { AttachedDecoration() }
    return attached.output(in: node, kind: kind, alignment: alignment)
  }
}

extension AttachedDecoration {
  /// The node's first child's output with the second child's elements as a `.decoration`
  /// child of its last element.
  func output(in node: Node, kind: DecorationInfo.Kind, alignment: Alignment) -> NodeOutput {
    guard let content = node.children.first?.output else { return .empty }
    // Decorating nothing shows nothing, as in SwiftUI (an `if` that is false, `EmptyView`).
    guard node.children.count > 1, let last = content.elements.last else { return content }
    let decorationOutput = node.children[1].output
    var preferences = content.preferences
    preferences.merge(decorationOutput.preferences)
    let decoration = node.reuse(
      Element(
        id: ElementID(node: node.serial).derived(.decoration),
        role: .decoration(
          DecorationInfo(
            kind: kind, alignment: alignment, innerAttributeCount: last.attributes.count)),
        children: decorationOutput.elements))
    var elements = content.elements
    elements[elements.count - 1] = attach(decoration, to: last, in: node)
    return NodeOutput(elements: elements, preferences: preferences)
  }

  /// `content` with `decoration` as its last child; last time's result while both are the same.
  private func attach(_ decoration: Element, to content: Element, in node: Node) -> Element {
    let attached = self
    if attached.decoration === decoration, attached.content === content,
      let result = attached.result
    {
      return result
    }
    let result = content.replacingChildren(content.children + [decoration])
    node.graph.elementChanged(result.id)
    attached.decoration = decoration
    attached.content = content
    attached.result = result
    return result
  }
}
