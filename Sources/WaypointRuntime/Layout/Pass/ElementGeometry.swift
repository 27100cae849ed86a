import Foundation
import Synchronization

/// What the last layout pass left on an element: where it was placed and the sizes it chose,
/// kept on the element so that a pass over an unchanged element (the same object) can reuse them.
package struct ElementGeometry {
  // Stored in this order so that the flags and the scale fill the bytes the frames leave: the
  // geometry sits in every element of every open tab.
  /// Its frame with each layer applied, in the scene's coordinates and before rounding: the
  /// view itself first, then each layout modifier and decoration, innermost first; the last is
  /// its frame.
  var frames = PlacedFrames()
  /// Whether `sizes` may lack some it was asked for: it was asked for more than are kept, or
  /// they were released. It then cannot vouch that a successor answers as it did.
  var sizesOverflowed = false
  /// Whether there is no safe-area fit, a clear one (nothing covered or reached), or the one in
  /// `details`.
  private var fitKind = FitKind.absent
  private var storedDisplayScale: Float = 1
  /// The inputs the sizes were measured with (font, line limit, the metrics' epoch), shared
  /// with the siblings and parent measured with the same.
  var environment: LayoutEnvironment.Shared?
  /// The sizes the element chose for the proposals it was offered, outermost modifier applied.
  var sizes: [KeptSize] = []
  private var storedProposal = KeptProposal(nil)
  /// What few placements have, kept apart for the same reason; nil when all are at rest.
  private var details: PlacementDetails?

  /// The proposal it was placed with.
  var proposal: ProposedViewSize? {
    get { storedProposal.proposal }
    set { storedProposal = KeptProposal(newValue) }
  }
  /// Pixels per point of the display the frames are rounded to when read (1, 2, 3: a `Float`
  /// holds every scale a display has exactly).
  var displayScale: CGFloat {
    get { CGFloat(storedDisplayScale) }
    set { storedDisplayScale = Float(newValue) }
  }

  init(environment: LayoutEnvironment.Shared? = nil) {
    self.environment = environment
  }

  /// Keeps a size the element chose, unless it keeps eight already: it then cannot vouch for
  /// what it was asked. Appended, to be shared in one exact array when the pass ends.
  mutating func keep(_ size: KeptSize) {
    if sizes.count >= 8 {
      sizesOverflowed = true
    } else {
      sizes.append(size)
    }
  }

  private enum FitKind {
    case absent, clear, other
  }

  /// How its frame sat in the safe area when placed: a placement is kept only with the same.
  var safeAreaFit: SafeAreaFit? {
    get {
      switch fitKind {
      case .absent: nil
      case .clear: SafeAreaFit.none
      case .other: details?.values.safeAreaFit
      }
    }
    set {
      setPlacement(safeAreaFit: newValue, backgroundReach: backgroundReach, placedText: placedText)
    }
  }
  /// A text's lines as the pass placed them, when they cannot be made again from the text, its
  /// font and its frame (`PlacedText`); nil for every other element.
  var placedText: PlacedText? { details?.values.placedText }
  /// How far a scroll view's content is scrolled: its subviews' frames are moved back by it.
  var contentOffset: CGPoint {
    get { details?.values.contentOffset ?? .zero }
    set { updateDetails { $0.contentOffset = newValue } }
  }
  /// How much of a geometry reader the safe area's covered edges cover.
  var coveredInsets: EdgeInsets {
    get { details?.values.coveredInsets ?? EdgeInsets() }
    set { updateDetails { $0.coveredInsets = newValue } }
  }
  /// How far its style background reaches past the frame it paints, into what covers it.
  var backgroundReach: EdgeInsets? {
    get { details?.values.backgroundReach }
    set { updateDetails { $0.backgroundReach = newValue } }
  }

  /// Sets what a placement records in one change of `details`, as every placed element does.
  mutating func setPlacement(
    safeAreaFit fit: SafeAreaFit?, backgroundReach reach: EdgeInsets?, placedText: PlacedText?
  ) {
    fitKind = fit == nil ? .absent : fit == SafeAreaFit.none ? .clear : .other
    let kept = fitKind == .other ? fit : nil
    updateDetails {
      $0.safeAreaFit = kept
      $0.backgroundReach = reach
      $0.placedText = placedText
    }
  }

  private mutating func updateDetails(_ change: (inout PlacementDetails.Values) -> Void) {
    let old = details?.values ?? PlacementDetails.Values()
    var new = old
    change(&new)
    guard new != old else { return }
    details = new == PlacementDetails.Values() ? nil : PlacementDetails.of(new)
  }

  /// Frame `index` with its edges on the display's pixel grid, as SwiftUI aligns what it draws:
  /// each edge rounded on its own, so that adjacent views stay adjacent.
  func rounded(_ index: Int) -> CGRect {
    let rect = frames[index]
    func snap(_ value: CGFloat) -> CGFloat { (value * displayScale).rounded() / displayScale }
    let minX = snap(rect.minX)
    let minY = snap(rect.minY)
    return CGRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
  }
}

