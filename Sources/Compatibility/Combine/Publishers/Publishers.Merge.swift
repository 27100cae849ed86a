extension Publishers {
  /// A publisher that merges the elements of two upstream publishers, delivering them
  /// interleaved as they arrive; it finishes when all have finished and fails with the first
  /// failure.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B

    /// Creates a publisher that merges the elements of two upstream publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription(downstream: subscriber, upstreamCount: 2, keepsLatestOnly: false).start {
        a.subscribe(MergeSide($0, index: 0))
        b.subscribe(MergeSide($0, index: 1))
      }
    }

    /// Merges this publisher's upstreams and another publisher in one publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge3<A, B, Z>
    where Z: Publisher, Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge3<A, B, Z>(a, b, z)
    }

    /// Merges this publisher's upstreams and two more publishers in one publisher.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output
    {
      Publishers.Merge4<A, B, Z, Y>(a, b, z, y)
    }

    /// Merges this publisher's upstreams and three more publishers in one publisher.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge5<A, B, Z, Y, X>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge5<A, B, Z, Y, X>(a, b, z, y, x)
    }

    /// Merges this publisher's upstreams and four more publishers in one publisher.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output, W: Publisher,
      W.Failure == Failure, W.Output == Output
    {
      Publishers.Merge6<A, B, Z, Y, X, W>(a, b, z, y, x, w)
    }

    /// Merges this publisher's upstreams and five more publishers in one publisher.
    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
      -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output, W: Publisher,
      W.Failure == Failure, W.Output == Output, V: Publisher, V.Failure == Failure,
      V.Output == Output
    {
      Publishers.Merge7<A, B, Z, Y, X, W, V>(a, b, z, y, x, w, v)
    }

    /// Merges this publisher's upstreams and six more publishers in one publisher.
    public func merge<Z, Y, X, W, V, U>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U)
      -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output, W: Publisher,
      W.Failure == Failure, W.Output == Output, V: Publisher, V.Failure == Failure,
      V.Output == Output, U: Publisher, U.Failure == Failure, U.Output == Output
    {
      Publishers.Merge8<A, B, Z, Y, X, W, V, U>(a, b, z, y, x, w, v, u)
    }
  }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers {
  /// A publisher that merges the elements of three upstream publishers, delivering them
  /// interleaved as they arrive; it finishes when all have finished and fails with the first
  /// failure.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C

    /// Creates a publisher that merges the elements of three upstream publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription(downstream: subscriber, upstreamCount: 3, keepsLatestOnly: false).start {
        a.subscribe(MergeSide($0, index: 0))
        b.subscribe(MergeSide($0, index: 1))
        c.subscribe(MergeSide($0, index: 2))
      }
    }

    /// Merges this publisher's upstreams and another publisher in one publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge4<A, B, C, Z>
    where Z: Publisher, Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge4<A, B, C, Z>(a, b, c, z)
    }

    /// Merges this publisher's upstreams and two more publishers in one publisher.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output
    {
      Publishers.Merge5<A, B, C, Z, Y>(a, b, c, z, y)
    }

    /// Merges this publisher's upstreams and three more publishers in one publisher.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge6<A, B, C, Z, Y, X>(a, b, c, z, y, x)
    }

    /// Merges this publisher's upstreams and four more publishers in one publisher.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output, W: Publisher,
      W.Failure == Failure, W.Output == Output
    {
      Publishers.Merge7<A, B, C, Z, Y, X, W>(a, b, c, z, y, x, w)
    }

    /// Merges this publisher's upstreams and five more publishers in one publisher.
    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
      -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output, W: Publisher,
      W.Failure == Failure, W.Output == Output, V: Publisher, V.Failure == Failure,
      V.Output == Output
    {
      Publishers.Merge8<A, B, C, Z, Y, X, W, V>(a, b, c, z, y, x, w, v)
    }
  }
}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers {
  /// A publisher that merges the elements of four upstream publishers, delivering them
  /// interleaved as they arrive; it finishes when all have finished and fails with the first
  /// failure.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output
  {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D

    /// Creates a publisher that merges the elements of four upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription(downstream: subscriber, upstreamCount: 4, keepsLatestOnly: false).start {
        a.subscribe(MergeSide($0, index: 0))
        b.subscribe(MergeSide($0, index: 1))
        c.subscribe(MergeSide($0, index: 2))
        d.subscribe(MergeSide($0, index: 3))
      }
    }

    /// Merges this publisher's upstreams and another publisher in one publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge5<A, B, C, D, Z>
    where Z: Publisher, Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge5<A, B, C, D, Z>(a, b, c, d, z)
    }

    /// Merges this publisher's upstreams and two more publishers in one publisher.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output
    {
      Publishers.Merge6<A, B, C, D, Z, Y>(a, b, c, d, z, y)
    }

    /// Merges this publisher's upstreams and three more publishers in one publisher.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge7<A, B, C, D, Z, Y, X>(a, b, c, d, z, y, x)
    }

    /// Merges this publisher's upstreams and four more publishers in one publisher.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output, W: Publisher,
      W.Failure == Failure, W.Output == Output
    {
      Publishers.Merge8<A, B, C, D, Z, Y, X, W>(a, b, c, d, z, y, x, w)
    }
  }
}

