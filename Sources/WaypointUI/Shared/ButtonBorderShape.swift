import Foundation

/// The shape of a bordered button's border.
public struct ButtonBorderShape: Equatable, Sendable, CustomStringConvertible {
  enum Kind: Equatable, Sendable {
    case automatic, capsule, roundedRectangle, circle
    case radius(CGFloat)
  }
  let kind: Kind

  /// The platform's shape.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle of the platform's corner radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
  /// A rounded rectangle of corner radius `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .radius(radius))
  }
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// The shape as Swift source (`.capsule`).
  public var description: String {
    switch kind {
    case .automatic: ".automatic"
    case .capsule: ".capsule"
    case .roundedRectangle: ".roundedRectangle"
    case .circle: ".circle"
    case .radius(let radius): ".roundedRectangle(radius: \(Font.number(radius)))"
    }
  }
}

extension ButtonBorderShape: Shape {
  /// The border's outline in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    switch kind {
    case .circle: Path(ellipseIn: rect)
    case .automatic, .capsule: Path(roundedRect: rect, cornerRadius: rect.height / 2)
    case .roundedRectangle: Path(roundedRect: rect, cornerRadius: 8)
    case .radius(let radius): Path(roundedRect: rect, cornerRadius: radius)
    }
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The shape of the bordered buttons in the environment (a capsule here).
  public static var buttonBorder: ButtonBorderShape { .automatic }
}
