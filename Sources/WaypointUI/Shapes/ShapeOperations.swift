import Foundation

/// Two shapes combined by a set operation on their filled areas: drawn as the first shape with
/// the operation recorded, and with a path that answers containment exactly.
struct CombinedShape<First: Shape, Second: Shape> {
  var first: First
  var second: Second
  var operation: PathCombination.Operation
  var name: String
  var eoFill: Bool
}

extension CombinedShape: Shape {
  func path(in rect: CGRect) -> Path {
    let lhs = first.path(in: rect)
    let rhs = second.path(in: rect)
    switch operation {
    case .union: return lhs.union(rhs, eoFill: eoFill)
    case .intersection: return lhs.intersection(rhs, eoFill: eoFill)
    case .subtraction: return lhs.subtracting(rhs, eoFill: eoFill)
    case .symmetricDifference: return lhs.symmetricDifference(rhs, eoFill: eoFill)
    }
  }

  var body: some View { OutlineShapeView(shape: self) }
}

extension CombinedShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    first.chain(adding: ".\(name)(\(Second.self)())")
  }
}

extension Shape {
  /// The area this shape and `other` both fill.
  nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(
      first: self, second: other, operation: .intersection, name: "intersection", eoFill: eoFill)
  }

  /// The area either this shape or `other` fills.
  nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(first: self, second: other, operation: .union, name: "union", eoFill: eoFill)
  }

  /// The area this shape fills and `other` does not.
  nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(
      first: self, second: other, operation: .subtraction, name: "subtracting", eoFill: eoFill)
  }

  /// The area exactly one of this shape and `other` fills.
  nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    CombinedShape(
      first: self, second: other, operation: .symmetricDifference, name: "symmetricDifference",
      eoFill: eoFill)
  }

  /// This shape's outline within the area `other` fills.
  nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    CombinedShape(
      first: self, second: other, operation: .intersection, name: "lineIntersection",
      eoFill: eoFill)
  }

  /// This shape's outline outside the area `other` fills.
  nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false)
    -> some Shape
  {
    CombinedShape(
      first: self, second: other, operation: .subtraction, name: "lineSubtraction",
      eoFill: eoFill)
  }
}

/// Holds any shape behind one type, so that branches or a stored property can mix kinds; it
/// draws and sizes as the shape it holds.
public struct AnyShape: @unchecked Sendable {
  let shape: any Shape
  /// Wraps `shape`.
  public init<S: Shape>(_ shape: S) { self.shape = shape }
}

extension AnyShape: Shape {
  /// The wrapped shape's path.
  @MainActor public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  /// The wrapped shape's size for `proposal`.
  @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
  /// The wrapped shape.
  public var body: some View { AnyView(shape) }
}
