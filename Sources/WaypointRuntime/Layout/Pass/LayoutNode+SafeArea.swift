import Foundation

/// How a node's layers change the safe area what they hold is placed in.
extension LayoutNode {
  /// The safe area the element's content is placed in: none in a scroll view, what its bars
  /// leave for a container with bars, its own otherwise.
  func contentSafeArea(of layout: AnyLayout, in frame: CGRect) -> SafeArea? {
    if role.scrollsContent { return nil }
    guard let area = pass.safeArea, let chrome = layout.layout as? any ChromeLayout else {
      return pass.safeArea
    }
    return area.covering(frame, except: chrome.contentArea(in: frame, subviews: subviews))
  }

  /// `.safeAreaPadding`'s size: the padding's.
  func safeAreaPaddingSize(
    _ insets: EdgeInsets, _ proposal: ProposedViewSize, inside: LayoutSubviews
  ) -> CGSize {
    var none: Void = ()
    return PaddingLayout(insets).sizeThatFits(proposal: proposal, subviews: inside, cache: &none)
  }

  /// Places what `.safeAreaPadding` holds inside its insets, which count as covered.
  func placeSafeAreaPadding(
    _ insets: EdgeInsets, in frame: CGRect, proposal: ProposedViewSize, inside: LayoutSubviews
  ) {
    let inner = CGRect(
      x: frame.minX + insets.leading, y: frame.minY + insets.top,
      width: max(0, frame.width - insets.leading - insets.trailing),
      height: max(0, frame.height - insets.top - insets.bottom))
    var none: Void = ()
    pass.placing(in: pass.safeArea?.covering(frame, except: inner)) {
      PaddingLayout(insets).placeSubviews(
        in: frame, proposal: proposal, subviews: inside, cache: &none)
    }
  }

  /// Places what an `.ignoresSafeArea` layer holds in its grown frame. The safe area stays as
  /// it is inside: what the view holds is placed in its frame, and a geometry reader in it
  /// still says what covers it.
  func placeIgnoringSafeArea(in frame: CGRect, inside: LayoutSubviews) {
    inside[0].place(
      at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center,
      proposal: ProposedViewSize(frame.size))
  }
}
