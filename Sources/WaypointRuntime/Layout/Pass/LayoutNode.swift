import Foundation

/// One element during a layout pass: the layers it is sized through, innermost first — its own
/// view (a leaf, or a layout over its content children), the layouts its role implies around
/// it, then its layout modifiers and decorations in the order they were applied — and the sizes
/// each layer chose.
///
/// Unchecked: a pass runs on one thread, start to end; the proxies it hands to layouts capture
/// nodes only for that pass.
final class LayoutNode: @unchecked Sendable {
  /// One way of sizing and placing what is inside it.
  enum Layer {
    /// The element's own view.
    case content
    /// A layout with one subview, the layer inside; `attributeEnd` is set for a modifier (the
    /// attributes it closes), nil for a layout the role implies.
    case wrapper(AnyLayout, attributeEnd: Int?)
    /// A background, overlay or safe-area inset: the layer inside, then the decoration.
    case decoration(DecorationInfo, LayoutNode, attributeEnd: Int)
    /// `.ignoresSafeArea`: the layer inside, grown along these edges into what covers them.
    case ignoringSafeArea(Edge.Set, attributeEnd: Int)
    /// `.safeAreaPadding`: the layer inside, inset by these lengths, which it counts as covered.
    case safeAreaPadding(EdgeInsets, attributeEnd: Int)
  }

  unowned let pass: LayoutPass
  let element: Element
  /// What the parent gave: the key under which sizes kept on the element are valid.
  let inherited: LayoutEnvironment
  /// What the element's own content is measured in.
  let environment: LayoutEnvironment
  private var memo: [[KeptSize]] = []
  private(set) var placedFrames: [CGRect] = []
  /// How the element's frame sat in the safe area where it was placed.
  private var placedFit: SafeAreaFit?
  /// A text's lines as placed, for renderers to draw as the pass broke them.
  private var placedText: TextLines?
  private var placedFont: Font?
  private var insides: [LayoutSubviews?] = []
  private var containerCache: AnyLayout.Cache?
  /// Nodes of changed children made while trying to keep the container's layout, by position
  /// among its children, used again when that did not work.
  var prepared: [Int: LayoutNode] = [:]

  /// Whether the element kept a size this node measured: the pass then shares its list.
  private var keptNewSize = false
  /// Whether its parent placed it in this pass.
  private(set) var wasPlaced = false
  /// See `computeKeepsPredecessorLayout()`.
  private(set) lazy var keepsPredecessorLayout: Bool = computeKeepsPredecessorLayout()
  /// The element this one replaced since the last pass (the same id, another object), when its
  /// parent had one: what a changed container compares its children with.
  let previous: Element?
  /// The node of the element whose children this one's element is among; nil for a root.
  private(set) weak var parent: LayoutNode?
  /// The element's frame after the last pass (its predecessor's, for a replaced element).
  let priorFrame: CGRect?

  init(
    _ element: Element, inherited: LayoutEnvironment, pass: LayoutPass, previous: Element? = nil,
    parent: LayoutNode? = nil
  ) {
    self.pass = pass
    self.element = element
    self.parent = parent
    self.previous = previous.flatMap { $0 !== element && $0.id == element.id ? $0 : nil }
    priorFrame =
      element.geometry.withLock { $0.frames.last }
      ?? self.previous?.geometry.withLock { $0.frames.last }
    self.inherited = inherited
    environment = inherited.applying(element.attributes, role: element.role)
    for case .scrollRequest(let request) in element.attributes where request.target != nil {
      pass.scrollRequests.append(request)
    }
    sharedInherited = element.geometry.withLock { geometry in
      if let kept = geometry.environment, kept.value == inherited { return kept }
      let shared = LayoutEnvironment.Shared.of(
        inherited, sharing: parent?.lastSharedWithChild, parent?.sharedInherited, in: pass)
      geometry = ElementGeometry(environment: shared)
      return shared
    }
    parent?.lastSharedWithChild = sharedInherited
  }

  /// `inherited`, as kept on the element: one object with its siblings and parent measured so.
  let sharedInherited: LayoutEnvironment.Shared
  /// What the last child placed under this one was measured with, for the next to share.
  private var lastSharedWithChild: LayoutEnvironment.Shared?

