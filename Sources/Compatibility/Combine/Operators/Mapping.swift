import Foundation

extension Publishers {
  /// The `map(_:)` operator: each upstream value goes downstream as `transform`'s result, one for
  /// one; demand and the completion pass straight through.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Called once for each upstream value, on the thread that delivers it; its result is sent on.
    public let transform: (Upstream.Output) -> Output

    /// Wraps `upstream`; nothing is subscribed until a subscriber attaches.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, S.Failure == Upstream.Failure {
      let transform = self.transform
      upstream.subscribe(
        StepInner("Map", downstream: subscriber, mapFailure: { $0 }) { .emit(transform($0)) })
    }
  }

  /// The `tryMap(_:)` operator: like `Map`, but `transform` may throw, and the first error it
  /// throws cancels the upstream and fails the stream.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// Either the upstream's error or one that `transform` threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Called once for each upstream value; a result is sent on, a thrown error ends the stream.
    public let transform: (Upstream.Output) throws -> Output

    /// Wraps `upstream`; nothing is subscribed until a subscriber attaches.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let transform = self.transform
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "TryMap", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return .emit(try transform(input)) } catch { return .fail(error) }
        })
    }
  }

  /// The `mapError(_:)` operator: values and a normal finish pass through untouched, and an
  /// upstream failure reaches the subscriber as the error `transform` makes of it.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Turns the upstream's error into the one sent downstream; called at most once.
    public let transform: (Upstream.Failure) -> Failure

    /// Wraps `upstream`, whose failure `transform` will convert.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Same as `init(upstream:transform:)`, with the closure passed unlabelled.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "MapError", downstream: subscriber, mapFailure: transform
        ) { .emit($0) })
    }
  }

  /// The `setFailureType(to:)` operator: re-types a publisher that cannot fail, so that it can be
  /// combined with ones that can. Values and the finish pass through untouched; no error is ever
  /// sent.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Wraps `upstream`, which never fails, under the declared failure type `Failure`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        StepInner<Upstream.Output, Never, S>(
          "SetFailureType", downstream: subscriber, mapFailure: { never in never }
        ) {
          .emit($0)
        })
    }

    /// Changes the failure type again.
    public func setFailureType<E: Error>(to failure: E.Type) -> SetFailureType<Upstream, E> {
      SetFailureType<Upstream, E>(upstream: upstream)
    }
  }

  /// The `replaceError(with:)` operator: values pass through, and if the upstream fails, `output`
  /// is sent in the error's place (as soon as the subscriber has demand for it), followed by a
  /// normal finish.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Never fails: an upstream error turns into `output` and a normal finish.
    public typealias Failure = Never
    /// Sent once in place of an upstream failure, just before the stream finishes.
    public let output: Upstream.Output
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Wraps `upstream`, with `output` to send should it fail.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Never {
      upstream.subscribe(ReplaceErrorInner<Upstream, S>(downstream: subscriber, output: output))
    }
  }

  /// The `assertNoFailure(_:file:line:)` operator: values pass through; an upstream failure raises
  /// the diagnostic `assert-no-failure` (on the runtime's diagnostics, or standard error without a
  /// runtime) and finishes the stream, where Apple's stops the program.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Never fails: an upstream failure is reported as a diagnostic and the stream finishes.
    public typealias Failure = Never
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Put at the start of the diagnostic's message, followed by a colon, unless it is empty.
    public let prefix: String
    /// The file the diagnostic names as the operator's location.
    public let file: StaticString
    /// The line the diagnostic names as the operator's location.
    public let line: UInt

    /// Wraps `upstream`; a failure is reported with `prefix`, `file` and `line`.
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    /// Attaches the subscriber. A failure raises the error diagnostic `assert-no-failure` and
    /// finishes the stream, where Apple's stops the program: a failure can come from a network
    /// or a file, and must not crash the app.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Never {
      let (prefix, file, line) = (self.prefix, self.file, self.line)
      Publishers.Catch(upstream: upstream) { error -> Empty<Upstream.Output, Never> in
        CombineFailureReports.assertNoFailure(error, prefix: prefix, file: file, line: line)
        return Empty()
      }.receive(subscriber: subscriber)
    }
  }

  /// The `ignoreOutput()` operator: drops every value and sends only how the upstream ended, a
  /// finish or its failure. Everything is requested from the upstream at the subscriber's first
  /// request.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    /// Sends no values.
    public typealias Output = Never
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream

    /// Wraps `upstream`; nothing is subscribed until a subscriber attaches.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Never, Upstream.Failure == S.Failure {
      upstream.subscribe(
        ReduceInner(
          "IgnoreOutput", downstream: subscriber, initial: (), mapFailure: { $0 },
          result: { _ in nil }, reduce: { _, _ in .proceed }))
    }
  }

  /// The `map(_:)` operator given a key path: sends the property at `keyPath` of each upstream
  /// value.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Read from each upstream value; the property's value is what goes downstream.
    public let keyPath: KeyPath<Upstream.Output, Output>

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let keyPath = self.keyPath
      upstream.subscribe(
        StepInner("ValueForKey", downstream: subscriber, mapFailure: { $0 }) {
          .emit($0[keyPath: keyPath])
        })
    }
  }

  /// The `map(_:_:)` operator: for each upstream value, sends a pair of its properties at
  /// `keyPath0` and `keyPath1`.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    /// A pair: the value at `keyPath0`, then the value at `keyPath1`.
    public typealias Output = (Output0, Output1)
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Read for the tuple's first element.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// Read for the tuple's second element.
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == (Output0, Output1) {
      let (keyPath0, keyPath1) = (self.keyPath0, self.keyPath1)
      upstream.subscribe(
        StepInner("ValueForKeys", downstream: subscriber, mapFailure: { $0 }) {
          .emit(($0[keyPath: keyPath0], $0[keyPath: keyPath1]))
        })
    }
  }

  /// The `map(_:_:_:)` operator: for each upstream value, sends a triple of its properties at
  /// `keyPath0`, `keyPath1` and `keyPath2`.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    /// A triple: the values at `keyPath0`, `keyPath1` and `keyPath2`, in that order.
    public typealias Output = (Output0, Output1, Output2)
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Read for the tuple's first element.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// Read for the tuple's second element.
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    /// Read for the tuple's third element.
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == (Output0, Output1, Output2) {
      let (keyPath0, keyPath1, keyPath2) = (self.keyPath0, self.keyPath1, self.keyPath2)
      upstream.subscribe(
        StepInner("ValueForKeys", downstream: subscriber, mapFailure: { $0 }) {
          .emit(($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]))
        })
    }
  }
}

