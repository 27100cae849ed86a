import Foundation

/// Visual properties that can be applied to a view, computed from its geometry in
/// `visualEffect(_:)`.
public protocol VisualEffect: Sendable {}

/// What `visualEffect(_:)` hands its closure: an effect that changes nothing, onto which the
/// closure chains the effects to record.
public struct EmptyVisualEffect: VisualEffect {
  /// An effect with nothing in it yet.
  public init() {}
}

/// Visual effects applied in order, each kept as its Swift source.
struct RecordedVisualEffect: VisualEffect {
  let effects: [String]
}

extension VisualEffect {
  /// This effect followed by `effect`.
  func adding(_ effect: String) -> RecordedVisualEffect {
    RecordedVisualEffect(effects: ((self as? RecordedVisualEffect)?.effects ?? []) + [effect])
  }

  /// Offsets the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    self.offset(x: offset.width, y: offset.height)
  }
  /// Offsets the view by the given distances.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding(".offset(x: \(Font.number(x)), y: \(Font.number(y)))")
  }
  /// Rotates the view by `angle` around `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(".rotationEffect(\(angle))")
  }
  /// Rotates the view in three dimensions around `axis`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    adding(
      ".rotation3DEffect(\(angle), axis: (x: \(Font.number(axis.x)), y: \(Font.number(axis.y)), "
        + "z: \(Font.number(axis.z))))")
  }
  /// Blends the view with what is behind it in `blendMode`.
  public func blendMode(_ blendMode: BlendMode) -> some VisualEffect {
    adding(".blendMode(\(blendMode))")
  }
  /// Sets the view's contrast.
  public func contrast(_ amount: Double) -> some VisualEffect { adding(".contrast(\(amount))") }
  /// Blurs the view by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding(".blur(radius: \(Font.number(radius)))")
  }
  /// Removes `amount` of the view's color.
  public func grayscale(_ amount: Double) -> some VisualEffect { adding(".grayscale(\(amount))") }
  /// Sets the view's opacity.
  public func opacity(_ opacity: Double) -> some VisualEffect { adding(".opacity(\(opacity))") }
  /// Adds `.brightness(amount)` to the recorded effects (positive lightens, negative darkens).
  public func brightness(_ amount: Double) -> some VisualEffect {
    adding(".brightness(\(amount))")
  }
  /// Sets the view's color saturation.
  public func saturation(_ amount: Double) -> some VisualEffect {
    adding(".saturation(\(amount))")
  }
  /// Shifts the view's hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(".hueRotation(\(angle))") }
  /// Scales the view by `scale` around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(".scaleEffect(x: \(Font.number(scale.width)), y: \(Font.number(scale.height)))")
  }
  /// Scales the view by `scale` in both directions around `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(".scaleEffect(\(Font.number(scale)))")
  }
  /// Scales the view by the given amounts around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    adding(".scaleEffect(x: \(Font.number(x)), y: \(Font.number(y)))")
  }
  /// Adds `transform`, a 3×3 projection matrix, to the recorded effects.
  public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
    adding(".transformEffect(\(transform))")
  }
  /// Adds `transform`, a 2D affine matrix, to the recorded effects.
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    adding(".transformEffect(\(transform))")
  }
}

extension View {
  /// Applies effects computed from the view's geometry: `effect` runs with the scene-sized
  /// proxy, and the effects it returns are recorded with their values.
  nonisolated public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier { proxy in effect(EmptyVisualEffect(), proxy) })
  }
}

/// `visualEffect(_:)`: the effects for the current scene size, recorded on the content.
struct VisualEffectModifier {
  let effect: @Sendable (GeometryProxy) -> any VisualEffect
  @Environment(\.sceneSize) var sceneSize
}

extension VisualEffectModifier: ViewModifier {
  func body(content: Content) -> some View {
    let effects = (effect(GeometryProxy(size: sceneSize)) as? RecordedVisualEffect)?.effects ?? []
    content.recorded(".visualEffect { \(effects.isEmpty ? "none" : effects.joined()) }")
  }
}

extension UnitPoint {
  /// The point (0, 0): the top-leading corner, the same as `.zero` and `.topLeading`.
  public init() { self.init(x: 0, y: 0) }
}