/// The parts of a placement few elements have: a safe-area fit other than a clear one, the
/// insets a geometry reader's covered edges cover, a background's reach, a scroll offset, a
/// text's lines that cannot be made again.
final class PlacementDetails: Sendable {
  struct Values: Equatable {
    var safeAreaFit: SafeAreaFit?
    var coveredInsets = EdgeInsets()
    var backgroundReach: EdgeInsets?
    var contentOffset = CGPoint.zero
    var placedText: PlacedText?

    static func == (lhs: Values, rhs: Values) -> Bool {
      lhs.safeAreaFit == rhs.safeAreaFit && lhs.coveredInsets == rhs.coveredInsets
        && lhs.backgroundReach == rhs.backgroundReach && lhs.contentOffset == rhs.contentOffset
        && lhs.placedText === rhs.placedText
    }
  }

  let values: Values

  private init(_ values: Values) {
    self.values = values
  }

  /// The last few made, for elements placed alike to share: the rows a bar covers the same
  /// way, in one tab and in every other tab of the process.
  private static let recent = Mutex<[PlacementDetails]>([])

  /// An object holding `values`: one made recently for equal values, or a new one.
  static func of(_ values: Values) -> PlacementDetails {
    recent.withLock { recent in
      if let found = recent.first(where: { $0.values == values }) { return found }
      let made = PlacementDetails(values)
      if recent.count == 16 { recent.removeFirst() }
      recent.append(made)
      return made
    }
  }
}

/// A proposal as an element keeps it: 16 bytes, where an optional `ProposedViewSize` takes 26
/// (32 among other fields). An unspecified dimension, and the absence of a proposal, are NaNs
/// with payloads no arithmetic produces, so a proposal that is NaN itself reads back as NaN.
struct KeptProposal {
  private let width: Double
  private let height: Double

  private static let unspecified = Double(bitPattern: 0x7FF4_0000_0000_0057)
  private static let absent = Double(bitPattern: 0x7FF4_0000_0000_0058)

  init(_ proposal: ProposedViewSize?) {
    guard let proposal else {
      width = Self.absent
      height = Self.absent
      return
    }
    width = proposal.width.map(Double.init) ?? Self.unspecified
    height = proposal.height.map(Double.init) ?? Self.unspecified
  }

  var widthBits: UInt64 { width.bitPattern }
  var heightBits: UInt64 { height.bitPattern }

  var proposal: ProposedViewSize? {
    guard width.bitPattern != Self.absent.bitPattern else { return nil }
    func read(_ value: Double) -> CGFloat? {
      value.bitPattern == Self.unspecified.bitPattern ? nil : CGFloat(value)
    }
    return ProposedViewSize(width: read(width), height: read(height))
  }
}

/// A size an element chose for a proposal, as a pass and the element keep it: 32 bytes, where
/// a tuple of the proposal's optionals and the size takes 48; an element keeps up to eight.
struct KeptSize {
  private let kept: KeptProposal
  let size: CGSize

  init(_ proposal: ProposedViewSize, _ size: CGSize) {
    kept = KeptProposal(proposal)
    self.size = size
  }

  var proposal: ProposedViewSize {
    // Made from a proposal, so never the absent one.
    kept.proposal ?? .unspecified
  }
}

extension KeptSize: Equatable {
  // Bit for bit: kept sizes are equal when they would answer every question alike.
  static func == (lhs: KeptSize, rhs: KeptSize) -> Bool {
    lhs.bits == rhs.bits
  }

  fileprivate var bits: (UInt64, UInt64, UInt64, UInt64) {
    (
      kept.widthBits, kept.heightBits, Double(size.width).bitPattern,
      Double(size.height).bitPattern
    )
  }
}

extension [KeptSize] {
  /// Lists of kept sizes, one storage for each distinct list: rows alike in a tab, and a page's
  /// elements in every tab showing it at the same width, keep one array. Room for the lists of
  /// a few dozen pages.
  private static let shared = SharedStorage<[KeptSize]>(slots: 4096) { sizes in
    // A multiply-and-rotate mix of the bits: a pass shares the list of every element it
    // measured, and a cryptographic hash of each would cost more than measuring a text.
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
    func mix(_ word: UInt64) {
      hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 29
    }
    for size in sizes {
      let (a, b, c, d) = size.bits
      mix(a)
      mix(b)
      mix(c)
      mix(d)
    }
    return Int(truncatingIfNeeded: hash)
  }

