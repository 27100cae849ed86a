import Foundation

/// A type that gives a slider its ticks: the values its buttons stop at, each with a label.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public protocol SliderTickContent<Value> {
  /// The number type the ticks stand at, the same floating-point type as the slider's value.
  associatedtype Value: BinaryFloatingPoint
  /// The ticks, in a collection.
  associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
  /// The ticks.
  var body: Body { get }
}

/// A tick of a slider: a value, and an optional label for it.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable, Comparable {
  /// `V`, the floating-point type of the value this tick stands at.
  public typealias Value = V
  /// A tick is a collection of itself.
  public typealias Body = [SliderTick<V>]

  /// A tick's identity: its value.
  public struct ID: Hashable {
    let value: V
  }

  let value: V
  let label: AnyView?

  /// A tick at `value`, without a label.
  public init(_ value: V) {
    self.value = value
    label = nil
  }

  /// A tick at `value`, labelled by `label`.
  public init(_ value: V, @ViewBuilder label: () -> some View) {
    self.value = value
    self.label = AnyView(label())
  }

  /// The tick's identity.
  public var id: ID { ID(value: value) }

  /// Whether `lhs` is at a lower value than `rhs`.
  public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value < rhs.value }

  /// Whether two ticks are at the same value.
  public static func == (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value == rhs.value }

  /// The tick itself.
  public var body: [SliderTick<V>] { [self] }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension SliderTick {
  /// A tick at `value` titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, _ value: V) {
    self.init(value) { Text(titleKey) }
  }

  /// A tick at `value` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, _ value: V) {
    self.init(value) { Text(title) }
  }
}

/// Several tick contents, one after the other, as `SliderTickBuilder` makes them.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@frozen
public struct TupleSliderTickContent<V: BinaryFloatingPoint, T>: SliderTickContent {
  /// `V`, shared by the ticks of every part.
  public typealias Value = V
  /// The ticks of every part.
  public typealias TicksCollection = [SliderTick<V>]
  /// The tick contents, as a tuple.
  public var value: T

  init(_ value: T) { self.value = value }

  /// The ticks of every part, in order.
  public var body: [SliderTick<V>] {
    Mirror(reflecting: value).children.flatMap { child -> [SliderTick<V>] in
      guard let content = child.value as? any SliderTickContent else { return [] }
      return ticks(of: content)
    }
  }

  private func ticks<C: SliderTickContent>(of content: C) -> [SliderTick<V>] {
    content.body.compactMap { $0 as? SliderTick<V> }
  }
}

/// Ticks made from a collection: the tick content of each element, in order.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct SliderTickContentForEach<
  Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent
>:
  SliderTickContent
{
  /// The value type of the ticks `content` makes for each element.
  public typealias Value = Content.Value
  /// The ticks of every element.
  public typealias Body = [SliderTick<Value>]

  let data: Data
  let content: (Data.Element) -> Content

  /// Ticks for the values of `data`, identified by the value at `id`.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Data.Element, Data.Element == Content.Value {
    self.data = data
    self.content = content
  }

  /// Ticks for identifiable values of `data`.
  public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
  where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
    self.data = data
    self.content = content
  }

  /// Ticks for each number of a constant range.
  public init<V>(
    _ data: Range<Int>, @SliderTickBuilder<V> content: @escaping (Range<Int>.Element) -> Content
  ) where Data == Range<Int>, V == Content.Value {
    self.data = data
    self.content = content
  }

  /// The ticks of every element, in order.
  public var body: [SliderTick<Value>] { data.flatMap { Array(content($0).body) } }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension _ConditionalContent: SliderTickContent
where
  TrueContent: SliderTickContent, FalseContent: SliderTickContent,
  TrueContent.Body == FalseContent.Body
{
  /// The value type of the true branch's ticks, which the false branch shares.
  public typealias Value = TrueContent.Value

  /// The ticks of the branch taken.
  public var body: TrueContent.Body {
    switch storage {
    case .trueContent(let content): content.body
    case .falseContent(let content): content.body
    }
  }
}

@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension Optional: SliderTickContent where Wrapped: SliderTickContent {
  /// The value type of the wrapped content's ticks.
  public typealias Value = Wrapped.Value

  /// The wrapped content's ticks, or none.
  public var body: [SliderTick<Wrapped.Value>] { map { Array($0.body) } ?? [] }
}

/// A result builder that makes a slider's ticks from a closure of `SliderTick`s.
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
  /// No ticks.
  public static func buildBlock() -> some SliderTickContent<V> { TupleSliderTickContent<V, ()>(()) }

  /// One tick content, as it is.
  public static func buildBlock(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> {
    content
  }

  /// A tick content, as it is.
  public static func buildExpression(_ content: some SliderTickContent<V>)
    -> some SliderTickContent<V>
  {
    content
  }

  /// Ticks shown only when a condition holds.
  public static func buildIf(_ content: some SliderTickContent<V>) -> some SliderTickContent<V> {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: SliderTickContent, F: SliderTickContent>(first: T)
    -> _ConditionalContent<T, F>
  where V == T.Value, T.Body == F.Body {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<T: SliderTickContent, F: SliderTickContent>(second: F)
    -> _ConditionalContent<T, F>
  where V == T.Value, T.Body == F.Body {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// 2 tick contents, in order.
  public static func buildBlock<C0: SliderTickContent, C1: SliderTickContent>(
    _ c0: C0, _ c1: C1
  ) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value {
    TupleSliderTickContent<V, (C0, C1)>((c0, c1))
  }

  /// 3 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some SliderTickContent<V> where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value {
    TupleSliderTickContent<V, (C0, C1, C2)>((c0, c1, c2))
  }

  /// 4 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some SliderTickContent<V>
  where V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value {
    TupleSliderTickContent<V, (C0, C1, C2, C3)>((c0, c1, c2, c3))
  }

  /// 5 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
    C4: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some SliderTickContent<V>
  where
    V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value,
    C3.Value == C4.Value
  {
    TupleSliderTickContent<V, (C0, C1, C2, C3, C4)>((c0, c1, c2, c3, c4))
  }

  /// 6 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
    C4: SliderTickContent, C5: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some SliderTickContent<V>
  where
    V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value,
    C3.Value == C4.Value, C4.Value == C5.Value
  {
    TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5)>((c0, c1, c2, c3, c4, c5))
  }

  /// 7 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
    C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some SliderTickContent<V>
  where
    V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value,
    C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value
  {
    TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6)>((c0, c1, c2, c3, c4, c5, c6))
  }

  /// 8 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
    C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some SliderTickContent<V>
  where
    V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value,
    C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value
  {
    TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7)>((c0, c1, c2, c3, c4, c5, c6, c7))
  }

  /// 9 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
    C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent,
    C8: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some SliderTickContent<V>
  where
    V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value,
    C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value,
    C7.Value == C8.Value
  {
    TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>(
      (c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  /// 10 tick contents, in order.
  public static func buildBlock<
    C0: SliderTickContent, C1: SliderTickContent, C2: SliderTickContent, C3: SliderTickContent,
    C4: SliderTickContent, C5: SliderTickContent, C6: SliderTickContent, C7: SliderTickContent,
    C8: SliderTickContent, C9: SliderTickContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some SliderTickContent<V>
  where
    V == C0.Value, C0.Value == C1.Value, C1.Value == C2.Value, C2.Value == C3.Value,
    C3.Value == C4.Value, C4.Value == C5.Value, C5.Value == C6.Value, C6.Value == C7.Value,
    C7.Value == C8.Value, C8.Value == C9.Value
  {
    TupleSliderTickContent<V, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>(
      (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}
