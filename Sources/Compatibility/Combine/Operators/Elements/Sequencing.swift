extension Publishers {
  /// The publisher `dropFirst(_:)` returns: upstream's first `count` values are dropped (upstream
  /// being asked for one more in place of each) and the rest pass through.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// How many values to leave out at the start; zero or less leaves out none.
    public let count: Int

    /// Makes the operator that skips `upstream`'s first `count` values.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Subscribes to `upstream` for `subscriber`, with a count of its own of values still to skip.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let remaining = Latest<Int>(count)
      upstream.subscribe(
        StepInner<Output, Failure, S>("Drop", downstream: subscriber, mapFailure: { $0 }) {
          let left = remaining.value ?? 0
          guard left > 0 else { return .emit($0) }
          remaining.value = left - 1
          return .skip
        })
    }
  }

  /// The publisher `drop(while:)` returns: values are dropped while `predicate` accepts them; from
  /// the first one it rejects, every value passes and `predicate` isn't called again.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the leading values to leave out; its first `false` opens the gate.
    public let predicate: (Upstream.Output) -> Bool

    /// Makes the operator that skips `upstream`'s leading values while `predicate` accepts them.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, with a gate of its own that starts closed.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      let passing = Latest<Bool>(false)
      upstream.subscribe(
        StepInner<Output, Failure, S>("DropWhile", downstream: subscriber, mapFailure: { $0 }) {
          if passing.value == true { return .emit($0) }
          if predicate($0) { return .skip }
          passing.value = true
          return .emit($0)
        })
    }
  }

  /// The publisher `tryDrop(while:)` returns: ``Publishers/DropWhile`` with a throwing `predicate`,
  /// whose error fails the stream and cancels upstream.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the error `predicate` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the leading values to leave out, or throws to fail the stream; its first
    /// `false` opens the gate.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Makes the operator that skips `upstream`'s leading values while the throwing `predicate`
    /// accepts them.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, with a gate of its own that starts closed.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      let passing = Latest<Bool>(false)
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryDropWhile", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          if passing.value == true { return .emit(input) }
          do {
            if try predicate(input) { return .skip }
          } catch {
            return .fail(error)
          }
          passing.value = true
          return .emit(input)
        })
    }
  }

  /// The publisher `prefix(while:)` returns: values pass while `predicate` accepts them; the first
  /// one it rejects is not sent, and the stream finishes and cancels upstream.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for each value to send; its first `false` ends the stream.
    public let predicate: (Upstream.Output) -> Bool

    /// Makes the operator that passes `upstream`'s values on until `predicate` rejects one.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Failure, S>("PrefixWhile", downstream: subscriber, mapFailure: { $0 }) {
          predicate($0) ? .emit($0) : .finish(last: nil)
        })
    }
  }

  /// The publisher `tryPrefix(while:)` returns: ``Publishers/PrefixWhile`` with a throwing
  /// `predicate`, whose error fails the stream and cancels upstream.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the error `predicate` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for each value to send, or throws to fail the stream; its first `false` ends
    /// the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Makes the operator that passes `upstream`'s values on until the throwing `predicate` rejects
    /// one.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryPrefixWhile", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try predicate(input) ? .emit(input) : .finish(last: nil) } catch {
            return .fail(error)
          }
        })
    }
  }

  /// The publisher `output(at:)`, `output(in:)` and `prefix(_:)` return: it counts upstream's
  /// values from zero and sends those whose index falls in `range`, finishing and cancelling
  /// upstream after the last index in it.
  ///
  /// With an empty range nothing is sent, and the stream finishes when the value at
  /// `range.lowerBound` arrives.
  public struct Output<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The zero-based indexes, in upstream's sequence of values, of the values to send.
    public let range: CountableRange<Int>

    /// Makes the operator that sends the values of `upstream` whose indexes are in `range`.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    /// Subscribes to `upstream` for `subscriber`, with an index of its own that starts at zero.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let range = self.range
      let index = Latest<Int>(0)
      upstream.subscribe(
        StepInner<Upstream.Output, Failure, S>(
          "Output", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          let current = index.value ?? 0
          index.value = current + 1
          if current < range.lowerBound { return .skip }
          if current + 1 >= range.upperBound {
            return .finish(last: range.contains(current) ? input : nil)
          }
          return .emit(input)
        })
    }
  }

  /// The publisher `first()` returns: it sends upstream's first value, then finishes and cancels
  /// upstream; if upstream finishes first, the stream finishes with no value.
  public struct First<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Makes the operator that takes only `upstream`'s first value.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Subscribes to `upstream` for `subscriber`, ending the stream at the first value.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        StepInner<Output, Failure, S>("First", downstream: subscriber, mapFailure: { $0 }) {
          .finish(last: $0)
        })
    }
  }

  /// The publisher `first(where:)` returns: values are skipped until `predicate` accepts one, which
  /// is sent before the stream finishes and cancels upstream.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the value to send; that value ends the stream.
    public let predicate: (Upstream.Output) -> Bool

    /// Makes the operator that takes only the first of `upstream`'s values `predicate` accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Failure, S>("FirstWhere", downstream: subscriber, mapFailure: { $0 }) {
          predicate($0) ? .finish(last: $0) : .skip
        })
    }
  }

  /// The publisher `tryFirst(where:)` returns: ``Publishers/FirstWhere`` with a throwing
  /// `predicate`, whose error fails the stream and cancels upstream.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the error `predicate` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Returns `true` for the value to send, or throws to fail the stream; that value ends the
    /// stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Makes the operator that takes only the first of `upstream`'s values the throwing `predicate`
    /// accepts.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes to `upstream` for `subscriber`, testing each value with `predicate`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryFirstWhere", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try predicate(input) ? .finish(last: input) : .skip } catch {
            return .fail(error)
          }
        })
    }
  }
}

extension Publisher {
  /// Leaves out the first `count` values (one by default) and sends all that follow.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Leaves out values while `predicate` accepts them, then sends the first one it rejects and
  /// every value after it.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Leaves out values while the throwing `predicate` accepts them, then sends every value from the
  /// first one it rejects; a throw fails the stream with the thrown error.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }

  /// Sends at most the first `maxLength` values, then finishes and cancels upstream; a negative
  /// length counts as zero.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    output(in: 0..<Swift.max(0, maxLength))
  }

  /// Sends values until `predicate` rejects one, then finishes without sending that one.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Sends values until the throwing `predicate` rejects one, then finishes without sending that
  /// one; a throw fails the stream with the thrown error.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }

  /// Sends only the value at zero-based position `index` in upstream's sequence, then finishes.
  public func output(at index: Int) -> Publishers.Output<Self> {
    output(in: index..<(index == .max ? index : index + 1))
  }

  /// Sends only the values whose zero-based positions in upstream's sequence fall in `range`,
  /// finishing after the last position in it; a negative lower bound counts as zero.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    return Publishers.Output(
      upstream: self, range: Swift.max(0, bounds.lowerBound)..<bounds.upperBound)
  }

  /// Sends upstream's first value and finishes, cancelling upstream.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Skips values until `predicate` accepts one, sends that one, and finishes, cancelling upstream.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Skips values until the throwing `predicate` accepts one, sends that one, and finishes; a throw
  /// fails the stream with the thrown error.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}
