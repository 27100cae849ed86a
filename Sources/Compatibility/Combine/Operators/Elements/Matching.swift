extension Publishers {
  /// The publisher `contains(_:)` returns: as soon as a value `==` to `output` arrives it sends
  /// `true`, finishes and cancels upstream; if upstream finishes first, it sends `false`.
  public struct Contains<Upstream: Publisher>: Publisher
  where Upstream.Output: Equatable {
    /// `true` when a match arrived, `false` when upstream finished without one; sent once.
    public typealias Output = Bool
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The value looked for, compared with `==`.
    public let output: Upstream.Output

    /// Makes the search of `upstream` for `output`.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes to `upstream` for `subscriber`, comparing each value with `output`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let output = self.output
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "Contains", downstream: subscriber, initial: false, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          guard input == output else { return .proceed }
          result = true
          return .finish
        })
    }
  }

  /// The publisher `contains(where:)` returns: the first value `predicate` accepts makes it send
  /// `true`, finish and cancel upstream; if upstream finishes first, it sends `false`.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    /// `true` when a match arrived, `false` when upstream finished without one; sent once.
    public typealias Output = Bool
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the value that ends the search.
    public let predicate: (Upstream.Output) -> Bool

    /// Makes the search of `upstream` for a value `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "ContainsWhere", downstream: subscriber, initial: false, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          guard predicate(input) else { return .proceed }
          result = true
          return .finish
        })
    }
  }

  /// The publisher `tryContains(where:)` returns: ``Publishers/ContainsWhere`` with a throwing
  /// `predicate`, whose error fails the stream and cancels upstream.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    /// `true` when a match arrived, `false` when upstream finished without one; sent once.
    public typealias Output = Bool
    /// The upstream's failure, or the error `predicate` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the value that ends the search, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Makes the search of `upstream` for a value the throwing `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == Error, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "TryContainsWhere", downstream: subscriber, initial: false, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          do {
            guard try predicate(input) else { return .proceed }
          } catch {
            return .fail(error)
          }
          result = true
          return .finish
        })
    }
  }

  /// The publisher `allSatisfy(_:)` returns: the first value `predicate` rejects makes it send
  /// `false`, finish and cancel upstream; if upstream finishes first (even with no values), it
  /// sends `true`.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    /// `false` when a value failed the test, `true` when upstream finished first; sent once.
    public typealias Output = Bool
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The test every value must pass; the first `false` settles the answer.
    public let predicate: (Upstream.Output) -> Bool

    /// Makes the check that every value of `upstream` passes `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "AllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          guard !predicate(input) else { return .proceed }
          result = false
          return .finish
        })
    }
  }

  /// The publisher `tryAllSatisfy(_:)` returns: ``Publishers/AllSatisfy`` with a throwing
  /// `predicate`, whose error fails the stream and cancels upstream.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    /// `false` when a value failed the test, `true` when upstream finished first; sent once.
    public typealias Output = Bool
    /// The upstream's failure, or the error `predicate` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The test every value must pass; the first `false` settles the answer, and a throw fails the
    /// stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Makes the check that every value of `upstream` passes the throwing `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == Error, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "TryAllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          do {
            guard try !predicate(input) else { return .proceed }
          } catch {
            return .fail(error)
          }
          result = false
          return .finish
        })
    }
  }

  /// The publisher `last(where:)` returns: it remembers the latest value `predicate` accepts and
  /// sends it when upstream finishes, or finishes with nothing if no value was accepted.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the values that may be sent; only the latest such one is.
    public let predicate: (Upstream.Output) -> Bool

    /// Makes the operator that keeps the latest of `upstream`'s values that `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Upstream.Output {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Upstream.Output?, S>(
          "LastWhere", downstream: subscriber, initial: nil, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          if predicate(input) { result = input }
          return .proceed
        })
    }
  }

  /// The publisher `tryLast(where:)` returns: ``Publishers/LastWhere`` with a throwing `predicate`,
  /// whose error fails the stream and cancels upstream.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the error `predicate` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the values that may be sent, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Makes the operator that keeps the latest of `upstream`'s values the throwing `predicate`
    /// accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == Error, S.Input == Upstream.Output {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Upstream.Output?, S>(
          "TryLastWhere", downstream: subscriber, initial: nil, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          do {
            if try predicate(input) { result = input }
            return .proceed
          } catch {
            return .fail(error)
          }
        })
    }
  }

  /// The publisher `last()` returns: it holds on to the latest upstream value and sends it when
  /// upstream finishes, or finishes with nothing if upstream sent no values.
  public struct Last<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Makes the operator that keeps only the latest of `upstream`'s values.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Subscribes to `upstream` for `subscriber`, keeping each value in place of the one before.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Upstream.Output {
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Upstream.Output?, S>(
          "Last", downstream: subscriber, initial: nil, mapFailure: { $0 }, result: { $0 }
        ) { result, input in
          result = input
          return .proceed
        })
    }
  }
}

extension Publisher where Output: Equatable {
  /// Sends `true` and stops at the first value `==` to `output`, or sends `false` when upstream
  /// finishes without one.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publisher {
  /// Sends `true` and stops at the first value `predicate` accepts, or sends `false` when upstream
  /// finishes without one.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Sends `true` and stops at the first value the throwing `predicate` accepts, or `false` at
  /// upstream's finish; a throw fails the stream with the thrown error.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryContainsWhere<Self>
  {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }

  /// Sends `false` and stops at the first value `predicate` rejects, or sends `true` when upstream
  /// finishes without one.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Sends `false` and stops at the first value the throwing `predicate` rejects, or `true` at
  /// upstream's finish; a throw fails the stream with the thrown error.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }

  /// Waits for upstream to finish, then sends the value it sent most recently, if there was one.
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }

  /// Waits for upstream to finish, then sends the most recent value `predicate` accepted, if there
  /// was one.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Waits for upstream to finish, then sends the most recent value the throwing `predicate`
  /// accepted, if any; a throw fails the stream with the thrown error.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}
