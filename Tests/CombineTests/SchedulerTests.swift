import Combine
import Dispatch
import Foundation
import Testing

@Suite("RunLoop, DispatchQueue and OperationQueue as Combine schedulers")
struct SchedulerTests {
  /// A search model as public apps write it.
  final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var searched: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(debounce: RunLoop.SchedulerTimeType.Stride) {
      $query.dropFirst()
        .debounce(for: debounce, scheduler: RunLoop.main)
        .removeDuplicates()
        .sink { [weak self] in self?.searched.append($0) }
        .store(in: &cancellables)
    }
  }

  @Test(
    "a debounce on RunLoop.main delivers only the last value, after the pause, on the main queue")
  func debounceOnMainRunLoop() async {
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.debounce(for: .milliseconds(150), scheduler: RunLoop.main)
      .record()
    for value in 1...3 { subject.send(value) }
    #expect(recorder.values.isEmpty)
    #expect(await eventually { !recorder.values.isEmpty })
    await pause(milliseconds: 80)
    #expect(recorder.values == [3])
    #expect(recorder.allOnMainQueue)
    cancellable.cancel()
  }

  @Test(
    "$query.debounce(for: .seconds(_), scheduler: RunLoop.main) in an ObservableObject searches once"
  )
  func publishedDebounce() async {
    let model = SearchModel(debounce: .seconds(0.15))
    for query in ["t", "tr", "tra", "trail"] { model.query = query }
    #expect(await eventually { !model.searched.isEmpty })
    await pause(milliseconds: 80)
    #expect(model.searched == ["trail"])
    // The interval public apps use compiles as written.
    _ = SearchModel(debounce: .seconds(0.3))
  }

  @Test("receive(on: DispatchQueue.main) delivers values sent on another thread on the main queue")
  func receiveOnMainQueue() async {
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.receive(on: DispatchQueue.main).record()
    let box = SubjectBox(subject)
    DispatchQueue.global().async { box.subject.send(7) }
    #expect(await eventually { recorder.values == [7] })
    #expect(recorder.allOnMainQueue)
    cancellable.cancel()
  }

  @Test("a throttle on DispatchQueue.main thins a burst out, and later values come through")
  func throttleOnMainQueue() async {
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.throttle(
      for: .milliseconds(50), scheduler: DispatchQueue.main, latest: false
    ).record()
    for value in 1...20 { subject.send(value) }
    #expect(await eventually { !recorder.values.isEmpty })
    await pause(milliseconds: 150)
    let burst = recorder.values
    #expect(burst.first == 1)
    #expect(burst.count < 20)
    #expect(burst == burst.sorted())
    // A value sent while the burst's second emission still waits for the main queue is dropped
    // (`latest: false` keeps the first value of a window), so later values are sent until one
    // comes through.
    #expect(
      await eventually {
        if recorder.values.last != 100 { subject.send(100) }
        return recorder.values.last == 100
      })
    #expect(recorder.allOnMainQueue)
    cancellable.cancel()
  }

  @Test("a delay on RunLoop.main holds a value back and then delivers it on the main queue")
  func delayOnMainRunLoop() async {
    let (recorder, cancellable) = Just(1).delay(for: .milliseconds(150), scheduler: RunLoop.main)
      .record()
    #expect(recorder.values.isEmpty)
    #expect(await eventually { recorder.completion == "finished" })
    #expect(recorder.values == [1])
    #expect(recorder.allOnMainQueue)
    cancellable.cancel()
  }

  @Test("delays on a DispatchQueue and on an OperationQueue deliver")
  func delayOnQueues() async {
    let queue = DispatchQueue(label: "combine-tests")
    let (fromDispatch, first) = Just(1).delay(for: .milliseconds(10), scheduler: queue).record()
    let (fromOperations, second) = Just(2).delay(
      for: .milliseconds(10), scheduler: OperationQueue()
    ).record()
    #expect(await eventually { fromDispatch.values == [1] && fromOperations.values == [2] })
    first.cancel()
    second.cancel()
  }

  @Test("work scheduled on a run loop that is not the main one runs on that loop's thread")
  func otherRunLoop() async throws {
    let thread = RunLoopThread()
    defer { thread.stop() }
    let loop = try #require(await thread.runLoop())
    let subject = PassthroughSubject<Int, Never>()
    let threads = Recorder<Bool>()
    let cancellable = subject.receive(on: loop).delay(for: .milliseconds(10), scheduler: loop)
      .sink { _ in threads.append(thread.isCurrent) }
    subject.send(1)
    #expect(await eventually { threads.values == [true] })
    cancellable.cancel()
  }

  @Test("repeating work on RunLoop.main and on a DispatchQueue stops when cancelled")
  func repeatingWork() async {
    let ticks = Recorder<Bool>()
    let onMain = RunLoop.main.schedule(
      after: RunLoop.main.now, interval: .milliseconds(10), tolerance: .milliseconds(1)
    ) { ticks.append(MainQueue.isCurrent) }
    let queue = DispatchQueue(label: "combine-tests-repeating")
    let onQueue = queue.schedule(after: queue.now, interval: .milliseconds(10)) {
      ticks.append(false)
    }
    #expect(await eventually { ticks.values.filter { $0 }.count >= 2 })
    #expect(await eventually { ticks.values.filter { !$0 }.count >= 2 })
    onMain.cancel()
    onQueue.cancel()
    await pause(milliseconds: 30)
    let count = ticks.values.count
    await pause(milliseconds: 60)
    #expect(ticks.values.count == count)
  }

  @Test("run loop and operation queue strides count seconds, as Apple's do")
  func dateStrides() throws {
    typealias Stride = RunLoop.SchedulerTimeType.Stride
    #expect(Stride.seconds(0.3).timeInterval == 0.3)
    #expect(Stride.seconds(2).magnitude == 2)
    #expect(Stride.milliseconds(500).timeInterval == 0.5)
    #expect(Stride.microseconds(250).timeInterval == 0.000_25)
    let literal: Stride = 2
    let floatLiteral: Stride = 0.5
    #expect(literal + floatLiteral == .seconds(2.5))
    #expect(Stride(exactly: 3) == .seconds(3))
    let start = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 0))
    #expect(start.advanced(by: .seconds(5)).distance(to: start) == .seconds(-5))
    let decoded = try JSONDecoder().decode(
      RunLoop.SchedulerTimeType.self, from: JSONEncoder().encode(start.advanced(by: 1)))
    #expect(decoded == start.advanced(by: 1))
    #expect(OperationQueue.SchedulerTimeType.Stride.milliseconds(300).timeInterval == 0.3)
  }

  @Test("dispatch queue strides count nanoseconds and saturate instead of trapping")
  func dispatchStrides() throws {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    #expect(Stride.seconds(1).magnitude == 1_000_000_000)
    #expect(Stride.seconds(0.5).magnitude == 500_000_000)
    #expect(Stride.milliseconds(300).magnitude == 300_000_000)
    let literal: Stride = 2
    let floatLiteral: Stride = 0.25
    #expect(literal.magnitude == 2_000_000_000)
    #expect(floatLiteral.timeInterval == .nanoseconds(250_000_000))
    #expect(Stride(.milliseconds(5)) == .microseconds(5_000))
    #expect(Stride.seconds(Int.max).magnitude == Int.max)
    #expect(Stride.seconds(Double.infinity).magnitude == Int.max)
    #expect(Stride.seconds(Double.nan).magnitude == 0)
    #expect((Stride.seconds(Int.max) + .seconds(1)).magnitude == Int.max)
    #expect(Stride(exactly: Int.max) == nil)
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    #expect(start.advanced(by: .nanoseconds(500)).distance(to: start) == .nanoseconds(-500))
    let decoded = try JSONDecoder().decode(
      DispatchQueue.SchedulerTimeType.self, from: JSONEncoder().encode(start))
    #expect(decoded == start)
  }
}

/// A thread that runs its own run loop until stopped.
final class RunLoopThread: @unchecked Sendable {
  private let lock = NSLock()
  private var loop: RunLoop?
  private var thread: Thread?
  private var stopped = false

  init() {
    let thread = Thread { [self] in
      let loop = RunLoop.current
      // A distant timer keeps `run(mode:before:)` waiting instead of returning at once.
      loop.add(Timer(timeInterval: 3_600, repeats: true) { _ in }, forMode: .default)
      lock.lock()
      self.loop = loop
      lock.unlock()
      while !isStopped {
        _ = loop.run(mode: .default, before: Date().addingTimeInterval(0.05))
      }
    }
    lock.lock()
    self.thread = thread
    lock.unlock()
    thread.start()
  }

  /// Whether the calling thread is this one.
  var isCurrent: Bool {
    lock.lock()
    defer { lock.unlock() }
    return thread == Thread.current
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  /// The thread's run loop, once it runs.
  func runLoop() async -> RunLoop? {
    _ = await eventually { lock.withLock { loop != nil } }
    return lock.withLock { loop }
  }

  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }
}
