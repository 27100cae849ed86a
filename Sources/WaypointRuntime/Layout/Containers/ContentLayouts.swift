import Foundation

/// A scroll view (or a list): its content stacked along the scroll axis and offered no limit
/// along it; the view takes what it is offered (its content's size where it is offered none)
/// and shows the content from the top, centred across when narrower.
struct ScrollLayout: Layout {
  var axes: Axis.Set
  var spacing: CGFloat?
  var alignment: HorizontalAlignment = .center
  /// How far the content is scrolled: placed this far up and left of the top-leading corner.
  var offset: CGPoint = .zero

  private var axis: Axis { axes.contains(.vertical) ? .vertical : .horizontal }

  private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  private func content(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    StackMath.size(subviews, proposal: offer(proposal), axis: axis, spacing: spacing)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let content = content(proposal, subviews)
    return CGSize(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let content = content(ProposedViewSize(bounds.size), subviews)
    let x =
      axis == .vertical
      ? bounds.minX + max(0, bounds.width - content.width) * StackMath.fraction(of: alignment)
      : bounds.minX
    StackMath.place(
      subviews,
      in: CGRect(origin: CGPoint(x: x - offset.x, y: bounds.minY - offset.y), size: content),
      axis: axis, spacing: spacing, fraction: StackMath.fraction(of: alignment))
  }
}

/// A geometry reader: takes all it is offered (10 by 10 points where it is offered nothing)
/// and puts its content at its top-leading corner, offered its whole size.
struct GeometryReaderLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}

/// A toggle: its label at the leading edge and the switch (51 by 31 points) at the trailing
/// edge of the width it is offered.
struct ToggleLayout: Layout {
  static let switchSize = CGSize(width: 51, height: 31)

