extension Publishers {
  /// The two-publisher `zip(_:)` operator: holds back each value until the other publisher has sent
  /// a value at the same position, then sends the two together as a pair. It finishes when an
  /// upstream has finished and no more tuples can be formed, and fails with the first failure.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// A tuple of an element of each upstream.
    public typealias Output = (A.Output, B.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to zip.
    public let a: A
    /// Another publisher to zip.
    public let b: B

    /// Zips `a` and `b`; neither is subscribed until a subscriber attaches.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where B.Failure == S.Failure, S.Input == Output {
      ZipSubscription(downstream: subscriber, upstreamCount: 2) { values in
        guard let a = values[0] as? A.Output, let b = values[1] as? B.Output else { return nil }
        return (a, b)
      }.start {
        a.subscribe(ZipSide<A.Output, S>($0, index: 0))
        b.subscribe(ZipSide<B.Output, S>($0, index: 1))
      }
    }
  }

  /// The `zip(_:_:)` operator: like `Zip`, with a triple of the values at the same position in
  /// three publishers.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A tuple of an element of each upstream.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to zip.
    public let a: A
    /// A second publisher to zip.
    public let b: B
    /// A third publisher to zip.
    public let c: C

    /// Zips `a`, `b` and `c`; none is subscribed until a subscriber attaches.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where C.Failure == S.Failure, S.Input == Output {
      ZipSubscription(downstream: subscriber, upstreamCount: 3) { values in
        guard let a = values[0] as? A.Output, let b = values[1] as? B.Output,
          let c = values[2] as? C.Output
        else { return nil }
        return (a, b, c)
      }.start {
        a.subscribe(ZipSide<A.Output, S>($0, index: 0))
        b.subscribe(ZipSide<B.Output, S>($0, index: 1))
        c.subscribe(ZipSide<C.Output, S>($0, index: 2))
      }
    }
  }

  /// The `zip(_:_:_:)` operator: like `Zip`, with a tuple of the values at the same position in
  /// four publishers.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// A tuple of an element of each upstream.
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to zip.
    public let a: A
    /// A second publisher to zip.
    public let b: B
    /// A third publisher to zip.
    public let c: C
    /// A fourth publisher to zip.
    public let d: D

    /// Zips `a`, `b`, `c` and `d`; none is subscribed until a subscriber attaches.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where D.Failure == S.Failure, S.Input == Output {
      ZipSubscription(downstream: subscriber, upstreamCount: 4) { values in
        guard let a = values[0] as? A.Output, let b = values[1] as? B.Output,
          let c = values[2] as? C.Output, let d = values[3] as? D.Output
        else { return nil }
        return (a, b, c, d)
      }.start {
        a.subscribe(ZipSide<A.Output, S>($0, index: 0))
        b.subscribe(ZipSide<B.Output, S>($0, index: 1))
        c.subscribe(ZipSide<C.Output, S>($0, index: 2))
        d.subscribe(ZipSide<D.Output, S>($0, index: 3))
      }
    }
  }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
  /// Sends the nth values of this publisher and `other` together, as a pair, once both have been
  /// sent.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Sends `transform`'s result for the nth values of this publisher and `other`, once both have
  /// been sent.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure
  {
    Publishers.Map(upstream: Publishers.Zip(self, other)) { transform($0.0, $0.1) }
  }

  /// Sends the nth values of this publisher, `publisher1` and `publisher2` together, as a triple,
  /// once all three have been sent.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Sends `transform`'s result for the nth values of this publisher, `publisher1` and
  /// `publisher2`, once all three have been sent.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.Zip3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// Sends the nth values of this publisher and the three others together, as a tuple, once all
  /// four have been sent.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.Zip4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// Sends `transform`'s result for the nth values of this publisher and the three others, once all
  /// four have been sent.
  public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Map(upstream: Publishers.Zip4(self, publisher1, publisher2, publisher3)) {
      transform($0.0, $0.1, $0.2, $0.3)
    }
  }
}
