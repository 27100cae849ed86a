import Foundation

/// What `offset(_:)` on a shape returns: the shape's path moved inside the same frame,
/// recorded with `.offset(x:y:)` in its name.
public struct OffsetShape<Content: Shape> {
  /// The shape being offset.
  public var shape: Content
  /// How far the shape moves.
  public var offset: CGSize
  /// Creates `shape` moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }
}

extension OffsetShape: Shape {
  /// The shape's path, moved by the offset.
  @MainActor public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
  /// The role of the shape it offsets.
  public static var role: ShapeRole { Content.role }
  /// The layout direction behavior of the shape it offsets.
  @MainActor public var layoutDirectionBehavior: LayoutDirectionBehavior {
    shape.layoutDirectionBehavior
  }
  /// The shape moved, drawn from its path.
  public var body: some View { OutlineShapeView(shape: self) }
}

extension OffsetShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    shape.chain(
      adding: ".offset(x: \(Font.number(offset.width)), y: \(Font.number(offset.height)))")
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The inset shape, moved by the same offset.
  public typealias InsetShape = OffsetShape<Content.InsetShape>
  /// The inset shape, moved by the same offset.
  @MainActor public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// What `scale(x:y:anchor:)` returns: the shape's path stretched around `anchor`, the frame
/// unchanged, recorded with `.scale(x:y:)` in its name.
public struct ScaledShape<Content: Shape> {
  /// The shape being scaled.
  public var shape: Content
  /// The horizontal and vertical scale factors.
  public var scale: CGSize
  /// The point of the frame that stays put.
  public var anchor: UnitPoint
  /// Creates `shape` scaled by `scale` around `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }
}

extension ScaledShape: Shape {
  /// The shape's path, scaled around the anchor.
  @MainActor public func path(in rect: CGRect) -> Path {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return shape.path(in: rect).applying(
      CGAffineTransform(
        a: scale.width, b: 0, c: 0, d: scale.height, tx: x - x * scale.width,
        ty: y - y * scale.height))
  }
  /// The role of the shape it scales.
  public static var role: ShapeRole { Content.role }
  /// The layout direction behavior of the shape it scales.
  @MainActor public var layoutDirectionBehavior: LayoutDirectionBehavior {
    shape.layoutDirectionBehavior
  }
  /// The shape scaled, drawn from its path.
  public var body: some View { OutlineShapeView(shape: self) }
}

extension ScaledShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    shape.chain(adding: ".scale(x: \(Font.number(scale.width)), y: \(Font.number(scale.height)))")
  }
}

/// What `rotation(_:anchor:)` returns: the shape's path turned around `anchor`, the frame
/// unchanged, recorded with `.rotation` in its name.
public struct RotatedShape<Content: Shape> {
  /// The shape being rotated.
  public var shape: Content
  /// The angle of rotation.
  public var angle: Angle
  /// The point of the frame the shape turns around.
  public var anchor: UnitPoint
  /// Creates `shape` rotated by `angle` around `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }
}

extension RotatedShape: Shape {
  /// The shape's path, rotated around the anchor.
  @MainActor public func path(in rect: CGRect) -> Path {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    let (c, s) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
    return shape.path(in: rect).applying(
      CGAffineTransform(a: c, b: s, c: -s, d: c, tx: x - c * x + s * y, ty: y - s * x - c * y))
  }
  /// The role of the shape it rotates.
  public static var role: ShapeRole { Content.role }
  /// The layout direction behavior of the shape it rotates.
  @MainActor public var layoutDirectionBehavior: LayoutDirectionBehavior {
    shape.layoutDirectionBehavior
  }
  /// The shape turned, drawn from its path.
  public var body: some View { OutlineShapeView(shape: self) }
}

extension RotatedShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) { shape.chain(adding: ".rotation(\(angle))") }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The inset shape, rotated the same way.
  public typealias InsetShape = RotatedShape<Content.InsetShape>
  /// The inset shape, rotated the same way.
  @MainActor public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// What `transform(_:)` returns: the shape's path mapped through a matrix, the frame
/// unchanged, recorded with the matrix in its name.
public struct TransformedShape<Content: Shape> {
  /// The shape being transformed.
  public var shape: Content
  /// The affine transformation matrix applied to the shape's path.
  public var transform: CGAffineTransform
  /// Creates `shape` transformed by `transform`.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }
}

extension TransformedShape: Shape {
  /// The shape's path, transformed.
  @MainActor public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
  /// The role of the shape it transforms.
  public static var role: ShapeRole { Content.role }
  /// The layout direction behavior of the shape it transforms.
  @MainActor public var layoutDirectionBehavior: LayoutDirectionBehavior {
    shape.layoutDirectionBehavior
  }
  /// The shape transformed, drawn from its path.
  public var body: some View { OutlineShapeView(shape: self) }
}

extension TransformedShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    shape.chain(adding: ".transform(\(transform))")
  }
}

/// A shape drawn in a frame of a fixed size placed within the proposed frame.
struct SizedShape<Content: Shape> {
  var shape: Content
  var size: CGSize
  var anchor: UnitPoint
}

extension SizedShape: Shape {
  func path(in rect: CGRect) -> Path {
    let origin = CGPoint(
      x: rect.minX + (rect.width - size.width) * anchor.x,
      y: rect.minY + (rect.height - size.height) * anchor.y)
    return shape.path(in: CGRect(origin: origin, size: size))
  }

  var body: some View { OutlineShapeView(shape: self) }
}

extension SizedShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    shape.chain(
      adding: ".size(width: \(Font.number(size.width)), height: \(Font.number(size.height)))")
  }
}

extension Shape {
  /// The shape's path moved `offset.width` right and `offset.height` down in its frame.
  nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }
  /// The shape's path moved `offset.x` right and `offset.y` down in its frame.
  nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }
  /// The shape's path moved `x` points right and `y` points down in its frame.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
  /// The shape's path stretched `x` times across and `y` times down around `anchor`; the frame
  /// the layout gives it stays the same.
  nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  /// The shape's path stretched `scale` times both ways around `anchor`, in the same frame.
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }
  /// The shape's path turned by `angle` (clockwise on screen) about `anchor`, in the same
  /// frame.
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<
    Self
  > {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  /// The shape's path with each point mapped through `transform`, in the same frame.
  nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
  /// This shape drawn from a rectangle of `size` at the frame's origin, whatever the frame.
  nonisolated public func size(_ size: CGSize) -> some Shape {
    SizedShape(shape: self, size: size, anchor: .topLeading)
  }
  /// This shape drawn from a rectangle of `width` by `height` at the frame's origin.
  nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape {
    size(CGSize(width: width, height: height))
  }
  /// This shape drawn in a frame of `size`, placed at `anchor` of the proposed frame.
  nonisolated public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape {
    SizedShape(shape: self, size: size, anchor: anchor)
  }
  /// This shape drawn in a frame of `width` by `height`, placed at `anchor`.
  nonisolated public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
    size(CGSize(width: width, height: height), anchor: anchor)
  }
}

extension CGAffineTransform: CustomStringConvertible {
  /// The transform as Swift source.
  public var description: String {
    let entries = [a, b, c, d, tx, ty].map { Font.number($0) }
    return "CGAffineTransform(a: \(entries[0]), b: \(entries[1]), c: \(entries[2]), "
      + "d: \(entries[3]), tx: \(entries[4]), ty: \(entries[5]))"
  }
}
