import Foundation

/// A container that animates its content through a sequence of phases.
///
/// In a terminal animations complete at once, so the content shows its first phase: a
/// continuous animator rests there, and a triggered one cycles through every phase back to
/// the first as soon as the trigger changes.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  let phases: [Phase]
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?

  /// Cycles through `phases` each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.content = content
    self.animation = animation
  }

  /// Cycles through `phases` continuously.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.content = content
    self.animation = animation
  }
}

extension PhaseAnimator: View {
  /// The content at the first phase (nothing if there are no phases).
  public var body: some View {
    if let first = phases.first { content(first) }
  }
}

extension View {
  /// Cycles this view through `phases` each time `trigger` changes (shown at the first phase;
  /// see `PhaseAnimator`).
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Cycles this view through `phases` continuously (shown at the first phase; see
  /// `PhaseAnimator`).
  nonisolated public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }
}

/// A container that plays keyframes on a value its content reads.
///
/// In a terminal animations complete at once, so the content shows `initialValue`: a repeating
/// animator rests there, and a triggered one plays its keyframes and returns at once.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>
where Value == KeyframePath.Value {
  let initialValue: Value
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath

  /// Plays the keyframes each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays the keyframes, over and over if `repeating`.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
    self.keyframes = keyframes
  }
}

extension KeyframeAnimator: View {
  /// The content at the initial value.
  public var body: some View { content(initialValue) }
}

extension View {
  /// Plays keyframes on a value this view reads each time `trigger` changes (shown at
  /// `initialValue`; see `KeyframeAnimator`).
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Plays keyframes on a value this view reads, over and over if `repeating` (shown at
  /// `initialValue`; see `KeyframeAnimator`).
  nonisolated public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
