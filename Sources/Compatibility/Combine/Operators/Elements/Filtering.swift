extension Publishers {
  /// The publisher `filter(_:)` returns: values `isIncluded` accepts go on, the rest are dropped,
  /// and upstream is asked for one more value in place of each dropped one.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Decides each value's fate: `true` sends it on, `false` drops it.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Makes the filter that keeps `upstream`'s values when `isIncluded` returns `true`.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `isIncluded`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let isIncluded = self.isIncluded
      upstream.subscribe(
        StepInner<Output, Failure, S>("Filter", downstream: subscriber, mapFailure: { $0 }) {
          isIncluded($0) ? .emit($0) : .skip
        })
    }
  }

  /// The publisher `tryFilter(_:)` returns: ``Publishers/Filter`` with a throwing test, where an
  /// error thrown by `isIncluded` fails the stream and cancels upstream.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the error `isIncluded` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Decides each value's fate (`true` keeps it); throwing ends the stream with that error.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Makes the filter that keeps `upstream`'s values when the throwing `isIncluded` accepts
    /// them.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `isIncluded`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let isIncluded = self.isIncluded
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryFilter", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try isIncluded(input) ? .emit(input) : .skip } catch { return .fail(error) }
        })
    }
  }

  /// The publisher `compactMap(_:)` returns: `transform` runs on each value, its non-`nil`
  /// results go on, and each `nil` is replaced by a request upstream for one more value.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Turns each upstream value into an output, or into `nil` to drop it.
    public let transform: (Upstream.Output) -> Output?

    /// Makes the operator that sends what `transform` makes of `upstream`'s values, minus `nil`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes to `upstream` for `subscriber`, running `transform` on each value.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = self.transform
      upstream.subscribe(
        StepInner<Upstream.Output, Failure, S>(
          "CompactMap", downstream: subscriber, mapFailure: { $0 }
        ) { transform($0).map { .emit($0) } ?? .skip })
    }
  }

  /// The publisher `tryCompactMap(_:)` returns: ``Publishers/CompactMap`` with a throwing
  /// `transform`, whose error fails the stream and cancels upstream.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, or the error `transform` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Turns each upstream value into an output or `nil` (dropped); throwing ends the stream with
    /// that error.
    public let transform: (Upstream.Output) throws -> Output?

    /// Makes the operator that sends what the throwing `transform` makes of `upstream`'s values,
    /// minus `nil`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes to `upstream` for `subscriber`, running `transform` on each value.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let transform = self.transform
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "TryCompactMap", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try transform(input).map { .emit($0) } ?? .skip } catch {
            return .fail(error)
          }
        })
    }
  }

  /// The publisher `removeDuplicates()` and `removeDuplicates(by:)` return: a value is dropped
  /// when `predicate` finds it the same as the value received just before it.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Called with the previous value and the new one; `true` means the new one is a repeat.
    public let predicate: (Output, Output) -> Bool

    /// Makes the operator that drops `upstream`'s repeats, as `predicate` judges them.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`; each subscription remembers its own previous
    /// value, starting with none.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      let previous = Latest<Output>()
      upstream.subscribe(
        StepInner<Output, Failure, S>(
          "RemoveDuplicates", downstream: subscriber,
          mapFailure: {
            $0
          }
        ) { input in
          defer { previous.value = input }
          if let last = previous.value, predicate(last, input) { return .skip }
          return .emit(input)
        })
    }
  }

  /// The publisher `tryRemoveDuplicates(by:)` returns: ``Publishers/RemoveDuplicates`` with a
  /// throwing `predicate`, whose error fails the stream and cancels upstream.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the error `predicate` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Called with the previous value and the new one; `true` means the new one is a repeat.
    public let predicate: (Output, Output) throws -> Bool

    /// Makes the operator that drops `upstream`'s repeats, as the throwing `predicate` judges
    /// them.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`; each subscription remembers its own previous
    /// value, starting with none.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      let previous = Latest<Output>()
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryRemoveDuplicates", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          defer { previous.value = input }
          do {
            if let last = previous.value, try predicate(last, input) { return .skip }
            return .emit(input)
          } catch {
            return .fail(error)
          }
        })
    }
  }

  /// The publisher `replaceEmpty(with:)` returns: upstream's values pass through, and if it
  /// finishes having sent none, `output` is sent before the finish.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged; a failure sends no `output`.
    public typealias Failure = Upstream.Failure
    /// Sent when upstream finishes without a value, once the subscriber has demand for it.
    public let output: Upstream.Output
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Makes the operator that stands `output` in for an `upstream` that sends nothing.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes to `upstream` for `subscriber`, noting whether any value has come through.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let output = self.output
      let seen = Latest<Bool>()
      upstream.subscribe(
        StepInner<Output, Failure, S>(
          "ReplaceEmpty", downstream: subscriber, mapFailure: { $0 },
          atEnd: { seen.value == true ? nil : output }
        ) {
          seen.value = true
          return .emit($0)
        })
    }
  }

  /// The publisher `scan(_:_:)` returns: `nextPartialResult` folds each upstream value into a
  /// running result, and every new result is sent.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The running result at the start of every subscription; it is never sent by itself.
    public let initialResult: Output
    /// Folds the next upstream value into the running result; what it returns is sent and kept
    /// for the next call.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Makes the operator that folds `upstream`'s values into `initialResult`, sending each step.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes to `upstream` for `subscriber`, with a running result of its own that starts
    /// at `initialResult`.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let next = nextPartialResult
      let result = Latest<Output>(initialResult)
      upstream.subscribe(
        StepInner<Upstream.Output, Failure, S>("Scan", downstream: subscriber, mapFailure: { $0 }) {
          input in
          guard let current = result.value else { return .skip }
          let value = next(current, input)
          result.value = value
          return .emit(value)
        })
    }
  }

  /// The publisher `tryScan(_:_:)` returns: ``Publishers/Scan`` with a throwing
  /// `nextPartialResult`, whose error fails the stream and cancels upstream.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, or the error `nextPartialResult` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The running result at the start of every subscription; it is never sent by itself.
    public let initialResult: Output
    /// Folds the next upstream value into the running result, or throws to end the stream;
    /// what it returns is sent and kept for the next call.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Makes the operator that folds `upstream`'s values into `initialResult` with a throwing
    /// closure, sending each step.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes to `upstream` for `subscriber`, with a running result of its own that starts
    /// at `initialResult`.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let next = nextPartialResult
      let result = Latest<Output>(initialResult)
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "TryScan", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          guard let current = result.value else { return .skip }
          do {
            let value = try next(current, input)
            result.value = value
            return .emit(value)
          } catch {
            return .fail(error)
          }
        })
    }
  }
}

extension Publisher {
  /// Sends on only the values `isIncluded` returns `true` for.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Sends on only the values `isIncluded` returns `true` for; if it throws, the stream fails
  /// with the thrown error.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<
      Self
    >
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }

  /// Sends `transform`'s result for each value, leaving out the values it maps to `nil`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Sends `transform`'s result for each value, leaving out `nil`s; if it throws, the stream
  /// fails with the thrown error.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }

  /// Leaves out each value that `predicate`, called with the value before it and the value
  /// itself, says is a repeat.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Leaves out each value that the throwing `predicate` says repeats the value before it; if
  /// `predicate` throws, the stream fails with the thrown error.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Sends `output` before the finish when upstream finishes without having sent a value.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }

  /// Sends a running result: starting from `initialResult`, `nextPartialResult` folds each
  /// value in, and each fold's result is sent.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Sends a running result folded by a throwing `nextPartialResult`, starting from
  /// `initialResult`; a throw fails the stream with the thrown error.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryScan<Self, T>
  {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publisher where Output: Equatable {
  /// Leaves out each value that is `==` to the value received just before it.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}