  /// These sizes in an array of exactly that many, shared with every equal list kept before:
  /// an element keeps its sizes as long as it shows, where an array grown by appending has room
  /// for up to twice as many.
  func sharedExactly() -> [KeptSize] {
    guard capacity > count else { return Self.shared.shared(self) }
    var exact: [KeptSize] = []
    exact.reserveCapacity(count)
    exact.append(contentsOf: self)
    return Self.shared.shared(exact)
  }
}

/// A text's lines as a layout pass placed them, kept only when they cannot be told from the
/// element and its frame: the text wrapped, was shortened or shrank to fit.
package final class PlacedText: Sendable {
  let lines: TextLines

  private init(_ lines: TextLines) {
    self.lines = lines
  }

  /// What to keep of `lines`, placed in a content frame of `size` for `text` measured in
  /// `font`: nil when they are the whole text on one line in that font and size (most texts;
  /// `Element.textLines` makes them again), else `kept` when it holds the same.
  static func of(
    _ lines: TextLines?, text: String, font: Font?, size: CGSize?, keeping kept: PlacedText?
  ) -> PlacedText? {
    guard let lines else { return nil }
    if !lines.isTruncated, lines.font == font, lines.size == size, lines.lines.count == 1,
      lines.lines[0] == text
    {
      return nil
    }
    if let kept, kept.lines == lines { return kept }
    return PlacedText(lines)
  }
}

extension Element {
  /// Where the element is in its scene, in points from the scene's top-left corner, with every
  /// modifier it carries applied (padding, frames, offsets): as the last layout pass placed it,
  /// nil when no pass has placed it (it was never on screen).
  public var frame: CGRect? {
    geometry.withLock { $0.frames.isEmpty ? nil : $0.rounded($0.frames.count - 1) }
  }

  /// The frame of the view itself, inside the padding, frames and decorations it carries.
  public var contentFrame: CGRect? {
    geometry.withLock { $0.frames.isEmpty ? nil : $0.rounded(0) }
  }

  /// The frame of the view that `attributes[index]` was applied to: the element's view with
  /// the attributes before `index` applied.
  public func frame(beforeAttributeAt index: Int) -> CGRect? {
    geometry.withLock { geometry in
      guard !geometry.frames.isEmpty else { return nil }
      return geometry.rounded(geometry.frames.frameIndex(beforeAttributeAt: index))
    }
  }

  /// The lines of a text as the last layout pass broke them for its frame, in the font they
  /// are drawn in (smaller than the environment's when the text shrank to fit).
  public var textLines: TextLines? {
    guard case .text(let text) = role else { return nil }
    let (placed, size) = geometry.withLock { ($0.placedText, $0.frames.first?.size) }
    if let placed { return placed.lines }
    guard let size, let font = textFont else { return nil }
    return TextLines(oneLine: text, size: size, font: font)
  }

  /// The font the last layout pass measured the element's own text in: a text's, a field's, a
  /// control's label that has no views of its own (`.font`, `.bold()` and `.fontWeight` on it
  /// or an ancestor applied); nil for a container, or an element no pass placed.
  public var textFont: Font? {
    guard isMeasuredLeaf else { return nil }
    // Made again from what the pass measured the element in rather than kept on each leaf.
    let inherited = geometry.withLock { $0.frames.isEmpty ? nil : $0.environment?.value }
    return inherited?.applying(attributes, role: role).textFont
  }

  /// How far the element's style background reaches past the frame it paints, along the edges
  /// it ignores the safe area on and that touch what covers the view (a bar, the device's
  /// edge); nil when it reaches nowhere.
  public var backgroundReach: EdgeInsets? {
    geometry.withLock(\.backgroundReach)
  }

  /// The outermost style background that ignores the safe area along some edges: where it is
  /// among the attributes, its style and those edges.
  public var reachingBackground: (index: Int, style: AnyShapeStyle, edges: Edge.Set)? {
    for (index, attribute) in attributes.enumerated().reversed() {
      if case .background(let style, let edges) = attribute, !edges.isEmpty {
        return (index, style, edges)
      }
    }
    return nil
  }

  /// How far a scroll view or list has scrolled its content (`ScrollViewProxy.scrollTo`): the
  /// frames inside it are moved up and left by it; zero for anything else.
  public var contentOffset: CGPoint {
    geometry.withLock(\.contentOffset)
  }

  /// Makes the next pass place the element again rather than keep its placement whole: what
  /// a scroll view and its ancestors need when its content scrolls.
  package func forgetPlacement() {
    geometry.withLock { $0.proposal = nil }
  }

  /// The frame of the view that `.accessibilityIdentifier(identifier)` was applied to.
  public func frame(ofIdentifier identifier: String) -> CGRect? {
    guard
      let index = attributes.firstIndex(where: {
        if case .accessibilityIdentifier(identifier) = $0 { return true } else { return false }
      })
    else { return frame }
    return frame(beforeAttributeAt: index)
  }
}
