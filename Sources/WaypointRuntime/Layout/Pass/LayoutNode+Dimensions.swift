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
      } else if isPlainStack {
        dimensions.textBaselines = { [self] in stackBaselines(proposal) }
        dimensions.layoutHorizontalGuide = { [self] in stackGuide(.horizontal($0), proposal) }
        dimensions.layoutVerticalGuide = { [self] in stackGuide(.vertical($0), proposal) }
      } else if isPlainDepthStack {
        dimensions.layoutHorizontalGuide = { [self] in stackGuide(.horizontal($0), proposal) }
        dimensions.layoutVerticalGuide = { [self] in stackGuide(.vertical($0), proposal) }
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