  private func label(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    let width = proposal.width.map { max(0, $0 - Self.switchSize.width - 8) }
    return StackMath.size(
      subviews, proposal: ProposedViewSize(width: width, height: proposal.height),
      axis: .horizontal, spacing: nil)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let label = label(proposal, subviews)
    return CGSize(
      width: proposal.width ?? label.width + 8 + Self.switchSize.width,
      height: max(label.height, Self.switchSize.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let label = label(ProposedViewSize(bounds.size), subviews)
    StackMath.place(
      subviews,
      in: CGRect(
        x: bounds.minX, y: bounds.midY - label.height / 2, width: label.width,
        height: label.height), axis: .horizontal, spacing: nil, fraction: 0.5)
  }
}

/// A progress view: its label, then a bar 4 points high across the width it is offered (or a
/// spinner 20 points square when indeterminate).
struct ProgressLayout: Layout {
  var isDeterminate: Bool
  /// Whether it is a slider's bar, as tall as the knob a person drags.
  var isSlider = false

  private var indicator: CGSize {
    if isSlider { return CGSize(width: 0, height: 28) }
    return isDeterminate ? CGSize(width: 0, height: 4) : CGSize(width: 20, height: 20)
  }

  private func label(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    StackMath.size(
      subviews, proposal: ProposedViewSize(width: proposal.width, height: nil), axis: .vertical,
      spacing: nil)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let label = label(proposal, subviews)
    let gap: CGFloat = subviews.isEmpty ? 0 : 4
    let width = isDeterminate ? proposal.width ?? max(label.width, 10) : max(label.width, 20)
    return CGSize(width: width, height: label.height + gap + indicator.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let label = label(ProposedViewSize(bounds.size), subviews)
    StackMath.place(
      subviews,
      in: CGRect(origin: bounds.origin, size: CGSize(width: bounds.width, height: label.height)),
      axis: .vertical, spacing: nil, fraction: isDeterminate ? 0 : 0.5)
  }
}

/// `ViewThatFits`: the first subview whose ideal size along `axes` fits the proposal (the last
/// when none does); only that one is placed.
struct ViewThatFitsLayout: Layout {
  var axes: Axis.Set

  private func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
    guard !subviews.isEmpty else { return nil }
    for index in subviews.indices {
      let ideal = subviews[index].sizeThatFits(
        ProposedViewSize(
          width: axes.contains(.horizontal) ? nil : proposal.width,
          height: axes.contains(.vertical) ? nil : proposal.height))
      let fitsWidth =
        !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
      let fitsHeight =
        !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
      if fitsWidth && fitsHeight { return index }
    }
    return subviews.endIndex - 1
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let index = chosen(proposal, subviews) else { return .zero }
    return subviews[index].sizeThatFits(proposal)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    guard let index = chosen(proposal, subviews) else { return }
    subviews[index].place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
  }
}

/// A lazy grid: columns (`LazyVGrid`) or rows (`LazyHGrid`) sized from the grid's items —
/// fixed, flexible within their bounds, or as many adaptive tracks as fit — with the items
/// filling them in order, each line as long as its longest item.
struct LazyGridPassLayout: Layout {
  var grid: LazyGridLayout

  init(_ grid: LazyGridLayout) { self.grid = grid }

  private var isVertical: Bool { grid.axis == .vertical }

  /// The tracks' lengths across the grid's axis, given the length offered for them.
  func tracks(in offered: CGFloat?) -> [CGFloat] {
    let spacing = grid.items.map { $0.spacing ?? 8 }
    var fixed: CGFloat = 0
    var flexible: [(minimum: CGFloat, maximum: CGFloat)] = []
    var adaptive: (minimum: CGFloat, maximum: CGFloat)?
    for item in grid.items {
      switch item.size {
      case .fixed(let length): fixed += length
      case .flexible(let minimum, let maximum): flexible.append((minimum, maximum))
      case .adaptive(let minimum, let maximum): adaptive = (minimum, maximum)
      }
    }
    let gaps = spacing.dropLast().reduce(0, +)
    let available = (offered ?? (fixed + flexible.reduce(0) { $0 + $1.minimum } + gaps))
    var remaining = max(0, available - fixed - gaps)
    var lengths: [CGFloat] = []
    let flexibleCount = flexible.count + (adaptive == nil ? 0 : 1)
    var flexibleLeft = flexibleCount
    for item in grid.items {
      switch item.size {
      case .fixed(let length): lengths.append(length)
      case .flexible(let minimum, let maximum):
        let share = remaining / CGFloat(max(1, flexibleLeft))
        let length = min(max(share, minimum), maximum)
        lengths.append(length)
        remaining = max(0, remaining - length)
        flexibleLeft -= 1
      case .adaptive(let minimum, let maximum):
        let gap = item.spacing ?? 8
        let count = max(1, Int(((remaining + gap) / (minimum + gap)).rounded(.down)))
        let length = min(
          maximum, max(minimum, (remaining - gap * CGFloat(count - 1)) / CGFloat(count)))
        lengths += Array(repeating: length, count: count)
        remaining = 0
        flexibleLeft -= 1
      }
    }
    return lengths
  }

  private func lines(_ proposal: ProposedViewSize, _ subviews: Subviews)
    -> (tracks: [CGFloat], lines: [CGFloat])
  {
    let tracks = tracks(in: isVertical ? proposal.width : proposal.height)
    guard !tracks.isEmpty else { return ([], []) }
    var lines: [CGFloat] = []
    for start in stride(from: subviews.startIndex, to: subviews.endIndex, by: tracks.count) {
      var longest: CGFloat = 0
      for (offset, track) in tracks.enumerated() where start + offset < subviews.endIndex {
        let size = subviews[start + offset].sizeThatFits(
          isVertical
            ? ProposedViewSize(width: track, height: nil)
            : ProposedViewSize(width: nil, height: track))
        longest = max(longest, isVertical ? size.height : size.width)
      }
      lines.append(longest)
    }
    return (tracks, lines)
  }

  private var trackGap: CGFloat { grid.items.first?.spacing ?? 8 }
  private var lineGap: CGFloat { grid.spacing ?? 8 }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let (tracks, lines) = lines(proposal, subviews)
    let across = tracks.reduce(0, +) + trackGap * CGFloat(max(0, tracks.count - 1))
    let along = lines.reduce(0, +) + lineGap * CGFloat(max(0, lines.count - 1))
    return isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let (tracks, lines) = lines(ProposedViewSize(bounds.size), subviews)
    let across = tracks.reduce(0, +) + trackGap * CGFloat(max(0, tracks.count - 1))
    // The tracks are centred in the grid's width (or height).
    let start = (isVertical ? bounds.width : bounds.height) - across
    var lineOffset: CGFloat = 0
    for (line, length) in lines.enumerated() {
      var trackOffset = max(0, start / 2)
      for (offset, track) in tracks.enumerated() {
        let index = subviews.startIndex + line * tracks.count + offset
        guard index < subviews.endIndex else { break }
        let center =
          isVertical
          ? CGPoint(
            x: bounds.minX + trackOffset + track / 2, y: bounds.minY + lineOffset + length / 2)
          : CGPoint(
            x: bounds.minX + lineOffset + length / 2, y: bounds.minY + trackOffset + track / 2)
        subviews[index].place(
          at: center, anchor: .center,
          proposal: isVertical
            ? ProposedViewSize(width: track, height: nil)
            : ProposedViewSize(width: nil, height: track))
        trackOffset += track + trackGap
      }
      lineOffset += length + lineGap
    }
  }
}
