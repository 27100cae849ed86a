import Combine
import Dispatch
import Foundation

/// Whether the caller runs on the main dispatch queue: what runs the main actor, and what
/// `RunLoop.main` and the main timer publishers deliver on. (On Linux the queue may be drained by
/// a thread other than the process's first one, so `Thread.isMainThread` cannot tell.)
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// Collects what a publisher sends, from any thread, and whether it all came on the main queue.
final class Recorder<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Value] = []
  private var recordedCompletion: String?
  private var offMain = false

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// `"finished"`, `"failure"`, or nil while the publisher has not completed.
  var completion: String? {
    lock.lock()
    defer { lock.unlock() }
    return recordedCompletion
  }

  var allOnMainQueue: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !offMain
  }

  func append(_ value: Value) {
    let main = MainQueue.isCurrent
    lock.lock()
    recorded.append(value)
    if !main { offMain = true }
    lock.unlock()
  }

  func complete<Failure: Error>(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    switch completion {
    case .finished: recordedCompletion = "finished"
    case .failure: recordedCompletion = "failure"
    }
    lock.unlock()
  }
}

extension Publisher {
  /// Subscribes with unlimited demand, recording everything.
  func record() -> (Recorder<Output>, AnyCancellable) {
    let recorder = Recorder<Output>()
    let cancellable = sink(
      receiveCompletion: { recorder.complete($0) }, receiveValue: { recorder.append($0) })
    return (recorder, cancellable)
  }
}

/// A subscriber that asks for `initial` elements and then only for what a test requests.
final class DemandSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  let recorder = Recorder<Input>()
  private let initial: Subscribers.Demand
  private let lock = NSLock()
  private var subscription: Subscription?

  init(initial: Subscribers.Demand) {
    self.initial = initial
  }

  func receive(subscription: Subscription) {
    lock.lock()
    self.subscription = subscription
    lock.unlock()
    subscription.request(initial)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    recorder.append(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    recorder.complete(completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let subscription = self.subscription
    lock.unlock()
    subscription?.request(demand)
  }

  func cancel() {
    lock.lock()
    let subscription = self.subscription
    self.subscription = nil
    lock.unlock()
    subscription?.cancel()
  }
}

/// Waits, polling every few milliseconds for at most `seconds`, until `condition` holds. The
/// window is long because a main-queue or main-run-loop delivery waits behind the queued work of
/// every main-actor test the suite started at once: one turn was measured at 77 seconds on a
/// two-core machine in a debug build, and a timer needs a turn for each tick.
func eventually(within seconds: Double = 600, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while !condition() {
    if Date() > deadline { return false }
    try? await Task.sleep(nanoseconds: 5_000_000)
  }
  return true
}

/// Lets time pass, for checks that something does not happen.
func pause(milliseconds: UInt64) async {
  try? await Task.sleep(nanoseconds: milliseconds * 1_000_000)
}

/// An error for failing publishers.
struct TestFailure: Error, Equatable {}