extension Publishers.Merge4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publishers {
  /// A publisher that merges the elements of five upstream publishers, delivering them
  /// interleaved as they arrive; it finishes when all have finished and fails with the first
  /// failure.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>:
    Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E

    /// Creates a publisher that merges the elements of five upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription(downstream: subscriber, upstreamCount: 5, keepsLatestOnly: false).start {
        a.subscribe(MergeSide($0, index: 0))
        b.subscribe(MergeSide($0, index: 1))
        c.subscribe(MergeSide($0, index: 2))
        d.subscribe(MergeSide($0, index: 3))
        e.subscribe(MergeSide($0, index: 4))
      }
    }

    /// Merges this publisher's upstreams and another publisher in one publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge6<A, B, C, D, E, Z>
    where Z: Publisher, Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge6<A, B, C, D, E, Z>(a, b, c, d, e, z)
    }

    /// Merges this publisher's upstreams and two more publishers in one publisher.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output
    {
      Publishers.Merge7<A, B, C, D, E, Z, Y>(a, b, c, d, e, z, y)
    }

    /// Merges this publisher's upstreams and three more publishers in one publisher.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output, X: Publisher, X.Failure == Failure, X.Output == Output
    {
      Publishers.Merge8<A, B, C, D, E, Z, Y, X>(a, b, c, d, e, z, y, x)
    }
  }
}

extension Publishers.Merge5: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publishers {
  /// A publisher that merges the elements of six upstream publishers, delivering them
  /// interleaved as they arrive; it finishes when all have finished and fails with the first
  /// failure.
  public struct Merge6<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output
  {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E
    /// A sixth publisher to merge.
    public let f: F

    /// Creates a publisher that merges the elements of six upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription(downstream: subscriber, upstreamCount: 6, keepsLatestOnly: false).start {
        a.subscribe(MergeSide($0, index: 0))
        b.subscribe(MergeSide($0, index: 1))
        c.subscribe(MergeSide($0, index: 2))
        d.subscribe(MergeSide($0, index: 3))
        e.subscribe(MergeSide($0, index: 4))
        f.subscribe(MergeSide($0, index: 5))
      }
    }

    /// Merges this publisher's upstreams and another publisher in one publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge7<A, B, C, D, E, F, Z>
    where Z: Publisher, Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge7<A, B, C, D, E, F, Z>(a, b, c, d, e, f, z)
    }

    /// Merges this publisher's upstreams and two more publishers in one publisher.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where
      Z: Publisher, Z.Failure == Failure, Z.Output == Output, Y: Publisher, Y.Failure == Failure,
      Y.Output == Output
    {
      Publishers.Merge8<A, B, C, D, E, F, Z, Y>(a, b, c, d, e, f, z, y)
    }
  }
}

extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publishers {
  /// A publisher that merges the elements of seven upstream publishers, delivering them
  /// interleaved as they arrive; it finishes when all have finished and fails with the first
  /// failure.
  public struct Merge7<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output
  {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E
    /// A sixth publisher to merge.
    public let f: F
    /// A seventh publisher to merge.
    public let g: G

    /// Creates a publisher that merges the elements of seven upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription(downstream: subscriber, upstreamCount: 7, keepsLatestOnly: false).start {
        a.subscribe(MergeSide($0, index: 0))
        b.subscribe(MergeSide($0, index: 1))
        c.subscribe(MergeSide($0, index: 2))
        d.subscribe(MergeSide($0, index: 3))
        e.subscribe(MergeSide($0, index: 4))
        f.subscribe(MergeSide($0, index: 5))
        g.subscribe(MergeSide($0, index: 6))
      }
    }

    /// Merges this publisher's upstreams and another publisher in one publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge8<A, B, C, D, E, F, G, Z>
    where Z: Publisher, Z.Failure == Failure, Z.Output == Output {
      Publishers.Merge8<A, B, C, D, E, F, G, Z>(a, b, c, d, e, f, g, z)
    }
  }
}

extension Publishers.Merge7: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable
{}

extension Publishers {
  /// A publisher that merges the elements of eight upstream publishers, delivering them
  /// interleaved as they arrive; it finishes when all have finished and fails with the first
  /// failure.
  public struct Merge8<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    G: Publisher, H: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output,
    G.Failure == H.Failure, G.Output == H.Output
  {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure
    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E
    /// A sixth publisher to merge.
    public let f: F
    /// A seventh publisher to merge.
    public let g: G
    /// An eighth publisher to merge.
    public let h: H

    /// Creates a publisher that merges the elements of eight upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      FanInSubscription(downstream: subscriber, upstreamCount: 8, keepsLatestOnly: false).start {
        a.subscribe(MergeSide($0, index: 0))
        b.subscribe(MergeSide($0, index: 1))
        c.subscribe(MergeSide($0, index: 2))
        d.subscribe(MergeSide($0, index: 3))
        e.subscribe(MergeSide($0, index: 4))
        f.subscribe(MergeSide($0, index: 5))
        g.subscribe(MergeSide($0, index: 6))
        h.subscribe(MergeSide($0, index: 7))
      }
    }
  }
}

extension Publishers.Merge8: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable,
  H: Equatable
{}
