import Foundation

/// What a one-to-one operator does with each value it receives.
enum Step<Output, Failure: Error> {
  /// Pass this value downstream.
  case emit(Output)
  /// Drop the value and ask upstream for one more in its place.
  case skip
  /// Send this value (if any), then finish and cancel upstream.
  case finish(last: Output?)
  /// Fail with this error and cancel upstream.
  case fail(Failure)
}

/// The subscription of every operator that turns each upstream value into at most one value
/// downstream (map, filter, drop, prefix, scan…): upstream's demand is the subscriber's, plus one
/// for each value skipped. Values are handed on with no lock held.
final class StepInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = UpstreamFailure

  private let lock = NSLock()
  private let downstream: Downstream
  private var upstream: Subscription?
  private var done = false
  private var demand = Subscribers.Demand.none
  private var pendingEnd: Output?
  private let step: (Input) -> Step<Output, Downstream.Failure>
  private let mapFailure: (UpstreamFailure) -> Downstream.Failure
  /// A value sent when upstream finishes (`replaceEmpty`), once the subscriber asks for one.
  private let atEnd: (() -> Output?)?
  let description: String

  init(
    _ description: String, downstream: Downstream,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
    atEnd: (() -> Output?)? = nil,
    step: @escaping (Input) -> Step<Output, Downstream.Failure>
  ) {
    self.description = description
    self.downstream = downstream
    self.mapFailure = mapFailure
    self.atEnd = atEnd
    self.step = step
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !done else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !done else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch step(input) {
    case .emit(let value):
      lock.lock()
      demand -= 1
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      demand += more
      lock.unlock()
      return more
    case .skip:
      return .max(1)
    case .finish(let last):
      guard let upstream = end() else { return .none }
      upstream.cancel()
      if let last { _ = downstream.receive(last) }
      downstream.receive(completion: .finished)
      return .none
    case .fail(let error):
      guard let upstream = end() else { return .none }
      upstream.cancel()
      downstream.receive(completion: .failure(error))
      return .none
    }
  }

  /// Marks the subscription done, returning the upstream subscription if it was not already.
  private func end() -> Subscription? {
    lock.lock()
    defer { lock.unlock() }
    guard !done else { return nil }
    done = true
    let upstream = self.upstream
    self.upstream = nil
    return upstream ?? Subscriptions.empty
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard end() != nil else { return }
    switch completion {
    case .failure(let error):
      downstream.receive(completion: .failure(mapFailure(error)))
    case .finished:
      guard let last = atEnd?() else {
        downstream.receive(completion: .finished)
        return
      }
      lock.lock()
      guard demand > 0 else {
        pendingEnd = last
        lock.unlock()
        return
      }
      lock.unlock()
      _ = downstream.receive(last)
      downstream.receive(completion: .finished)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    if let last = pendingEnd, self.demand > 0 {
      pendingEnd = nil
      lock.unlock()
      _ = downstream.receive(last)
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
    pendingEnd = nil
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}

/// What a reducing operator does with each value it receives.
enum ReduceStep<Failure: Error> {
  /// Keep reducing.
  case proceed
  /// The result is known: stop listening and send it.
  case finish
  /// Fail with this error.
  case fail(Failure)
}

/// The subscription of every operator that sends one value when upstream finishes (collect,
/// reduce, count, first, last, contains…): upstream is asked for everything at the subscriber's
/// first request, and the result waits for it.
final class ReduceInner<Input, UpstreamFailure: Error, Accumulated, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = UpstreamFailure

  private let lock = NSLock()
  private let downstream: Downstream
  private var upstream: Subscription?
  private var done = false
  private var requested = false
  /// The result, once upstream has finished, until the subscriber asks for it.
  private var pendingResult: Output?
  private var accumulated: Accumulated
  private let reduce: (inout Accumulated, Input) -> ReduceStep<Downstream.Failure>
  private let result: (Accumulated) -> Output?
  private let mapFailure: (UpstreamFailure) -> Downstream.Failure
  let description: String

  init(
    _ description: String, downstream: Downstream, initial: Accumulated,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
    result: @escaping (Accumulated) -> Output?,
    reduce: @escaping (inout Accumulated, Input) -> ReduceStep<Downstream.Failure>
  ) {
    self.description = description
    self.downstream = downstream
    accumulated = initial
    self.mapFailure = mapFailure
    self.result = result
    self.reduce = reduce
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !done else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !done else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    // Values and the completion come one at a time, and only they touch `accumulated`: the
    // app's closure runs unlocked, so it may cancel this very subscription.
    let outcome = reduce(&accumulated, input)
    switch outcome {
    case .proceed:
      break
    case .finish:
      cancelUpstream()
      finish()
    case .fail(let error):
      cancelUpstream()
      fail(error)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    switch completion {
    case .finished: finish()
    case .failure(let error): fail(mapFailure(error))
    }
  }

  private func cancelUpstream() {
    lock.lock()
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }

  private func fail(_ error: Downstream.Failure) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    upstream = nil
    lock.unlock()
    downstream.receive(completion: .failure(error))
  }

  /// Sends the result now if the subscriber has asked, else at its first request.
  private func finish() {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    upstream = nil
    let output = result(accumulated)
    if output != nil, !requested {
      pendingResult = output
      lock.unlock()
      return
    }
    lock.unlock()
    if let output { _ = downstream.receive(output) }
    downstream.receive(completion: .finished)
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard !requested else {
      lock.unlock()
      return
    }
    requested = true
    if let output = pendingResult {
      pendingResult = nil
      lock.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return
    }
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(.unlimited)
  }

  func cancel() {
    lock.lock()
    done = true
    requested = true
    pendingResult = nil
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}
