/// The visual effect that changes nothing, which visual effect closures start from.
public struct EmptyVisualEffect: VisualEffect {
  /// The empty effect.
  public init() {}
  /// Nothing to animate.
  public typealias AnimatableData = EmptyAnimatableData
}
