import Foundation

/// Where a text's lines sit, for the text baseline guides.
extension LayoutNode {
  /// The insets the layers around a text add, when they are padding, backgrounds and overlays
  /// only (which do not move the text otherwise); nil for another element, or a text another
  /// modifier places (its baselines are then its bottom edge).
  var textInsets: EdgeInsets? {
    guard case .text = element.role else { return nil }
    var insets = EdgeInsets()
    for layer in layers.dropFirst() {
      switch layer {
      case .content: continue
      case .wrapper(let layout, _):
        guard let padding = layout.layout as? PaddingLayout else { return nil }
        insets.top += padding.insets.top
        insets.leading += padding.insets.leading
        insets.bottom += padding.insets.bottom
        insets.trailing += padding.insets.trailing
      case .decoration(let info, _, _):
        if case .safeAreaInset = info.kind { return nil }
      }
    }
    return insets
  }

  /// The first and last baselines of the text, offered `proposal` with `insets` around it:
  /// each line's ascent below its top.
  func textBaselines(_ proposal: ProposedViewSize, insets: EdgeInsets) -> (CGFloat, CGFloat)? {
    guard case .text(let text) = element.role else { return nil }
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    let lines = role.textLayout(text, inner)
    let first = insets.top + pass.metrics.ascent(of: lines.font)
    let last =
      first + CGFloat(max(0, lines.lines.count - 1)) * pass.metrics.lineHeight(of: lines.font)
    return (first, last)
  }
}
