import Combine
import Dispatch
import Foundation
import Testing

@Suite("receive(on:), subscribe(on:), delay, timeout and measureInterval")
struct TimingOperatorTests {
  @Test(
    "receive(on:) delivers values and then the completion on the queue, in order"
  )
  func receiveOnDelivers() async {
    let queue = MarkedQueue()
    let subject = PassthroughSubject<Int, Never>()
    let onQueue = Recorder<Bool>()
    let recorder = Recorder<Int>()
    let cancellable = subject.receive(on: queue.queue).sink(
      receiveCompletion: {
        onQueue.append(queue.isCurrent)
        recorder.complete($0)
      },
      receiveValue: {
        onQueue.append(queue.isCurrent)
        recorder.append($0)
      })
    for value in 1...50 { subject.send(value) }
    subject.send(completion: .finished)
    #expect(await eventually { recorder.completion == "finished" })
    #expect(recorder.values == Array(1...50))
    #expect(onQueue.values.count == 51 && !onQueue.values.contains(false))
    cancellable.cancel()
  }

  @Test("on a concurrent OperationQueue, receive(on:) delivers in order, one call at a time")
  func receiveOnConcurrentQueue() async {
    let subject = PassthroughSubject<Int, Never>()
    let inside = Recorder<Int>()
    let recorder = Recorder<Int>()
    let cancellable = subject.receive(on: OperationQueue()).sink(
      receiveCompletion: { recorder.complete($0) },
      receiveValue: { value in
        inside.append(1)
        recorder.append(value)
        inside.append(-1)
      })
    for value in 1...200 { subject.send(value) }
    subject.send(completion: .finished)
    #expect(await eventually { recorder.completion == "finished" })
    #expect(recorder.values == Array(1...200))
    // Entries and exits alternate: no call began before the previous one returned.
    #expect(inside.values == Array(repeating: [1, -1], count: 200).flatMap { $0 })
    cancellable.cancel()
  }

  @Test("receive(on:) asks upstream only for what the subscriber asks for")
  func receiveOnDemand() async {
    let queue = DispatchQueue(label: "receive-on-demand")
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
    (1...5).publisher.receive(on: queue).subscribe(subscriber)
    #expect(await eventually { subscriber.recorder.values == [1, 2] })
    await pause(milliseconds: 20)
    #expect(subscriber.recorder.values == [1, 2])
    subscriber.request(.max(1))
    #expect(await eventually { subscriber.recorder.values == [1, 2, 3] })
    subscriber.request(.unlimited)
    #expect(await eventually { subscriber.recorder.completion == "finished" })
    #expect(subscriber.recorder.values == [1, 2, 3, 4, 5])
    // The subscription, and the subscriber's requests, reach upstream synchronously.
    let probe = DemandProbe()
    probe.receive(on: queue).subscribe(DemandSubscriber<Int, Never>(initial: .max(3)))
    #expect(probe.requests.values == [.max(3)])
  }

  @Test("receive(on:) delivers nothing still waiting on the queue once the subscriber cancels")
  func receiveOnCancel() {
    let queue = DispatchQueue(label: "receive-on-cancel")
    let gate = DispatchSemaphore(value: 0)
    queue.async { gate.wait() }
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.receive(on: queue).record()
    subject.send(1)
    subject.send(completion: .finished)
    cancellable.cancel()
    gate.signal()
    let drained = DispatchSemaphore(value: 0)
    queue.async { drained.signal() }
    drained.wait()
    #expect(recorder.values.isEmpty)
    #expect(recorder.completion == nil)
  }

  @Test("subscribe(on:) subscribes, requests and cancels on the queue, and passes values through")
  func subscribeOn() async {
    let queue = MarkedQueue()
    let probe = DemandProbe(queue: queue)
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
    probe.subscribe(on: queue.queue).subscribe(subscriber)
    #expect(await eventually { probe.requests.values == [.max(2)] })
    #expect(probe.subscribedOnQueue.values == [true])
    #expect(probe.requestedOnQueue.values == [true])
    _ = probe.send(7)
    #expect(subscriber.recorder.values == [7])
    subscriber.cancel()
    #expect(await eventually { probe.cancelledOnQueue.values == [true] })
    _ = probe.send(8)
    #expect(subscriber.recorder.values == [7])
  }

