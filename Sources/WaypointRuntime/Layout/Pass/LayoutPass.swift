import Foundation

/// One run of the layout protocol over a scene's elements: the scene offers its size to its
/// content, each element sizes itself by its role and modifiers, and every element that is on
/// screen gets its frame, kept on the element (`Element.frame`).
///
/// What an unchanged element measured and where it was placed stay on it, so a pass over a tree
/// where little changed measures and places little: an element that is the same object as last
/// time, offered the same proposal in the same environment, answers from what it kept, and is
/// only moved if its parent put it elsewhere.
final class LayoutPass {
  let metrics: any TextMetrics
  let displayScale: CGFloat
  /// Whether bars and sheets take their regular-width forms.
  let isRegularWidth: Bool
  /// How far each scroll view's content is scrolled, by the scroll view's element.
  let scrollOffsets: [ElementID: CGPoint]
  /// The `scrollTo` requests on the elements this pass laid out afresh.
  var scrollRequests: [ScrollRequest] = []
  private let environment: LayoutEnvironment
  private(set) var caches: [ElementID: (element: Element, cache: AnyLayout.Cache)] = [:]
  /// Elements that chose a size afresh (not from what they kept).
  var measuredCount = 0
  /// Leaves placed afresh.
  var placedCount = 0
  /// Elements that kept sizes measured in this pass, whose lists it shares when it ends.
  var keptNewSizes: [Element] = []
  /// Elements whose placement was kept from the last pass, with everything inside them.
  var reusedCount = 0
  /// The elements whose frames this pass wrote or moved: all whose place in their parent may
  /// differ from the last pass's (a renderer redraws those at least).
  var placed: [ElementID] = []
  /// Where each geometry reader placed (or moved) in this pass was put.
  private(set) var geometryReports: [(GeometryReaderRecord, GeometryReport)] = []
  /// The named coordinate spaces around the element being placed, by name.
  private var namedSpaces: [String: CGRect] = [:]
  /// What the device covers of the scene's edges.
  private let safeAreaInsets: EdgeInsets
  /// The safe area around the element being placed; nil inside a scroll view, whose content
  /// scrolls under what covers it rather than keeping out of it.
  private(set) var safeArea: SafeArea?
  /// The environments kept on elements that this pass made last, newest first: most elements
  /// share one with a sibling or their parent, and the rest with a cousin.
  private var recentEnvironments: [LayoutEnvironment.Shared] = []

  init(
    metrics: any TextMetrics, displayScale: CGFloat, isRegularWidth: Bool = false,
    scrollOffsets: [ElementID: CGPoint] = [:], safeAreaInsets: EdgeInsets = EdgeInsets(),
    metricsEpoch: Int, caches: [ElementID: (element: Element, cache: AnyLayout.Cache)]
  ) {
    self.metrics = metrics
    self.safeAreaInsets = safeAreaInsets
    self.isRegularWidth = isRegularWidth
    self.scrollOffsets = scrollOffsets
    self.displayScale = displayScale > 0 ? displayScale : 1
    environment = LayoutEnvironment(metricsEpoch: metricsEpoch)
    // An app's layout whose element is kept whole is not asked again, and keeps its cache.
    self.caches = caches
  }

  /// Lays out `roots`, the scene's top-level elements, in a scene of `size`: content centred
  /// in the safe area, presented layers over all of it. `previousRoots` are last pass's, which
  /// changed elements are compared with.
  func run(_ roots: [Element], previousRoots: [Element], in size: CGSize) {
    let nodes = roots.enumerated().map { position, root in
      LayoutNode(
        root, inherited: environment.forChild(of: nil), pass: self,
        previous: previousRoots.count == roots.count ? previousRoots[position] : nil)
    }
    let area = SafeArea(bounds: CGRect(origin: .zero, size: size), insets: safeAreaInsets)
    safeArea = area
    for node in nodes {
      node.place(
        layer: node.layers.count - 1, at: CGPoint(x: area.safe.midX, y: area.safe.midY),
        anchor: .center, proposal: ProposedViewSize(area.safe.size))
    }
    for element in keptNewSizes {
      element.geometry.withLock { $0.sizes = $0.sizes.sharedExactly() }
    }
  }

  /// Places what `body` places in the safe area `area`.
  func placing(in area: SafeArea?, _ body: () -> Void) {
    let outer = safeArea
    safeArea = area
    body()
    safeArea = outer
  }

  /// The cache of an app's layout for `element`: last pass's when the element is the same
  /// object, updated when its subviews may have changed, made afresh for a new one.
  func cache(for element: Element, layout: AnyLayout, subviews: LayoutSubviews) -> AnyLayout.Cache {
    guard case .layout = element.role else { return layout.makeCache(subviews: subviews) }
    guard let kept = caches[element.id] else { return layout.makeCache(subviews: subviews) }
    if kept.element === element { return kept.cache }
    var cache = kept.cache
    layout.updateCache(&cache, subviews: subviews)
    caches[element.id] = (element, cache)
    return cache
  }

  /// Places what `body` places inside the coordinate spaces `element` names, if any, at `frame`.
  func placing(_ element: Element, at frame: CGRect, _ body: () -> Void) {
    let outer = namedSpaces
    for case .coordinateSpace(let name) in element.attributes { namedSpaces[name] = frame }
    body()
    namedSpaces = outer
  }

  /// Notes where a geometry reader was placed, for the runtime to tell it after the pass.
  func placed(_ element: Element, contentFrame: CGRect) {
    guard case .geometryReader(let record) = element.role else { return }
    let covered = safeArea?.fit(of: contentFrame).covered ?? EdgeInsets()
    element.geometry.withLock { $0.coveredInsets = covered }
    report(record, at: contentFrame, covered: covered)
  }

  private func report(_ record: GeometryReaderRecord, at frame: CGRect, covered: EdgeInsets) {
    geometryReports.append(
      (record, GeometryReport(frame: frame, namedSpaces: namedSpaces, safeAreaInsets: covered)))
  }

  /// Moves the frames kept on `element` and everything in it by `delta`, a placement kept
  /// whole whose origin changed.
  func move(_ element: Element, by delta: CGSize) {
    let (content, covered) = element.geometry.withLock { geometry in
      geometry.frames = geometry.frames.offsetBy(dx: delta.width, dy: delta.height)
      return (geometry.frames.first, geometry.coveredInsets)
    }
    // Kept whole, the element sits in the safe area as it did.
    if let content, case .geometryReader(let record) = element.role {
      report(record, at: content, covered: covered)
    }
    for child in element.children { move(child, by: delta) }
  }

  /// Keeps the cache of an app's layout for the next pass.
  func keep(_ cache: AnyLayout.Cache, for element: Element) {
    guard case .layout = element.role else { return }
    caches[element.id] = (element, cache)
  }

  /// An environment object holding `value`: one of the few this pass made last when it holds
  /// the same, so elements measured alike share one, else a new one.
  func sharedEnvironment(for value: LayoutEnvironment) -> LayoutEnvironment.Shared {
    if let found = recentEnvironments.first(where: { $0.value == value }) { return found }
    let made = LayoutEnvironment.Shared(value)
    if recentEnvironments.count == 8 { recentEnvironments.removeLast() }
    recentEnvironments.insert(made, at: 0)
    return made
  }
}
