import Foundation

/// A type whose value an animation can interpolate, through its `animatableData`.
///
/// Waypoint draws each frame's final value (animations complete at once in a terminal); the
/// conformance still lets `animatableData` be read and written as in SwiftUI.
public protocol Animatable {
  /// The type of the value animated.
  associatedtype AnimatableData: VectorArithmetic
  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable {
  /// The type of the animatable value at `keyPath`, for declaring `AnimatableData`.
  public static subscript<T: VectorArithmetic>(_animatableType _: KeyPath<Self, T>) -> T.Type {
    T.self
  }

  /// The type of the animatable data of the value at `keyPath`.
  @_disfavoredOverload
  public static subscript<T: Animatable>(_animatableType _: KeyPath<Self, T>)
    -> T.AnimatableData.Type
  {
    T.AnimatableData.self
  }

  /// Nothing to animate, for a value at `keyPath` that is not animatable.
  @_disfavoredOverload
  public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> EmptyAnimatableData.Type {
    EmptyAnimatableData.self
  }

  /// The animatable value at `keyPath`.
  public subscript<T: VectorArithmetic>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T {
    get { self[keyPath: keyPath] }
    set { self[keyPath: keyPath] = newValue }
  }

  /// The animatable data of the value at `keyPath`.
  @_disfavoredOverload
  public subscript<T: Animatable>(_animatableValue keyPath: WritableKeyPath<Self, T>)
    -> T.AnimatableData
  {
    get { self[keyPath: keyPath].animatableData }
    set { self[keyPath: keyPath].animatableData = newValue }
  }

  /// Nothing to animate, for a value at `keyPath` that is not animatable.
  @_disfavoredOverload
  public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  /// The animatable value at `keyPath` of a reference.
  public subscript<T: VectorArithmetic>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>)
    -> T
  {
    get { self[keyPath: keyPath] }
    nonmutating set { self[keyPath: keyPath] = newValue }
  }

  /// The animatable data of the value at `keyPath` of a reference.
  @_disfavoredOverload
  public subscript<T: Animatable>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>)
    -> T.AnimatableData
  {
    get { self[keyPath: keyPath].animatableData }
    nonmutating set { self[keyPath: keyPath].animatableData = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  /// The point's coordinates.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}

extension UnitPoint: Animatable {
  /// The point's coordinates.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension EdgeInsets: Animatable {
  /// The four insets.
  public var animatableData:
    AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}

extension ModifiedContent: Animatable where Content: Animatable, Modifier: Animatable {
  /// The content's and the modifier's animatable data.
  public var animatableData: AnimatablePair<Content.AnimatableData, Modifier.AnimatableData> {
    get { AnimatablePair(content.animatableData, modifier.animatableData) }
    set {
      content.animatableData = newValue.first
      modifier.animatableData = newValue.second
    }
  }
}