  // MARK: Structure, made when first needed

  private(set) lazy var role: RoleLayout = RoleLayout(self)

  private(set) lazy var layers: [Layer] = {
    var layers: [Layer] = [.content]
    layers += role.implicitLayouts.map { .wrapper($0, attributeEnd: nil) }
    // Modifiers and decorations, in the order they were applied.
    var ordered: [(position: Int, layer: Layer)] = []
    for (index, attribute) in element.attributes.enumerated() {
      if let layout = LayoutNode.layout(for: attribute) {
        ordered.append((2 * index + 2, .wrapper(layout, attributeEnd: index + 1)))
      } else if case .ignoresSafeArea(let edges) = attribute {
        ordered.append((2 * index + 2, .ignoringSafeArea(edges, attributeEnd: index + 1)))
      } else if case .safeAreaPadding(let insets, _) = attribute {
        ordered.append((2 * index + 2, .safeAreaPadding(insets, attributeEnd: index + 1)))
      }
    }
    for (position, decoration) in zip(element.decorations.indices, element.decorations) {
      guard case .decoration(let info) = decoration.role else { continue }
      let node =
        prepared[position]
        ?? LayoutNode(
          decoration, inherited: childEnvironment(for: decoration), pass: pass,
          previous: predecessor(at: position), parent: self)
      let end = min(info.innerAttributeCount, element.attributes.count)
      ordered.append((2 * end + 1, .decoration(info, node, attributeEnd: end)))
    }
    // Stable: decorations at one position keep the order they were attached in.
    layers += ordered.enumerated().sorted {
      ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
    }.map(\.element.layer)
    return layers
  }()

  /// The content children's nodes.
  private(set) lazy var children: [LayoutNode] = {
    return zip(element.contentChildren.indices, element.contentChildren).map { position, child in
      prepared[position]
        ?? LayoutNode(
          child, inherited: childEnvironment(for: child), pass: pass,
          previous: predecessor(at: position), parent: self)
    }
  }()

  /// The child at `position` of the element this one replaced, when the children line up.
  private func predecessor(at position: Int) -> Element? {
    guard let previous, previous.children.count == element.children.count else { return nil }
    return previous.children[position]
  }

  /// The content children as a layout's subviews.
  private(set) lazy var subviews: LayoutSubviews = {
    guard role.gridRows != nil else {
      return LayoutSubviews(children.enumerated().map { index, child in child.proxy(id: index) })
    }
    // A grid lays out its rows' cells; a view outside a row is one cell across.
    let cells = children.flatMap { child -> [LayoutNode] in
      if case .gridRow = child.element.role { child.children } else { [child] }
    }
    return LayoutSubviews(cells.enumerated().map { index, cell in cell.proxy(id: index) })
  }()

  /// This node, outermost layer, as a subview of its parent's layout.
  func proxy(id: Int) -> LayoutSubview {
    var priority = 0.0
    var values: [ObjectIdentifier: Any] = [:]
    for attribute in element.attributes {
      switch attribute {
      case .layoutPriority(let value): priority = value
      case .layoutValue(let record): values[record.key] = record.value
      default: break
      }
    }
    let outer = layers.count - 1
    let guides = element.attributes.compactMap { attribute -> AlignmentGuideRecord? in
      if case .alignmentGuide(let record) = attribute { record } else { nil }
    }
    return LayoutSubview(
      id: id, priority: priority, spacing: role.spacing, values: values,
      measure: { [self] proposal in size(proposal, layer: outer) },
      dimensions: guides.isEmpty && !isAppLayout && textInsets == nil
        && plainStackInsets == nil && plainDepthStackInsets == nil
        ? nil : dimensions(guides: guides),
      placement: { [self] position, anchor, proposal in
        place(layer: outer, at: position, anchor: anchor, proposal: proposal)
      })
  }

  /// The layer inside `layer`, as the one subview of its layout; made once per layer.
  private func inside(_ layer: Int) -> LayoutSubviews {
    if insides.isEmpty { insides = Array(repeating: nil, count: layers.count) }
    if let made = insides[layer] { return made }
    let made = LayoutSubviews([innerProxy(below: layer)])
    insides[layer] = made
    return made
  }

