import Foundation

/// Modifiers that change how a view is drawn, which a terminal cannot show: recorded as their
/// Swift source on the semantic tree, for renderers that can.
extension View {
  /// Clips this view to a rectangle with rounded corners.
  @available(*, deprecated, message: "Use `clipShape` or `fill` instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead."
  )
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    attribute(.cornerRadius(radius))
  }

  /// Clips this view to `shape`.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    attribute(.clipShape(ShapeKind(of: shape)))
  }

  /// Rotates this view's rendered output by `angle` around `anchor`.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    attribute(.drawing(".rotationEffect(\(angle))"))
  }

  /// Draws the view `x` points right and `y` points down of its place; its frame, and the
  /// layout around it, stay put.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    attribute(.offset(CGSize(width: x, height: y)))
  }

  /// Offsets this view by `offset`.
  nonisolated public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Places this view's centre at the given point of its parent.
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    attribute(.position(CGPoint(x: x, y: y)))
  }

  /// Offers the view no length on each axis passed as true, so it takes its ideal length
  /// there whatever the parent offers.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    attribute(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// Sizes the view to its ideal width and height, whatever the parent offers.
  nonisolated public func fixedSize() -> some View {
    attribute(.fixedSize(horizontal: true, vertical: true))
  }

  /// Sets the priority by which a parent layout gives this view space.
  nonisolated public func layoutPriority(_ value: Double) -> some View {
    attribute(.layoutPriority(value))
  }

  /// Multiplies this view's colors by `color`.
  nonisolated public func colorMultiply(_ color: Color) -> some View {
    attribute(.drawing(".colorMultiply(\(color))"))
  }

  /// Lets this view grow into the safe area along `edges`, where it touches the safe area's
  /// edge: under the bars and past the device's edges. Only the keyboard's region is recorded,
  /// not acted on (no keyboard covers a view here).
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    guard regions.contains(.container) else {
      return attribute(.drawing(".ignoresSafeArea(.keyboard, edges: \(edges))"))
    }
    return attribute(.ignoresSafeArea(edges))
  }

  /// Lets this view grow into the safe area along `edges` (the older name).
  @available(*, deprecated, message: "Use ignoresSafeArea(_:edges:) instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use ignoresSafeArea(_:edges:) instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use ignoresSafeArea(_:edges:) instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use ignoresSafeArea(_:edges:) instead."
  )
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    attribute(.ignoresSafeArea(edges))
  }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// See `OptionSet`.
  public let rawValue: UInt
  /// Creates regions from their raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The area the system's bars and the display's shape leave.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area the keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