  @Test("delay holds each value and the completion back for the interval, in order")
  func delay() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.delay(for: .milliseconds(100), scheduler: scheduler)
      .record()
    subject.send(1)
    scheduler.advance(by: .milliseconds(40))
    subject.send(2)
    subject.send(completion: .finished)
    scheduler.advance(by: .milliseconds(59))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [1])
    #expect(recorder.completion == nil)
    scheduler.advance(by: .milliseconds(40))
    #expect(recorder.values == [1, 2])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }

  @Test("delay delivers nothing still waiting once the subscriber cancels, and works on queues")
  func delayCancel() async {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.delay(for: .milliseconds(10), scheduler: scheduler)
      .record()
    subject.send(1)
    cancellable.cancel()
    scheduler.advance(by: .milliseconds(20))
    #expect(recorder.values.isEmpty)
    let queue = DispatchQueue(label: "delay")
    let (fromQueue, second) = [1, 2, 3].publisher.delay(for: .milliseconds(5), scheduler: queue)
      .record()
    let (fromOperations, third) = Just(4).delay(for: .milliseconds(5), scheduler: OperationQueue())
      .record()
    #expect(await eventually { fromQueue.completion == "finished" })
    #expect(fromQueue.values == [1, 2, 3])
    #expect(await eventually { fromOperations.completion == "finished" })
    #expect(fromOperations.values == [4])
    second.cancel()
    third.cancel()
  }

  @Test("timeout finishes when upstream is silent for the interval, measured from each value")
  func timeoutFinishes() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.timeout(.milliseconds(100), scheduler: scheduler)
      .record()
    scheduler.advance(by: .milliseconds(90))
    subject.send(1)
    scheduler.advance(by: .milliseconds(90))
    #expect(recorder.values == [1])
    #expect(recorder.completion == nil)
    scheduler.advance(by: .milliseconds(10))
    #expect(recorder.completion == "finished")
    subject.send(2)
    scheduler.advance(by: .milliseconds(10))
    #expect(recorder.values == [1])
    cancellable.cancel()
  }

  @Test("timeout with a custom error fails with it, and never fires after upstream completes")
  func timeoutCustomError() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, TestFailure>()
    let (recorder, first) = subject.timeout(
      .milliseconds(50), scheduler: scheduler, customError: { TestFailure() }
    ).record()
    scheduler.advance(by: .milliseconds(50))
    #expect(recorder.completion == "failure")
    let completions = Recorder<String>()
    let second = Just(1).timeout(.milliseconds(50), scheduler: scheduler).sink(
      receiveCompletion: { _ in completions.append("completion") }, receiveValue: { _ in })
    scheduler.advance(by: .milliseconds(200))
    #expect(completions.values == ["completion"])
    first.cancel()
    second.cancel()
  }

  @Test("measureInterval emits the time since subscribing, then the time between values")
  func measureInterval() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<String, Never>()
    let (recorder, cancellable) = subject.measureInterval(using: scheduler).record()
    scheduler.advance(by: .milliseconds(30))
    subject.send("a")
    scheduler.advance(by: .milliseconds(50))
    subject.send("b")
    subject.send("c")
    #expect(recorder.values == [.milliseconds(30), .milliseconds(50), .nanoseconds(0)])
    subject.send(completion: .finished)
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }
}

/// A serial queue that knows whether it is running the caller.
struct MarkedQueue: @unchecked Sendable {
  let queue = DispatchQueue(label: "marked")
  private let key = DispatchSpecificKey<Bool>()

  init() {
    queue.setSpecific(key: key, value: true)
  }

  var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// A publisher of one subscription that records what is asked of it, and whether on `queue`.
final class DemandProbe: Publisher, Subscription, @unchecked Sendable {
  typealias Output = Int
  typealias Failure = Never

  let requests = Recorder<Subscribers.Demand>()
  let subscribedOnQueue = Recorder<Bool>()
  let requestedOnQueue = Recorder<Bool>()
  let cancelledOnQueue = Recorder<Bool>()
  private let queue: MarkedQueue?
  private let lock = NSLock()
  private var subscriber: AnySubscriber<Int, Never>?

  init(queue: MarkedQueue? = nil) {
    self.queue = queue
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subscribedOnQueue.append(queue?.isCurrent ?? false)
    lock.withLock { self.subscriber = AnySubscriber(subscriber) }
    subscriber.receive(subscription: self)
  }

  /// Sends a value to the subscriber, whatever it asked for.
  func send(_ value: Int) -> Subscribers.Demand {
    lock.withLock { subscriber }?.receive(value) ?? .none
  }

  func request(_ demand: Subscribers.Demand) {
    requestedOnQueue.append(queue?.isCurrent ?? false)
    requests.append(demand)
  }

  func cancel() {
    cancelledOnQueue.append(queue?.isCurrent ?? false)
    lock.withLock { subscriber = nil }
  }
}

/// A scheduler whose clock moves only when a test advances it; the actions that come due run
/// on the test's thread, in time order (in order of scheduling at equal times).
final class VirtualTimeScheduler: Scheduler, @unchecked Sendable {
  typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
  typealias SchedulerOptions = Never

  private struct Pending {
    let due: SchedulerTimeType
    let order: Int
    let action: () -> Void
  }

  private let lock = NSLock()
  private var current = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
  private var pending: [Pending] = []
  private var scheduled = 0

  var now: SchedulerTimeType { lock.withLock { current } }
  var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    enqueue(at: now, action)
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    enqueue(at: date, action)
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) -> Cancellable {
    let cancelled = Recorder<Bool>()
    func tick(at time: SchedulerTimeType) {
      enqueue(at: time) {
        guard cancelled.values.isEmpty else { return }
        action()
        tick(at: time.advanced(by: interval))
      }
    }
    tick(at: date)
    return AnyCancellable { cancelled.append(true) }
  }

  private func enqueue(at due: SchedulerTimeType, _ action: @escaping () -> Void) {
    lock.withLock {
      scheduled += 1
      pending.append(Pending(due: due, order: scheduled, action: action))
    }
  }

  /// Moves the clock on by `interval`, running each action as its time comes.
  func advance(by interval: SchedulerTimeType.Stride) {
    let target = now.advanced(by: interval)
    while let next = takeNext(dueBy: target) { next() }
    lock.withLock { current = target }
  }

  private func takeNext(dueBy target: SchedulerTimeType) -> (() -> Void)? {
    lock.withLock {
      let due = pending.indices.filter { pending[$0].due <= target }
      guard
        let index = due.min(by: {
          (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order)
        })
      else { return nil }
      let next = pending.remove(at: index)
      if next.due > current { current = next.due }
      return next.action
    }
  }
}