  /// Holds the node weakly: the node keeps this proxy in `insides`, and a strong capture would
  /// keep the node, and with it its element, alive after the pass.
  private func innerProxy(below layer: Int) -> LayoutSubview {
    LayoutSubview(
      id: 0, spacing: role.spacing,
      measure: { [weak self] proposal in self?.size(proposal, layer: layer - 1) ?? .zero },
      placement: { [weak self] position, anchor, proposal in
        self?.place(layer: layer - 1, at: position, anchor: anchor, proposal: proposal)
      })
  }

  // MARK: Sizing

  /// The size the element chooses through `layer` when offered `proposal`.
  func size(_ proposal: ProposedViewSize, layer: Int) -> CGSize {
    if memo.isEmpty {
      memo = Array(repeating: [], count: layers.count)
      if let previous, keepsPredecessorLayout {
        let kept = previous.geometry.withLock { $0.sizes }
        element.geometry.withLock { $0.sizes = kept }
      }
      memo[layers.count - 1] = element.geometry.withLock { $0.sizes }
    }
    if let known = memo[layer].first(where: { $0.proposal == proposal }) { return known.size }
    let size = LayoutNode.valid(measure(proposal, layer: layer))
    memo[layer].append(KeptSize(proposal, size))
    if layer == layers.count - 1 {
      pass.measuredCount += 1
      element.geometry.withLock { $0.keep(KeptSize(proposal, size)) }
      if !keptNewSize {
        keptNewSize = true
        pass.keptNewSizes.append(element)
      }
    }
    return size
  }

