import Foundation

/// A modifier that moves, scales or otherwise transforms its view's drawing by a projection
/// transform, for animating geometry.
///
/// A terminal cannot draw a transformed view: the effect is recorded on the view's elements
/// (`.modifier(Wobble)`), and `effectValue(size:)` computes the transform as in SwiftUI. As a
/// modifier, a conforming type is on the main actor: declare its `animatableData` `nonisolated`
/// in Swift 6 mode.
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The content, with the effect recorded on it.
  public func body(content: Content) -> some View {
    content.recorded(".modifier(\(_typeName(Self.self, qualified: false)))")
  }

  /// This effect, applied to the drawing only: the view's layout does not see it.
  public func ignoredByLayout() -> some GeometryEffect {
    IgnoredByLayoutEffect(base: self)
  }
}

/// A geometry effect applied to drawing only.
struct IgnoredByLayoutEffect<Base: GeometryEffect> {
  var base: Base
}

extension IgnoredByLayoutEffect: GeometryEffect {
  var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// A modifier that animates its own values (SwiftUI's former name for an `Animatable` view
/// modifier): its body is used as any modifier's is, showing its final values.
@available(*, deprecated, message: "use Animatable directly")
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use Animatable directly")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
