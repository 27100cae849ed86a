import Foundation

extension LayoutNode {
  /// The view's dimensions with its `.alignmentGuide`s applied, innermost first.
  func dimensions(guides: [AlignmentGuideRecord])
    -> @Sendable (ProposedViewSize) -> ViewDimensions
  {
    let outer = layers.count - 1
    return { [self] proposal in
      var dimensions = ViewDimensions(size: size(proposal, layer: outer))
      if let insets = textInsets {
        dimensions.textBaselines = { [self] in textBaselines(proposal, insets: insets) }
      } else if let insets = plainStackInsets ?? plainDepthStackInsets {
        // Inside padding, the stack's own lines moved in by it.
        let inner = LayoutNode.inner(proposal, insets)
        if plainStackInsets != nil {
          dimensions.textBaselines = { [self] in
            stackBaselines(inner).map { ($0.0 + insets.top, $0.1 + insets.top) }
          }
        }
        dimensions.layoutHorizontalGuide = { [self] in
          stackGuide(.horizontal($0), inner).map { $0 + insets.leading }
        }
        dimensions.layoutVerticalGuide = { [self] in
          stackGuide(.vertical($0), inner).map { $0 + insets.top }
        }
      }
      if isAppLayout, layers.count == 1 {
        // The app's layout answers for guides no modifier set, in its own bounds.
        let bounds = CGRect(origin: .zero, size: dimensions.size)
        dimensions.layoutHorizontalGuide = { [self] guide in
          withContainer { layout, cache in
            layout.explicitAlignment(
              of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
          }
        }
        dimensions.layoutVerticalGuide = { [self] guide in
          withContainer { layout, cache in
            layout.explicitAlignment(
              of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
          }
        }
      }
      for guide in guides { guide.apply(to: &dimensions) }
      return dimensions
    }
  }
}
