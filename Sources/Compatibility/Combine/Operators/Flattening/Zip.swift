extension Publishers {
  /// A publisher created by applying the zip function to two upstream publishers: it sends a
  /// tuple of the oldest unconsumed element of each, once each has one. It finishes when an
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

    /// Creates a publisher that applies the zip function to two upstream publishers.
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

  /// A publisher created by applying the zip function to three upstream publishers.
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

    /// Creates a publisher that applies the zip function to three upstream publishers.
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

  /// A publisher created by applying the zip function to four upstream publishers.
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

    /// Creates a publisher that applies the zip function to four upstream publishers.
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
  /// Combines elements from another publisher and delivers pairs of elements as tuples.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Combines elements from another publisher and delivers a transformed output.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure
  {
    Publishers.Map(upstream: Publishers.Zip(self, other)) { transform($0.0, $0.1) }
  }

  /// Combines elements from two other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Combines elements from two other publishers and delivers a transformed output.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.Zip3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// Combines elements from three other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.Zip4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// Combines elements from three other publishers and delivers a transformed output.
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
