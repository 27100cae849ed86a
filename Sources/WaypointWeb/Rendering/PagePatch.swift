import WaypointUI

/// What a page must change to show a new tree: the elements that look different, replaced
/// whole, and the lists of children that changed, reordered in place. Unchanged elements (the
/// same objects as before) are not visited, so the work and the bytes follow what changed.
struct PagePatch: Encodable, Equatable {
  /// One change to the page.
  enum Operation: Encodable, Equatable {
    /// Replace the node `id` (and everything in it) with `html`.
    case replace(id: String, html: String)
    /// Give the node `id` the attributes of the opening tag `open`, keeping its children (a
    /// screen covered or uncovered, a row selected).
    case attributes(id: String, open: String)
    /// Make the element children of node `id` these, in order: existing nodes by id, new
    /// ones as HTML.
    case children(id: String, children: [Child])
    /// Put the node `id` where the layout pass placed its element (`style`: its placement's
    /// declarations), keeping everything else about it.
    case place(id: String, style: String)

    private enum CodingKeys: String, CodingKey { case r, h, k, c, a, o, p, s }

    /// Whether the operation brings in the destination of a zoom transition, which the page
    /// then animates from its source.
    var showsZoomDestination: Bool {
      switch self {
      case .replace(_, let html): html.contains("data-zoom=")
      case .attributes, .place: false
      case .children(_, let children):
        children.contains {
          if case .html(let html) = $0 { html.contains("data-zoom=") } else { false }
        }
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .replace(let id, let html):
        try container.encode(id, forKey: .r)
        try container.encode(html, forKey: .h)
      case .children(let id, let children):
        try container.encode(id, forKey: .k)
        try container.encode(children, forKey: .c)
      case .attributes(let id, let open):
        try container.encode(id, forKey: .a)
        try container.encode(open, forKey: .o)
      case .place(let id, let style):
        try container.encode(id, forKey: .p)
        try container.encode(style, forKey: .s)
      }
    }
  }

  /// A child in a `children` operation.
  enum Child: Encodable, Equatable {
    /// The node already on the page with this id.
    case existing(String)
    /// A new node.
    case html(String)

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .existing(let id): try container.encode(id)
      case .html(let html): try container.encode(["h": html])
      }
    }
  }

  /// The changes, in the order to apply them.
  var operations: [Operation] = []

  /// The id of the node that holds the scene's root elements.
  static let rootID = "wp-scene"

  /// The changes from the roots `old` to the roots `new`.
  @MainActor
  init(from old: [Element], to new: [Element], renderer: HTMLRenderer = HTMLRenderer()) {
    diffChildren(
      id: Self.rootID, old: ElementList(old), new: ElementList(new), context: MarkupContext(),
      renderer: renderer)
  }

  @MainActor
  private mutating func diff(
    _ old: Element, _ new: Element, context: MarkupContext, renderer: HTMLRenderer
  ) {
    guard old !== new else { return }
    let before = renderer.markup(old, in: context)
    let after = renderer.markup(new, in: context)
    guard old.id == new.id, before.own == after.own, before.close == after.close else {
      operations.append(.replace(id: domID(old.id), html: renderer.html(new, in: context)))
      return
    }
    if before.open != after.open {
      operations.append(.attributes(id: domID(new.id), open: after.open))
    }
    diffChildren(
      id: domID(new.id), old: old.children, new: new.children,
      context: renderer.childContext(of: new, in: context), renderer: renderer)
  }

  @MainActor
  private mutating func diffChildren(
    id: String, old: ElementList, new: ElementList, context: MarkupContext,
    renderer: HTMLRenderer
  ) {
    // Only children that are other objects can differ; the chunks both lists share are skipped.
    if let changed = new.differingPositions(from: old),
      changed.allSatisfy({ old[$0].id == new[$0].id })
    {
      for position in changed {
        diff(old[position], new[position], context: context, renderer: renderer)
      }
      return
    }
    let before = Dictionary(old.map { ($0.id, $0) }) { first, _ in first }
    var seen = Set<ElementID>()
    var children: [Child] = []
    var kept: [(Element, Element)] = []
    for element in new {
      if let previous = before[element.id], seen.insert(element.id).inserted {
        children.append(.existing(domID(element.id)))
        kept.append((previous, element))
      } else {
        children.append(.html(renderer.html(element, in: context)))
      }
    }
    operations.append(.children(id: id, children: children))
    for (previous, element) in kept {
      diff(previous, element, context: context, renderer: renderer)
    }
  }
}
