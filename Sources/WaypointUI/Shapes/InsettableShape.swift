import Foundation

/// A shape that can shrink by an even margin on every side, which lets `strokeBorder` keep
/// its line inside the frame.
public protocol InsettableShape: Shape {
  /// What `inset(by:)` returns, itself insettable so insets add up.
  associatedtype InsetShape: InsettableShape
  /// Returns this shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Traces the outline inside this shape's frame with `content` in `style`.
  @_disfavoredOverload
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// Traces the outline inside this shape's frame in the foreground style, in `style`.
  @_disfavoredOverload
  nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
  }

  /// Traces the outline inside this shape's frame with `content` at `lineWidth`.
  @_disfavoredOverload
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Traces the outline inside this shape's frame in the foreground style, at `lineWidth`.
  @_disfavoredOverload
  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
  }

  /// Traces the outline inside this shape's frame with `content` in `style`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// Traces the outline inside this shape's frame with `content` at `lineWidth`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A built-in shape drawn inside its frame, `amount` in from each side.
struct InsetOf<Base: Shape> {
  var base: Base
  var amount: CGFloat
}

extension InsetOf: InsettableShape {
  func path(in rect: CGRect) -> Path {
    base.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  func inset(by more: CGFloat) -> InsetOf<Base> { InsetOf(base: base, amount: amount + more) }

  var body: some View { OutlineShapeView(shape: self) }
}

extension InsetOf: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    base.chain(adding: ".inset(by: \(Font.number(amount)))")
  }
}

extension Rectangle: InsettableShape {
  /// A rectangle `amount` in from each side of the frame.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOf(base: self, amount: amount)
  }
}

extension RoundedRectangle: InsettableShape {
  /// A rounded rectangle `amount` in from each side, its corners shrunk to match.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    let corner = CGSize(
      width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
    return InsetOf(base: RoundedRectangle(cornerSize: corner, style: style), amount: amount)
  }
}

extension UnevenRoundedRectangle: InsettableShape {
  /// An uneven rounded rectangle `amount` in from each side, its corners shrunk to match.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    var radii = cornerRadii
    radii.topLeading = max(0, radii.topLeading - amount)
    radii.topTrailing = max(0, radii.topTrailing - amount)
    radii.bottomLeading = max(0, radii.bottomLeading - amount)
    radii.bottomTrailing = max(0, radii.bottomTrailing - amount)
    return InsetOf(base: UnevenRoundedRectangle(cornerRadii: radii, style: style), amount: amount)
  }
}

extension Capsule: InsettableShape {
  /// A capsule `amount` in from each side of the frame.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOf(base: self, amount: amount)
  }
}

extension Ellipse: InsettableShape {
  /// An ellipse `amount` in from each side of the frame.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOf(base: self, amount: amount)
  }
}

extension Circle: InsettableShape {
  /// A circle `amount` in from each side of the frame.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOf(base: self, amount: amount)
  }
}

extension ContainerRelativeShape: InsettableShape {
  /// The container's shape `amount` in from each side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetOf(base: self, amount: amount)
  }
}
