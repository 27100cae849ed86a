import Foundation

/// Empty space that takes whatever room its stack has left: along a horizontal stack's width
/// or a vertical stack's height, or both ways outside a stack. It asks for no gap beside it.
public struct Spacer: Sendable {
  /// The length it never goes below; nil means 8 points.
  public var minLength: CGFloat?

  /// Makes a spacer at least `minLength` long (8 points when nil).
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: View, PrimitiveView {
  /// A spacer has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: LeafView {
  package func leafContent() -> (role: Role, attributes: [Attribute])? {
    (.spacer(minLength: minLength), [])
  }
}
