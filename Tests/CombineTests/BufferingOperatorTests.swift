import Combine
import Dispatch
import Foundation
import Testing

@Suite("debounce, throttle, collect(_:options:) by time and buffer")
struct BufferingOperatorTests {
  @Test("debounce sends only the last value of a burst, once the due time passes without another")
  func debounce() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.debounce(for: .milliseconds(100), scheduler: scheduler)
      .record()
    subject.send(1)
    scheduler.advance(by: .milliseconds(50))
    subject.send(2)
    scheduler.advance(by: .milliseconds(50))
    subject.send(3)
    scheduler.advance(by: .milliseconds(99))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [3])
    subject.send(4)
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.values == [3, 4])
    scheduler.advance(by: .milliseconds(500))
    #expect(recorder.values == [3, 4])
    cancellable.cancel()
  }

  @Test(
    "debounce asks upstream for nothing before the first request, and drops a value without demand"
  )
  func debounceDemand() {
    let scheduler = VirtualTimeScheduler()
    let probe = DemandProbe()
    let subscriber = DemandSubscriber<Int, Never>(initial: .none)
    probe.debounce(for: .milliseconds(10), scheduler: scheduler).subscribe(subscriber)
    #expect(probe.requests.values.isEmpty)
    subscriber.request(.max(1))
    #expect(probe.requests.values == [.unlimited])
    _ = probe.send(1)
    scheduler.advance(by: .milliseconds(10))
    _ = probe.send(2)
    scheduler.advance(by: .milliseconds(10))
    #expect(subscriber.recorder.values == [1])
    subscriber.request(.max(1))
    _ = probe.send(3)
    scheduler.advance(by: .milliseconds(10))
    #expect(subscriber.recorder.values == [1, 3])
  }

  @Test(
    "debounce completes at once when upstream does, dropping a waiting value; cancel stops it"
  )
  func debounceCompletionAndCancel() async {
    let scheduler = VirtualTimeScheduler()
    let (recorder, first) = Just(1).debounce(for: .milliseconds(50), scheduler: scheduler)
      .record()
    scheduler.advance(by: .milliseconds(0))
    #expect(recorder.completion == "finished")
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.values.isEmpty)
    let subject = PassthroughSubject<Int, Never>()
    let (cancelled, second) = subject.debounce(for: .milliseconds(50), scheduler: scheduler)
      .record()
    subject.send(1)
    second.cancel()
    scheduler.advance(by: .milliseconds(100))
    #expect(cancelled.values.isEmpty)
    let queue = MarkedQueue()
    let onQueue = Recorder<Bool>()
    let fromQueue = Recorder<Int>()
    let third = subject.debounce(for: .milliseconds(20), scheduler: queue.queue).sink {
      onQueue.append(queue.isCurrent)
      fromQueue.append($0)
    }
    for value in 1...5 { subject.send(value) }
    #expect(await eventually { fromQueue.values.last == 5 })
    #expect(!onQueue.values.contains(false))
    first.cancel()
    third.cancel()
  }

  @Test("throttle with latest: true sends a value at once, then the newest of each interval")
  func throttleLatest() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.throttle(
      for: .milliseconds(100), scheduler: scheduler, latest: true
    ).record()
    subject.send(1)
    scheduler.advance(by: .milliseconds(0))
    #expect(recorder.values == [1])
    subject.send(2)
    scheduler.advance(by: .milliseconds(30))
    subject.send(3)
    scheduler.advance(by: .milliseconds(69))
    #expect(recorder.values == [1])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [1, 3])
    scheduler.advance(by: .milliseconds(300))
    subject.send(4)
    scheduler.advance(by: .milliseconds(0))
    #expect(recorder.values == [1, 3, 4])
    cancellable.cancel()
  }

  @Test(
    "throttle with latest: false sends the first value of each interval; completion drops one"
  )
  func throttleFirst() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.throttle(
      for: .milliseconds(100), scheduler: scheduler, latest: false
    ).record()
    subject.send(1)
    subject.send(2)
    scheduler.advance(by: .milliseconds(10))
    subject.send(3)
    subject.send(4)
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.values == [1, 3])
    subject.send(5)
    subject.send(completion: .finished)
    scheduler.advance(by: .milliseconds(200))
    #expect(recorder.values == [1, 3])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }

  @Test(".byTime collects at each interval, skips empty intervals, and sends the rest on finishing")
  func collectByTime() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.collect(.byTime(scheduler, .milliseconds(100)))
      .record()
    subject.send(1)
    subject.send(2)
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.values == [[1, 2]])
    scheduler.advance(by: .milliseconds(200))
    subject.send(3)
    #expect(recorder.values == [[1, 2]])
    subject.send(completion: .finished)
    #expect(recorder.values == [[1, 2], [3]])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }

  @Test(
    ".byTimeOrCount sends full groups at once, asks for count values per group, fails at once"
  )
  func collectByTimeOrCount() {
    let scheduler = VirtualTimeScheduler()
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = DemandSubscriber<[Int], TestFailure>(initial: .max(1))
    subject.collect(.byTimeOrCount(scheduler, .milliseconds(100), 2)).subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    #expect(subscriber.recorder.values == [[1, 2]])
    subscriber.request(.max(2))
    subject.send(5)
    scheduler.advance(by: .milliseconds(100))
    #expect(subscriber.recorder.values == [[1, 2], [5]])
    subject.send(6)
    subject.send(completion: .failure(TestFailure()))
    #expect(subscriber.recorder.values == [[1, 2], [5]])
    #expect(subscriber.recorder.completion == "failure")
  }

  @Test("buffer(.byRequest) holds what the subscriber has not asked for and hands it over in order")
  func bufferByRequest() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .none)
    subject.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    for value in 1...5 { subject.send(value) }
    #expect(subscriber.recorder.values.isEmpty)
    subscriber.request(.max(2))
    #expect(subscriber.recorder.values == [1, 2])
    subscriber.request(.unlimited)
    subject.send(6)
    subject.send(completion: .finished)
    #expect(subscriber.recorder.values == [1, 2, 3, 6])
    #expect(subscriber.recorder.completion == "finished")
  }

  @Test("buffer's dropOldest keeps the newest values, and customError fails at once")
  func bufferWhenFull() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let oldest = DemandSubscriber<Int, TestFailure>(initial: .none)
    let failing = DemandSubscriber<Int, TestFailure>(initial: .none)
    subject.buffer(size: 3, prefetch: .byRequest, whenFull: .dropOldest).subscribe(oldest)
    subject.buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestFailure() })
      .subscribe(failing)
    for value in 1...5 { subject.send(value) }
    oldest.request(.unlimited)
    #expect(oldest.recorder.values == [3, 4, 5])
    #expect(failing.recorder.completion == "failure")
    failing.request(.unlimited)
    #expect(failing.recorder.values.isEmpty)
  }

  @Test("buffer(.keepFull) asks for size values at subscription, then for what the subscriber asks")
  func bufferKeepFull() {
    let probe = DemandProbe()
    let subscriber = DemandSubscriber<Int, Never>(initial: .none)
    probe.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
    #expect(probe.requests.values == [.max(3)])
    for value in 1...3 { _ = probe.send(value) }
    subscriber.request(.max(2))
    #expect(subscriber.recorder.values == [1, 2])
    #expect(probe.requests.values == [.max(3), .max(2)])
    let (recorder, cancellable) = (0..<100).publisher
      .buffer(size: 5, prefetch: .keepFull, whenFull: .dropNewest).record()
    #expect(recorder.values == Array(0..<100))
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }

  @Test("buffer sends finishing only after the buffered values, and nothing after a cancel")
  func bufferCompletionAndCancel() {
    let subscriber = DemandSubscriber<Int, Never>(initial: .none)
    [1, 2, 3].publisher.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest)
      .subscribe(subscriber)
    #expect(subscriber.recorder.completion == nil)
    subscriber.request(.max(3))
    #expect(subscriber.recorder.values == [1, 2, 3])
    #expect(subscriber.recorder.completion == "finished")
    let subject = PassthroughSubject<Int, Never>()
    let cancelled = DemandSubscriber<Int, Never>(initial: .none)
    subject.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(cancelled)
    subject.send(1)
    cancelled.cancel()
    cancelled.request(.unlimited)
    subject.send(2)
    #expect(cancelled.recorder.values.isEmpty)
  }

  @Test("a buffer fed from several threads loses nothing and delivers each value once")
  func bufferConcurrent() async {
    let subject = PassthroughSubject<Int, Never>()
    let queue = DispatchQueue(label: "buffer-concurrent")
    let (recorder, cancellable) = subject.buffer(
      size: .max, prefetch: .byRequest, whenFull: .dropNewest
    ).receive(on: queue).record()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for value in 0..<250 { subject.send(thread * 1_000 + value) }
    }
    #expect(await eventually { recorder.values.count == 1_000 })
    #expect(Set(recorder.values).count == 1_000)
    cancellable.cancel()
  }
}
