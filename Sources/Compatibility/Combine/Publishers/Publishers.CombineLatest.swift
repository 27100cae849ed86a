extension Publishers {
  /// A publisher that combines the latest elements of two publishers: once each has sent
  /// one, every new element sends a tuple of the newest of each. It finishes when all have
  /// finished and fails with the first failure.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// A tuple of the newest element of each upstream.
    public typealias Output = (A.Output, B.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to combine.
    public let a: A
    /// A second publisher to combine.
    public let b: B

    /// Creates a publisher that combines the latest elements of two publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let latest = LatestValues<Output>(count: 2) { values in
        guard let a = values[0] as? A.Output, let b = values[1] as? B.Output else { return nil }
        return (a, b)
      }
      FanInSubscription(downstream: subscriber, upstreamCount: 2, keepsLatestOnly: true).start {
        a.subscribe(LatestSide<A.Output, S>($0, latest, index: 0))
        b.subscribe(LatestSide<B.Output, S>($0, latest, index: 1))
      }
    }
  }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

extension Publishers {
  /// A publisher that combines the latest elements of three publishers: once each has sent
  /// one, every new element sends a tuple of the newest of each. It finishes when all have
  /// finished and fails with the first failure.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A tuple of the newest element of each upstream.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to combine.
    public let a: A
    /// A second publisher to combine.
    public let b: B
    /// A third publisher to combine.
    public let c: C

    /// Creates a publisher that combines the latest elements of three publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let latest = LatestValues<Output>(count: 3) { values in
        guard let a = values[0] as? A.Output, let b = values[1] as? B.Output,
          let c = values[2] as? C.Output
        else { return nil }
        return (a, b, c)
      }
      FanInSubscription(downstream: subscriber, upstreamCount: 3, keepsLatestOnly: true).start {
        a.subscribe(LatestSide<A.Output, S>($0, latest, index: 0))
        b.subscribe(LatestSide<B.Output, S>($0, latest, index: 1))
        c.subscribe(LatestSide<C.Output, S>($0, latest, index: 2))
      }
    }
  }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers {
  /// A publisher that combines the latest elements of four publishers: once each has sent
  /// one, every new element sends a tuple of the newest of each. It finishes when all have
  /// finished and fails with the first failure.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    /// A tuple of the newest element of each upstream.
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to combine.
    public let a: A
    /// A second publisher to combine.
    public let b: B
    /// A third publisher to combine.
    public let c: C
    /// A fourth publisher to combine.
    public let d: D

    /// Creates a publisher that combines the latest elements of four publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let latest = LatestValues<Output>(count: 4) { values in
        guard let a = values[0] as? A.Output, let b = values[1] as? B.Output,
          let c = values[2] as? C.Output, let d = values[3] as? D.Output
        else { return nil }
        return (a, b, c, d)
      }
      FanInSubscription(downstream: subscriber, upstreamCount: 4, keepsLatestOnly: true).start {
        a.subscribe(LatestSide<A.Output, S>($0, latest, index: 0))
        b.subscribe(LatestSide<B.Output, S>($0, latest, index: 1))
        c.subscribe(LatestSide<C.Output, S>($0, latest, index: 2))
        d.subscribe(LatestSide<D.Output, S>($0, latest, index: 3))
      }
    }
  }
}

extension Publishers.CombineLatest4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
  /// Combines this publisher with another: once both have sent an element, each new element
  /// from either sends a tuple of the newest of each.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Combines this publisher with another and sends `transform` of the newest element of each.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest(self, other)) { transform($0.0, $0.1) }
  }

  /// Combines this publisher with two others: once all have sent an element, each new element
  /// sends a tuple of the newest of each.
  public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// Combines this publisher with two others and sends `transform` of the newest element of
  /// each.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// Combines this publisher with three others: once all have sent an element, each new
  /// element sends a tuple of the newest of each.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  /// Combines this publisher with three others and sends `transform` of the newest element of
  /// each.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)) {
      transform($0.0, $0.1, $0.2, $0.3)
    }
  }
}
