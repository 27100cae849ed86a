extension Publishers {
  /// A publisher that emits all of one publisher's elements before those from another
  /// publisher.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Suffix.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Suffix.Failure
    /// The publisher to republish, in its entirety, before republishing elements from
    /// `suffix`.
    public let prefix: Prefix
    /// The publisher to republish only after `prefix` finishes.
    public let suffix: Suffix

    /// Creates a publisher that emits all of one publisher's elements before those from
    /// another.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Attaches the subscriber: to `prefix`, then, once it has finished, to `suffix`.
    public func receive<S: Subscriber>(subscriber: S)
    where Suffix.Failure == S.Failure, Suffix.Output == S.Input {
      let chain = ChainSubscription("Concatenate", downstream: subscriber)
      let suffix = self.suffix
      chain.subscribeLink { number in
        prefix.subscribe(
          ChainLink<Output, Failure, S>(chain, link: number) { completion in
            guard case .finished = completion else {
              chain.finish(completion)
              return
            }
            chain.subscribeLink { number in
              suffix.subscribe(
                ChainLink<Output, Failure, S>(chain, link: number, completed: chain.finish))
            }
          })
      }
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publisher {
  /// Prefixes a publisher's output with the specified values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(elements)
  }

  /// Prefixes a publisher's output with the specified sequence.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Prefixes the output of this publisher with the elements emitted by the given publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Appends a publisher's output with the specified elements.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(elements)
  }

  /// Appends a publisher's output with the specified sequence.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Appends the output of this publisher with the elements emitted by the given publisher.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}

extension Publishers.Sequence {
  /// A sequence publisher of these elements followed by the given ones.
  public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    append(elements)
  }

  /// A sequence publisher of these elements followed by those of the given sequence.
  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure>
  where Elements.Element == S.Element {
    Publishers.Sequence(sequence: Array(sequence) + Array(elements))
  }

  /// A sequence publisher of these elements followed by those of the given sequence publisher.
  public func append(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<[Output], Failure>
  {
    append(publisher.sequence)
  }

  /// A sequence publisher of the given elements followed by these.
  public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    prepend(elements)
  }

  /// A sequence publisher of the elements of the given sequence followed by these.
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure>
  where Elements.Element == S.Element {
    Publishers.Sequence(sequence: Array(elements) + Array(sequence))
  }

  /// A sequence publisher of the given sequence publisher's elements followed by these.
  public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<[Output], Failure>
  {
    prepend(publisher.sequence)
  }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
  /// A sequence publisher of these elements followed by the given ones.
  public func append(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> {
    append(elements)
  }

  /// A sequence publisher of these elements followed by those of the given sequence.
  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where Elements.Element == S.Element {
    var combined = sequence
    combined.append(contentsOf: elements)
    return Publishers.Sequence(sequence: combined)
  }

  /// A sequence publisher of these elements followed by those of the given sequence publisher.
  public func append(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<Elements, Failure>
  {
    append(publisher.sequence)
  }

  /// A sequence publisher of the given elements followed by these.
  public func prepend(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> {
    prepend(elements)
  }

  /// A sequence publisher of the elements of the given sequence followed by these.
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where Elements.Element == S.Element {
    var combined = Elements(elements)
    combined.append(contentsOf: sequence)
    return Publishers.Sequence(sequence: combined)
  }

  /// A sequence publisher of the given sequence publisher's elements followed by these.
  public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<Elements, Failure>
  {
    prepend(publisher.sequence)
  }
}
