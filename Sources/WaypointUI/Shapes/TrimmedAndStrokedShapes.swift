import Foundation

/// The part of a shape's outline between two fractions of its length: what `trim(from:to:)`
/// returns, a shape still, so it can be stroked or filled.
struct TrimmedShape<Content: Shape> {
  var shape: Content
  var from: CGFloat
  var to: CGFloat
}

extension TrimmedShape: Shape {
  func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: from, to: to)
  }

  static var role: ShapeRole { Content.role }

  var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  var body: some View { OutlineShapeView(shape: self) }
}

extension TrimmedShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    shape.chain(adding: ".trim(from: \(Font.number(from)), to: \(Font.number(to)))")
  }
}

/// A shape's outline as a shape of its own: what `stroke(lineWidth:)` and `stroke(style:)`
/// return. Drawn, it is the outline in the foreground style.
struct StrokedShape<Content: Shape> {
  var shape: Content
  var style: StrokeStyle
}

extension StrokedShape: Shape {
  func path(in rect: CGRect) -> Path {
    shape.path(in: rect).strokedPath(style)
  }

  static var role: ShapeRole { .stroke }

  var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  var body: some View {
    shape.attribute(
      .stroke(AnyShapeStyle(ForegroundStyle()), lineWidth: style.lineWidth, style: style))
  }
}

extension StrokedShape: ShapeChain {
  var chain: (base: ShapeKind, modifiers: [String]) {
    shape.chain(adding: ".stroke(lineWidth: \(Font.number(style.lineWidth)))")
  }
}
