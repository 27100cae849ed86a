import Foundation

/// Where a scroll view is scrolled to: a view by id, an edge, or a point.
///
/// A terminal follows its focused element, so the position set here is recorded on the scroll
/// view's elements (`.scrollPosition(.edge(.bottom))`); it is never changed by a person
/// scrolling, so `isPositionedByUser` stays `false`.
public struct ScrollPosition: Sendable, Equatable, CustomStringConvertible {
  enum Target: Sendable {
    case automatic
    case view(any Hashable & Sendable, anchor: UnitPoint?)
    case edge(Edge)
    case point(CGPoint)
    case x(CGFloat)
    case y(CGFloat)
  }

  var target: Target

  /// A position at the view with `id`, placed at `anchor`.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    target = .view(id, anchor: anchor)
  }

  /// A position the scroll view chooses, for views with ids of `idType`.
  public init(idType: (some Hashable & Sendable).Type = Never.self) { target = .automatic }

  /// A position at `edge`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    target = .edge(edge)
  }

  /// A position at `point`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    target = .point(point)
  }

  /// A position at `x` and `y`.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
    target = .point(CGPoint(x: x, y: y))
  }

  /// A position at `x` across.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
    target = .x(x)
  }

  /// A position at `y` down.
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
    target = .y(y)
  }

  /// Moves to the view with `id`, placed at `anchor`.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    target = .view(id, anchor: anchor)
  }

  /// Moves to `edge`.
  public mutating func scrollTo(edge: Edge) { target = .edge(edge) }
  /// Moves to `point`.
  public mutating func scrollTo(point: CGPoint) { target = .point(point) }
  /// Moves to `x` and `y`.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .point(CGPoint(x: x, y: y)) }
  /// Moves to `x` across.
  public mutating func scrollTo(x: CGFloat) { target = .x(x) }
  /// Moves to `y` down.
  public mutating func scrollTo(y: CGFloat) { target = .y(y) }

  /// Whether a person scrolled to this position: never here.
  public var isPositionedByUser: Bool { false }

  /// The edge scrolled to, if the position is one.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point scrolled to, if the position is one.
  public var point: CGPoint? {
    if case .point(let point) = target { return point }
    return nil
  }

  /// The horizontal offset scrolled to, if the position sets one.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public var x: CGFloat? {
    switch target {
    case .x(let x): x
    case .point(let point): point.x
    default: nil
    }
  }

  /// The vertical offset scrolled to, if the position sets one.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public var y: CGFloat? {
    switch target {
    case .y(let y): y
    case .point(let point): point.y
    default: nil
    }
  }

  /// The id of the view scrolled to, if the position is one.
  public var viewID: (any Hashable & Sendable)? {
    if case .view(let id, _) = target { return id }
    return nil
  }

  /// The id of the view scrolled to, if the position is one and its id is a `T`.
  public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }

  /// Whether both name the same target.
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
    lhs.description == rhs.description
  }

  /// The position as Swift source: `.edge(.bottom)`, `.id("row", anchor: .top)`.
  public var description: String {
    switch target {
    case .automatic: ".automatic"
    case .view(let id, let anchor):
      ".id(\((id as? String)?.debugDescription ?? "\(id)")"
        + (anchor.map { ", anchor: \($0.motionSource))" } ?? ")")
    case .edge(let edge): ".edge(\(edge))"
    case .point(let point): ".point(x: \(Font.number(point.x)), y: \(Font.number(point.y)))"
    case .x(let x): ".x(\(Font.number(x)))"
    case .y(let y): ".y(\(Font.number(y)))"
    }
  }
}

extension View {
  /// Binds this scroll view's position to `position` (recorded on its elements: the terminal
  /// scrolls to follow its focus).
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View {
    recorded(".scrollPosition(\(position.wrappedValue))")
  }

  /// Binds the id of the view this scroll view is scrolled to to `id` (recorded).
  nonisolated public func scrollPosition(
    id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil
  ) -> some View {
    let current = id.wrappedValue.map { ($0 as? String)?.debugDescription ?? "\($0)" } ?? "nil"
    return recorded(".scrollPosition(id: \(current))")
  }
}
