import Foundation

extension ImageName {
  /// The image's own size in points, drawn in `font`: a symbol's as tall as the font's
  /// symbols, an asset's by its files' pixels and scale, a bitmap's by its pixels, a resource
  /// no catalog holds as its name in text; a remote one's is not known (zero).
  package func intrinsicSize(in font: Font, metrics: any TextMetrics) -> CGSize {
    switch self {
    case .system: metrics.symbolSize(in: font)
    case .asset(let asset): asset.pointSize ?? metrics.symbolSize(in: font)
    case .resource(let name): TextLines(name, font: font, metrics: metrics, width: nil).size
    case .bitmap(let width, let height, _): CGSize(width: width, height: height)
    case .remote: .zero
    }
  }
}
