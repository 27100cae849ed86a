import Foundation

extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output

    /// Creates a publisher that transforms all elements from the upstream publisher.
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

  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// error-throwing closure.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that transforms all elements with an error-throwing closure.
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

  /// A publisher that converts any failure from the upstream publisher into a new error.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that converts the upstream failure into a new error.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that converts any failure from the upstream publisher.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that converts any failure from the upstream publisher.
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

  /// A publisher that appears to send a specified failure type.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that appears to send a specified failure type.
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

  /// A publisher that replaces any errors in the stream with a provided element.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never
    /// The element with which to replace errors from the upstream publisher.
    public let output: Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that replaces any errors in the stream with a provided element.
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

  /// A publisher that republishes all received input and, when upstream fails, raises the
  /// diagnostic `assert-no-failure` and finishes (Apple's raises a fatal error).
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The string used at the beginning of the diagnostic's message.
    public let prefix: String
    /// The filename used in the error message.
    public let file: StaticString
    /// The line number used in the error message.
    public let line: UInt

    /// Creates a publisher that raises a diagnostic upon receiving any failure.
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

  /// A publisher that ignores all upstream elements, but passes along the upstream publisher's
  /// completion state.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Never
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that ignores all upstream elements.
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

  /// A publisher that publishes the value of a key path.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
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

  /// A publisher that publishes the values of two key paths as a tuple.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = (Output0, Output1)
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of a second property to publish.
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

  /// A publisher that publishes the values of three key paths as a tuple.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = (Output0, Output1, Output2)
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The key path of a property to publish.
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    /// The key path of a second property to publish.
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    /// The key path of a third property to publish.
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
  /// Transforms all elements from the upstream publisher with a provided closure.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Transforms all elements from the upstream publisher with a provided error-throwing closure.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Converts any failure from the upstream publisher into a new error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// Replaces nil elements in the stream with the provided element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }

  /// Replaces any errors in the stream with the provided element.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Republishes all received input; when its upstream publisher fails, raises the diagnostic
  /// `assert-no-failure` and finishes (Apple's raises a fatal error).
  public func assertNoFailure(
    _ prefix: String = "", file: StaticString = #file, line: UInt = #line
  ) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }

  /// Ignores all upstream elements, but passes along the upstream publisher's completion state.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }

  /// Publishes the value of a key path.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Publishes the values of two key paths as a tuple.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
    -> Publishers.MapKeyPath2<Self, T0, T1>
  {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Publishes the values of three key paths as a tuple.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(
      upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
  }
}

extension Publisher where Failure == Never {
  /// Changes the failure type declared by the upstream publisher.
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