  private func measure(_ proposal: ProposedViewSize, layer: Int) -> CGSize {
    switch layers[layer] {
    case .content:
      if let size = role.leafSize(proposal) { return size }
      return withContainer { layout, cache in
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
    case .wrapper(let layout, _):
      let inner = inside(layer)
      var cache = layout.makeCache(subviews: inner)
      return layout.sizeThatFits(
        proposal: proposal, subviews: inner, cache: &cache)
    case .decoration(let info, let decoration, _):
      return DecorationPlacement(info: info).size(
        proposal, content: inside(layer)[0], decoration: decoration.proxy(id: 1))
    case .ignoringSafeArea:
      // It grows only where it is placed.
      return size(proposal, layer: layer - 1)
    case .safeAreaPadding(let insets, _):
      return safeAreaPaddingSize(insets, proposal, inside: inside(layer))
    }
  }

  func withContainer<R>(_ body: (AnyLayout, inout AnyLayout.Cache) -> R) -> R {
    let layout = role.containerLayout
    var cache = containerCache ?? pass.cache(for: element, layout: layout, subviews: subviews)
    defer {
      containerCache = cache
      pass.keep(cache, for: element)
    }
    return body(layout, &cache)
  }

  // MARK: Placing

  /// Places `layer` with its `anchor` at `position`, offered `proposal`, and what is inside it.
  func place(layer: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    let size = LayoutNode.finite(size(proposal, layer: layer))
    var frame = CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
    if layer == layers.count - 1 {
      wasPlaced = true
      let fit = pass.safeArea?.fit(of: frame)
      if reusePlacement(frame, proposal: proposal, fit: fit) { return }
      if reuseContainer(frame, proposal: proposal, fit: fit) { return }
      placedFrames = Array(repeating: frame, count: layers.count)
      placedFit = fit
    }
    if case .ignoringSafeArea(let edges, _) = layers[layer], let area = pass.safeArea {
      frame = area.expanding(frame, along: edges)
    }
    placedFrames[layer] = frame
    if layer == layers.count - 1 {
      pass.placing(element, at: frame) {
        placeInside(layer: layer, frame: frame, proposal: proposal)
      }
      record(proposal: proposal)
    } else {
      placeInside(layer: layer, frame: frame, proposal: proposal)
    }
  }

  private func placeInside(layer: Int, frame: CGRect, proposal: ProposedViewSize) {
    switch layers[layer] {
    case .content:
      pass.placed(element, contentFrame: frame)
      if role.isLeaf {
        pass.placedCount += 1
        if case .text(let text) = element.role { placedText = role.textLayout(text, proposal) }
        placedFont = role.textFont
      } else {
        if role.scrollsContent {
          let offset = pass.scrollOffsets[element.id] ?? .zero
          element.geometry.withLock { $0.contentOffset = offset }
        }
        withContainer { layout, cache in
          pass.placing(in: contentSafeArea(of: layout, in: frame)) {
            layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
          }
        }
        if role.gridRows != nil { recordGridRows(in: frame) }
        if case .layout = element.role {
          // A subview an app's layout did not place sits at the centre of its bounds.
          for child in children where !child.wasPlaced {
            child.place(
              layer: child.layers.count - 1, at: CGPoint(x: frame.midX, y: frame.midY),
              anchor: .center, proposal: .unspecified)
          }
        }
      }
    case .wrapper(let layout, _):
      let inner = inside(layer)
      var cache = layout.makeCache(subviews: inner)
      layout.placeSubviews(in: frame, proposal: proposal, subviews: inner, cache: &cache)
    case .decoration(let info, let decoration, _):
      DecorationPlacement(info: info).place(
        in: frame, proposal: proposal, content: inside(layer)[0],
        decoration: decoration.proxy(id: 1), pass: pass)
    case .safeAreaPadding(let insets, _):
      placeSafeAreaPadding(insets, in: frame, proposal: proposal, inside: inside(layer))
    case .ignoringSafeArea:
      placeIgnoringSafeArea(in: frame, inside: inside(layer))
    }
  }

  /// Keeps the frames on the element: the view's own (its outermost implied layer) and each
  /// modifier's and decoration's after it.
  private func record(proposal: ProposedViewSize) {
    var frames: [CGRect] = []
    var ends: [Int] = []
    for (index, layer) in layers.enumerated() {
      switch layer {
      case .content: frames.append(placedFrames[index])
      case .wrapper(_, nil): frames[0] = placedFrames[index]
      case .wrapper(_, let end?):
        frames.append(placedFrames[index])
        ends.append(end)
      case .decoration(_, _, let end), .ignoringSafeArea(_, let end),
        .safeAreaPadding(_, let end):
        frames.append(placedFrames[index])
        ends.append(end)
      }
    }
    let reach = backgroundReach(frames: frames, ends: ends)
    let text: String = if case .text(let text) = element.role { text } else { "" }
    let before = element.geometry.withLock { geometry in
      defer {
        geometry.proposal = proposal
        geometry.frames = PlacedFrames(frames, attributeEnds: ends)
        geometry.displayScale = pass.displayScale
        geometry.setPlacement(
          safeAreaFit: placedFit, backgroundReach: reach,
          placedText: PlacedText.of(
            placedText, text: text, font: placedFont, size: frames.first?.size,
            keeping: geometry.placedText))
      }
      return geometry.frames
    }
    if placementChanged(from: before, to: frames) { pass.placed.append(element.id) }
  }

  /// Gives each of a grid's rows the frame across the grid that its cells were placed in.
  private func recordGridRows(in frame: CGRect) {
    for row in children {
      guard case .gridRow = row.element.role else { continue }
      let cells = row.children.compactMap { cell in
        cell.element.geometry.withLock { $0.frames.last }
      }
      guard let first = cells.first else { continue }
      let union = cells.dropFirst().reduce(first) { $0.union($1) }
      let rect = CGRect(x: frame.minX, y: union.minY, width: frame.width, height: union.height)
      row.element.geometry.withLock { geometry in
        let placed = PlacedFrames([rect])
        if geometry.frames != placed { pass.placed.append(row.element.id) }
        geometry.proposal = nil
        geometry.frames = placed
        geometry.displayScale = pass.displayScale
      }
    }
  }
}

extension LayoutEnvironment {
  /// The environment a child of a stack along `axis` (nil: not a stack) starts from.
  func forChild(of axis: Axis?) -> LayoutEnvironment {
    var result = self
    result.stackAxis = axis
    return result
  }
}
