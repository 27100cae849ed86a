import Foundation

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
  let value: Value

  /// A type-erased geometry value that produces an anchored value of a given type.
  public struct Source {
    /// The source as Swift source: `.bounds`.
    let name: String
  }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The bounds of the view the anchor is taken from.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: ".bounds") }
}
