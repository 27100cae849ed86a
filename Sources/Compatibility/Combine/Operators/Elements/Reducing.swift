extension Publishers {
  /// The publisher `collect()` returns: it keeps every upstream value and, when upstream finishes,
  /// sends them all as one array (empty if none came). A failure discards what was kept.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// All of upstream's values, in the order they arrived.
    public typealias Output = [Upstream.Output]
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Makes the operator that gathers everything `upstream` sends into one array.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Subscribes to `upstream` for `subscriber`; all of upstream's values are requested at the
    /// subscriber's first request.
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

  /// The publisher `collect(_:)` returns: upstream's values are grouped into arrays of `count`,
  /// each sent as soon as it is full; a shorter last group goes out when upstream finishes, and is
  /// dropped if upstream fails.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// One group of upstream values, in the order they arrived.
    public typealias Output = [Upstream.Output]
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// How many values make a full group; a count below 1 is treated as 1.
    public let count: Int

    /// Makes the operator that sends `upstream`'s values in groups of `count`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Subscribes to `upstream` for `subscriber`, with a group of its own being filled.
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

  /// The publisher `reduce(_:_:)` returns: `nextPartialResult` folds every upstream value into the
  /// result, and only the final result is sent, when upstream finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The result before any value is folded in; sent as it is when upstream finishes with no
    /// values.
    public let initial: Output
    /// Folds one upstream value into the result so far and returns the new result.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Makes the operator that folds `upstream`'s values into `initial`, sending the outcome at the
    /// end.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes to `upstream` for `subscriber`, with a result of its own that starts at
    /// `initial`.
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

  /// The publisher `tryReduce(_:_:)` returns: ``Publishers/Reduce`` with a throwing
  /// `nextPartialResult`, whose error fails the stream and cancels upstream.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, or the error `nextPartialResult` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The result before any value is folded in; sent as it is when upstream finishes with no
    /// values.
    public let initial: Output
    /// Folds one upstream value into the result so far and returns the new result, or throws to
    /// fail the stream.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Makes the operator that folds `upstream`'s values into `initial` with a throwing closure,
    /// sending the outcome at the end.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes to `upstream` for `subscriber`, with a result of its own that starts at
    /// `initial`.
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

  /// The publisher `count()` returns: it counts upstream's values and sends the total when upstream
  /// finishes.
  public struct Count<Upstream: Publisher>: Publisher {
    /// How many values upstream sent before finishing; `0` for none.
    public typealias Output = Int
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Makes the operator that counts what `upstream` sends.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Subscribes to `upstream` for `subscriber`, with a count of its own that starts at zero.
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

  /// The publisher `min()`, `max()`, `min(by:)` and `max(by:)` return: it keeps the value
  /// `areInIncreasingOrder` ranks last and sends it when upstream finishes, or finishes with
  /// nothing if upstream sent no values.
  ///
  /// Among equal values the earliest is kept; `min` passes the order reversed.
  public struct Comparison<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` when its first argument ranks before its second; a new value replaces the
    /// kept one only when it ranks after it.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    /// Makes the operator that keeps the element `areInIncreasingOrder` ranks last.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Subscribes to `upstream` for `subscriber`, comparing each value with the one kept so far.
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

  /// The publisher `tryMin(by:)` and `tryMax(by:)` return: ``Publishers/Comparison`` with a
  /// throwing `areInIncreasingOrder`, whose error fails the stream and cancels upstream.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the error `areInIncreasingOrder` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` when its first argument ranks before its second, or throws to fail the
    /// stream.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    /// Makes the operator that keeps the element the throwing `areInIncreasingOrder` ranks last.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Subscribes to `upstream` for `subscriber`, comparing each value with the one kept so far.
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
  /// Sends one array of every value once upstream finishes; an upstream that sent nothing gives
  /// `[]`.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Sends the values in arrays of `count` as each fills up, then any shorter remainder when
  /// upstream finishes.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }

  /// Sends one value when upstream finishes: `initialResult` with every value folded in by
  /// `nextPartialResult`.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Sends one value when upstream finishes: `initialResult` with every value folded in by the
  /// throwing `nextPartialResult`; a throw fails the stream with the thrown error.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Sends how many values upstream sent, once it finishes.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }

  /// Sends the smallest value, as `areInIncreasingOrder` orders them, once upstream finishes.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// Sends the smallest value, as the throwing `areInIncreasingOrder` orders them, once upstream
  /// finishes; a throw fails the stream with the thrown error.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// Sends the largest value, as `areInIncreasingOrder` orders them, once upstream finishes.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Sends the largest value, as the throwing `areInIncreasingOrder` orders them, once upstream
  /// finishes; a throw fails the stream with the thrown error.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}

extension Publisher where Output: Comparable {
  /// Sends the smallest value by `<` once upstream finishes.
  public func min() -> Publishers.Comparison<Self> {
    min(by: <)
  }

  /// Sends the largest value by `<` once upstream finishes.
  public func max() -> Publishers.Comparison<Self> {
    max(by: <)
  }
}
