import Foundation

/// The layouts of modifiers, and the sizes a node takes from layouts.
extension LayoutNode {
  /// The layout a modifier recorded as `attribute` sizes and places its view by, if it does.
  static func layout(for attribute: Attribute) -> AnyLayout? {
    switch attribute {
    case .padding(let edges, let length):
      let value = length ?? 16
      return AnyLayout(
        PaddingLayout(
          EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0)))
    case .paddingInsets(let insets): return AnyLayout(PaddingLayout(insets))
    case .scenePadding(let edges): return layout(for: .padding(edges, nil))
    case .frame(let frame):
      if frame.minWidth == nil, frame.idealWidth == nil, frame.maxWidth == nil,
        frame.minHeight == nil, frame.idealHeight == nil, frame.maxHeight == nil
      {
        return AnyLayout(
          FixedFrameLayout(width: frame.width, height: frame.height, alignment: frame.alignment))
      }
      return AnyLayout(
        FlexibleFrameLayout(
          width: .init(minimum: frame.minWidth, ideal: frame.idealWidth, maximum: frame.maxWidth),
          height: .init(
            minimum: frame.minHeight, ideal: frame.idealHeight, maximum: frame.maxHeight),
          alignment: frame.alignment))
    case .fixedSize(let horizontal, let vertical):
      return AnyLayout(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    case .offset(let offset): return AnyLayout(OffsetLayout(offset))
    case .position(let point): return AnyLayout(PositionLayout(point))
    case .aspectRatio(let ratio, let mode):
      return AnyLayout(AspectRatioLayout(ratio, contentMode: mode))
    default: return nil
    }
  }

  /// How far the outermost style background that ignores the safe area along some edges
  /// reaches past the frame it paints (`frames`, with the attributes `ends` closes): into what
  /// covers an edge that frame touches. Nil without such a background or anything to reach.
  func backgroundReach(frames: [CGRect], ends: [Int]) -> EdgeInsets? {
    guard let area = pass.safeArea, let (index, _, edges) = element.reachingBackground else {
      return nil
    }
    let painted = frames[min(frames.count - 1, ends.prefix { $0 <= index }.count)]
    let reach = area.fit(of: painted).reach
    let result = EdgeInsets(
      top: edges.contains(.top) ? reach.top : 0,
      leading: edges.contains(.leading) ? reach.leading : 0,
      bottom: edges.contains(.bottom) ? reach.bottom : 0,
      trailing: edges.contains(.trailing) ? reach.trailing : 0)
    return result == EdgeInsets() ? nil : result
  }

  /// A size a layout returned, with what is not a length taken as zero. Infinity stays: a view
  /// offered infinity may take it, which is how a stack learns that it is flexible.
  static func valid(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width.isNaN ? 0 : max(0, size.width),
      height: size.height.isNaN ? 0 : max(0, size.height))
  }

  /// A placed size: what is not finite (a view placed with an infinite proposal) is zero.
  static func finite(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
  }
}
