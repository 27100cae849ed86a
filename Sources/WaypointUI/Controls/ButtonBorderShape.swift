import Foundation

/// The outline of a bordered button, set by `.buttonBorderShape(_:)` (recorded); as a `Shape`
/// it draws that outline in any frame.
public struct ButtonBorderShape: Equatable, Sendable, CustomStringConvertible {
  enum Kind: Equatable, Sendable {
    case automatic, capsule, roundedRectangle, circle
    case roundedRectangleRadius(CGFloat)
  }

  let kind: Kind

  /// Leaves the outline to the style; drawn as a rounded rectangle with corners of up to 8
  /// points.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule shape.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle shape.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
  /// A rounded rectangle shape with the given corner radius.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangleRadius(radius))
  }
  /// A circular shape.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// The shape as Swift source, such as `.capsule`.
  public var description: String {
    switch kind {
    case .automatic: ".automatic"
    case .capsule: ".capsule"
    case .roundedRectangle: ".roundedRectangle"
    case .circle: ".circle"
    case .roundedRectangleRadius(let radius): ".roundedRectangle(radius: \(Font.number(radius)))"
    }
  }
}

extension ButtonBorderShape: Shape {
  /// The border's outline in `rect`: a capsule, a circle, or a rounded rectangle.
  nonisolated public func path(in rect: CGRect) -> Path {
    switch kind {
    case .capsule:
      return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    case .circle:
      let side = min(rect.width, rect.height)
      let square = CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
      return Path(ellipseIn: square)
    case .automatic, .roundedRectangle:
      return Path(roundedRect: rect, cornerRadius: min(8, min(rect.width, rect.height) / 2))
    case .roundedRectangleRadius(let radius):
      return Path(roundedRect: rect, cornerRadius: radius)
    }
  }
}

extension ButtonBorderShape: InsettableShape {
  /// The shape drawn `amount` inside the frame it is given.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetButtonBorderShape(shape: self, amount: amount)
  }
}

/// A button border shape drawn inside its frame by a fixed amount.
struct InsetButtonBorderShape: InsettableShape {
  let shape: ButtonBorderShape
  var amount: CGFloat

  nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  nonisolated func inset(by amount: CGFloat) -> InsetButtonBorderShape {
    InsetButtonBorderShape(shape: shape, amount: self.amount + amount)
  }
}