extension Publisher {
  /// Sends `transform`'s result for each value; the completion passes through.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Like `map(_:)`, but `transform` may throw: the first error thrown cancels this publisher and
  /// fails the stream with that error.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Keeps the values as they are and turns a failure into the error `transform` returns.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// Sends `output` wherever this publisher sends `nil`, and unwraps every other value.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }

  /// Ends the stream normally if this publisher fails, sending `output` in the error's place.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Passes the values on; if this publisher fails, raises the diagnostic `assert-no-failure` and
  /// finishes instead (Apple's stops the program).
  public func assertNoFailure(
    _ prefix: String = "", file: StaticString = #file, line: UInt = #line
  ) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }

  /// Drops every value and sends only the completion: a finish, or this publisher's failure.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }

  /// Sends the property at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Sends each value's properties at the two key paths, as a pair.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
    -> Publishers.MapKeyPath2<Self, T0, T1>
  {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Sends each value's properties at the three key paths, as a triple.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(
      upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }
}

extension Publisher where Failure == Never {
  /// Declares `failureType` as the failure type of this publisher, which cannot fail, so that it
  /// can be joined with publishers that do; values and the finish pass through untouched.
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<
      Self, E
    >
  {
    Publishers.SetFailureType(upstream: self)
  }
}

/// Passes values on; an upstream failure becomes the replacement value (sent when the
/// subscriber has demand) and a normal finish.
private final class ReplaceErrorInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Never {
  private let lock = NSLock()
  private let downstream: Downstream
  private let output: Upstream.Output
  private var upstream: Subscription?
  private var demand = Subscribers.Demand.none
  private var pendingReplacement = false
  private var done = false

  init(downstream: Downstream, output: Upstream.Output) {
    self.downstream = downstream
    self.output = output
  }

  var description: String { "ReplaceError" }

  func receive(subscription: Subscription) {
    lock.lock()
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Upstream.Output) -> Subscribers.Demand {
    lock.lock()
    guard !done else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    lock.lock()
    demand += more
    lock.unlock()
    return more
  }

  func receive(completion: Subscribers.Completion<Upstream.Failure>) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    upstream = nil
    guard case .failure = completion, demand == .none else {
      lock.unlock()
      if case .failure = completion { _ = downstream.receive(output) }
      downstream.receive(completion: .finished)
      return
    }
    pendingReplacement = true
    lock.unlock()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    if pendingReplacement, self.demand > 0 {
      pendingReplacement = false
      lock.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return
    }
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    done = true
    pendingReplacement = false
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}
