extension Publishers {
  /// A publisher that merges the elements of any number of upstream publishers of one type,
  /// delivering them interleaved as they arrive.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The upstreams' output.
    public typealias Output = Upstream.Output
    /// The upstreams' failure.
    public typealias Failure = Upstream.Failure

    /// The publishers merged.
    public let publishers: [Upstream]

    /// Creates a publisher that merges the elements of the given publishers.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Creates a publisher that merges the elements of a sequence of publishers.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    /// Subscribes `subscriber` to every upstream; with none, it finishes at once.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let publishers = self.publishers
      FanInSubscription(
        downstream: subscriber, upstreamCount: publishers.count, keepsLatestOnly: false
      ).start { fanIn in
        for (index, publisher) in publishers.enumerated() {
          publisher.subscribe(MergeSide(fanIn, index: index))
        }
      }
    }

    /// Merges these publishers and one more of the same type.
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Merges this publisher with another of the same type, delivering their elements
  /// interleaved.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }

  /// Merges this publisher with another, delivering their elements interleaved.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Merges this publisher with two others, delivering their elements interleaved.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output {
    Publishers.Merge3(self, b, c)
  }

  /// Merges this publisher with three others, delivering their elements interleaved.
  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Merges this publisher with four others, delivering their elements interleaved.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E
  ) -> Publishers.Merge5<Self, B, C, D, E>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// Merges this publisher with five others, delivering their elements interleaved.
  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// Merges this publisher with six others, delivering their elements interleaved.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// Merges this publisher with seven others, delivering their elements interleaved.
  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output,
    Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output,
    Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output,
    Failure == H.Failure, Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }
}
