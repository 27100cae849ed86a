import WaypointUI

extension CSS {
  /// A lazy grid's tracks as CSS, the way SwiftUI sizes its items: a fixed item is its points, a
  /// flexible one shares what is left within its bounds, and an adaptive one alone is as many
  /// tracks of at least its minimum as fit. Adaptive items beside others, and adaptive rows
  /// (which would need a height to fill), count as flexible ones, as CSS repeats only one.
  static func gridTracks(_ items: [GridItem], axis: Axis) -> String {
    guard !items.isEmpty else { return "minmax(0,1fr)" }
    if items.count == 1, axis == .vertical, case .adaptive(let minimum, let maximum) = items[0].size
    {
      return "repeat(auto-fill,\(range(minimum, maximum)))"
    }
    return items.map { item in
      switch item.size {
      case .fixed(let size): "\(number(max(0, size)))px"
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        range(minimum, maximum)
      }
    }.joined(separator: " ")
  }

  /// `minmax(<minimum>px,<maximum>px)`, with an unbounded maximum taking a share of the rest.
  private static func range(_ minimum: Double, _ maximum: Double) -> String {
    let low = max(0, minimum.isFinite ? minimum : 0)
    let high = maximum.isFinite && maximum >= low ? "\(number(maximum))px" : "1fr"
    return "minmax(\(number(low))px,\(high))"
  }
}
