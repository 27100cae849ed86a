extension Publishers {
  /// A publisher that buffers items.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = [Upstream.Output]
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that buffers all items until upstream finishes.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      upstream.subscribe(
        ReduceInner<Upstream.Output, Failure, Output, S>(
          "Collect", downstream: subscriber, initial: [], mapFailure: { $0 }, result: { $0 }
        ) { all, input in
          all.append(input)
          return .proceed
        })
    }
  }

  /// A publisher that buffers a maximum number of items.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = [Upstream.Output]
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of received elements to buffer before publishing.
    public let count: Int

    /// Creates a publisher that buffers a maximum number of items.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      let count = Swift.max(1, self.count)
      let group = Latest<[Upstream.Output]>([])
      upstream.subscribe(
        StepInner<Upstream.Output, Failure, S>(
          "CollectByCount", downstream: subscriber, mapFailure: { $0 },
          atEnd: {
            let rest = group.value ?? []
            return rest.isEmpty ? nil : rest
          }
        ) { input in
          var current = group.value ?? []
          current.append(input)
          guard current.count >= count else {
            group.value = current
            return .skip
          }
          group.value = []
          return .emit(current)
        })
    }
  }

  /// A publisher that applies a closure to all received elements and produces an accumulated
  /// value when the upstream publisher finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// A closure that takes the previously-accumulated value and the next element from the
    /// upstream publisher to produce a new value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that accumulates its upstream's elements with a closure.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let next = nextPartialResult
      upstream.subscribe(
        ReduceInner<Upstream.Output, Failure, Output, S>(
          "Reduce", downstream: subscriber, initial: initial, mapFailure: { $0 }, result: { $0 }
        ) { partial, input in
          partial = next(partial, input)
          return .proceed
        })
    }
  }

  /// A publisher that applies an error-throwing closure to all received elements and produces
  /// an accumulated value when the upstream publisher finishes.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// An error-throwing closure that takes the previously-accumulated value and the next
    /// element from the upstream to produce a new value.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that accumulates its upstream's elements with an error-throwing
    /// closure.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let next = nextPartialResult
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Output, S>(
          "TryReduce", downstream: subscriber, initial: initial, mapFailure: { $0 },
          result: { $0 }
        ) { partial, input in
          do {
            partial = try next(partial, input)
            return .proceed
          } catch {
            return .fail(error)
          }
        })
    }
  }

  /// A publisher that publishes the number of elements received from the upstream publisher.
  public struct Count<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Int
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that publishes the number of elements received.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Int {
      upstream.subscribe(
        ReduceInner<Upstream.Output, Failure, Int, S>(
          "Count", downstream: subscriber, initial: 0, mapFailure: { $0 }, result: { $0 }
        ) { count, _ in
          count += 1
          return .proceed
        })
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item.
  public struct Comparison<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that receives two elements and returns true if they're in increasing order.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a publisher that keeps the element `areInIncreasingOrder` ranks last.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let ordered = areInIncreasingOrder
      upstream.subscribe(
        ReduceInner<Output, Failure, Output?, S>(
          "Comparison", downstream: subscriber, initial: nil, mapFailure: { $0 },
          result: { $0 }
        ) { best, input in
          if let current = best, !ordered(current, input) { return .proceed }
          best = input
          return .proceed
        })
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item, and fails if the ordering logic
  /// throws an error.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that receives two elements and returns true if they're in increasing order.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    /// Creates a publisher that keeps the element `areInIncreasingOrder` ranks last.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let ordered = areInIncreasingOrder
      upstream.subscribe(
        ReduceInner<Output, Upstream.Failure, Output?, S>(
          "TryComparison", downstream: subscriber, initial: nil, mapFailure: { $0 },
          result: { $0 }
        ) { best, input in
          do {
            if let current = best, try !ordered(current, input) { return .proceed }
          } catch {
            return .fail(error)
          }
          best = input
          return .proceed
        })
    }
  }
}

extension Publisher {
  /// Collects all received elements, and emits a single array of the collection when the
  /// upstream publisher finishes.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Collects up to the specified number of elements, and then emits a single array of the
  /// collection.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }

  /// Applies a closure that collects each element of a stream and publishes a final result upon
  /// completion.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Applies an error-throwing closure that collects each element of a stream and publishes a
  /// final result upon completion.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Publishes the number of elements received from the upstream publisher.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }

  /// Publishes the minimum value received from the upstream publisher, after it finishes.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// Publishes the minimum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// ordering closure.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}

extension Publisher where Output: Comparable {
  /// Publishes the minimum value received from the upstream publisher, after it finishes.
  public func min() -> Publishers.Comparison<Self> {
    min(by: <)
  }

  /// Publishes the maximum value received from the upstream publisher, after it finishes.
  public func max() -> Publishers.Comparison<Self> {
    max(by: <)
  }
}
