import Foundation

extension UnitPoint {
  /// The point as Swift source: `.center`, `.topLeading`, or `UnitPoint(x: 0.2, y: 1)`.
  package var motionSource: String {
    let named: [(UnitPoint, String)] = [
      (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
      (.bottom, ".bottom"), (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"),
      (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
    ]
    if let name = named.first(where: { $0.0 == self })?.1 { return name }
    return "UnitPoint(x: \(Font.number(x)), y: \(Font.number(y)))"
  }
}
