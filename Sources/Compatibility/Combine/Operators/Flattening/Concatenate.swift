extension Publishers {
  /// The operator behind `append` and `prepend`: sends everything `prefix` sends, then, once it has
  /// finished, subscribes to `suffix` and sends what that sends. Whatever the subscriber still
  /// wants is asked of `suffix`; a failure of either publisher ends the stream.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    /// `prefix`'s values first, then `suffix`'s.
    public typealias Output = Suffix.Output
    /// The failure of either publisher; if `prefix` fails, `suffix` is never subscribed.
    public typealias Failure = Suffix.Failure
    /// Subscribed first; all its values go downstream before `suffix` is subscribed.
    public let prefix: Prefix
    /// Subscribed only once `prefix` has finished normally.
    public let suffix: Suffix

    /// Chains `prefix` and `suffix`; neither is subscribed until a subscriber attaches.
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
  /// Sends `elements`, in order, before any of this publisher's values; this publisher is
  /// subscribed only after the last of them has gone downstream.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(elements)
  }

  /// Sends the elements of `elements` in order, then subscribes to this publisher and passes on
  /// what it sends.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Sends everything `publisher` sends and, once it has finished, subscribes to this publisher; if
  /// `publisher` fails, the stream ends without subscribing here.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Once this publisher has finished, sends `elements` in order and finishes; if it fails, they
  /// are never sent.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(elements)
  }

  /// Once this publisher has finished, sends the elements of `elements` in order; a failure ends
  /// the stream before any of them.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Subscribes to `publisher` once this one has finished and passes on what it sends; a failure
  /// here ends the stream before `publisher` is subscribed.
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
