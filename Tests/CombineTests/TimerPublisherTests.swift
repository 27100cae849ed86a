import Combine
import Foundation
import Testing

@Suite("Timer.publish(every:tolerance:on:in:options:)")
struct TimerPublisherTests {
  @Test("an autoconnected timer on the main run loop ticks on the main queue with rising dates")
  func autoconnectTicks() async throws {
    let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
    let (recorder, cancellable) = timer.record()
    #expect(await eventually { recorder.values.count >= 2 })
    cancellable.cancel()
    let dates = recorder.values
    // A failure, not a crash, when a loaded machine kept the timer from ticking in time.
    try #require(dates.count >= 2)
    #expect(dates[0] < dates[1])
    #expect(recorder.allOnMainQueue)
  }

  @Test("the timer public apps write compiles as written, as Timer.TimerPublisher")
  func publicAppTimer() {
    let publisher: Timer.TimerPublisher = Timer.publish(every: 1, on: .main, in: .common)
    let timer: Publishers.Autoconnect<Timer.TimerPublisher> = publisher.autoconnect()
    #expect(timer.upstream.interval == 1)
    #expect(publisher.tolerance == nil)
    #expect(publisher.runLoop === RunLoop.main)
    #expect(publisher.mode == .common)
    let tolerant = Timer.publish(
      every: 0.5, tolerance: 0.1, on: .main, in: .default, options: RunLoop.SchedulerOptions())
    #expect(tolerant.tolerance == 0.1)
  }

  @Test("a timer sends nothing before connect() and stops when the connection is cancelled")
  func connectAndCancel() async {
    let publisher = Timer.publish(every: 0.01, on: .main, in: .default)
    let (recorder, cancellable) = publisher.record()
    await pause(milliseconds: 50)
    #expect(recorder.values.isEmpty)
    let connection = publisher.connect()
    #expect(await eventually { recorder.values.count >= 2 })
    connection.cancel()
    await pause(milliseconds: 30)
    let count = recorder.values.count
    await pause(milliseconds: 60)
    #expect(recorder.values.count == count)
    cancellable.cancel()
  }

  @Test("every subscriber shares the timer, and one without demand misses ticks")
  func demand() async {
    let publisher = Timer.publish(every: 0.01, on: .main, in: .default)
    let (eager, cancellable) = publisher.record()
    let one = DemandSubscriber<Date, Never>(initial: .max(1))
    publisher.subscribe(one)
    let connection = publisher.connect()
    #expect(await eventually { eager.values.count >= 4 })
    connection.cancel()
    #expect(one.recorder.values.count == 1)
    #expect(one.recorder.values.first.map(eager.values.contains) == true)
    cancellable.cancel()
  }

  @Test("a timer on a run loop that is not the main one ticks on that loop's thread")
  func otherRunLoop() async throws {
    let thread = RunLoopThread()
    defer { thread.stop() }
    let loop = try #require(await thread.runLoop())
    let threads = Recorder<Bool>()
    let cancellable = Timer.publish(every: 0.01, on: loop, in: .default).autoconnect()
      .sink { _ in threads.append(thread.isCurrent) }
    #expect(await eventually { threads.values.count >= 2 })
    cancellable.cancel()
    #expect(!threads.values.contains(false))
  }
}
