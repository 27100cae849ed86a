import Combine
import Foundation
import Testing

@Suite("Publishers.FlatMap and flatMap(maxPublishers:_:)")
struct FlatMapTests {
  typealias Inner = PassthroughSubject<Int, TestFailure>

  @Test("flatMap merges every inner publisher's values and finishes when upstream and all have")
  func merges() {
    let upstream = PassthroughSubject<Int, TestFailure>()
    let inners = (0..<3).map { _ in Inner() }
    let (recorder, cancellable) = upstream.flatMap { inners[$0] }.record()
    upstream.send(0)
    upstream.send(1)
    inners[0].send(10)
    inners[1].send(20)
    inners[0].send(11)
    upstream.send(2)
    inners[2].send(30)
    #expect(recorder.values == [10, 20, 11, 30])
    upstream.send(completion: .finished)
    inners[0].send(completion: .finished)
    inners[1].send(completion: .finished)
    #expect(recorder.completion == nil)
    inners[2].send(31)
    inners[2].send(completion: .finished)
    #expect(recorder.values == [10, 20, 11, 30, 31])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }

  @Test("flatMap of synchronous publishers delivers everything in order and finishes")
  func synchronous() {
    let (recorder, cancellable) = [1, 2, 3].publisher.flatMap { [$0, $0 * 10].publisher }
      .record()
    #expect(recorder.values == [1, 10, 2, 20, 3, 30])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }

  @Test("maxPublishers is asked of upstream, and each inner that finishes lets one more in")
  func maxPublishers() {
    let upstream = ScriptedPublisher<Int, TestFailure>()
    let inners = (0..<3).map { _ in Inner() }
    let (recorder, cancellable) = upstream.flatMap(maxPublishers: .max(2)) { inners[$0] }.record()
    #expect(upstream.requested == .max(2))
    upstream.send(0)
    upstream.send(1)
    inners[1].send(completion: .finished)
    #expect(upstream.requested == .max(3))
    upstream.send(2)
    inners[2].send(7)
    inners[0].send(8)
    #expect(recorder.values == [7, 8])
    cancellable.cancel()
    #expect(upstream.cancelled)
  }

  @Test("flatMap asks each inner for one value at a time and keeps it until the subscriber asks")
  func demand() {
    let upstream = PassthroughSubject<Int, Never>()
    let inners = (0..<2).map { _ in ScriptedPublisher<Int, Never>() }
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
    upstream.flatMap { inners[$0] }.subscribe(subscriber)
    upstream.send(0)
    upstream.send(1)
    #expect(inners[0].requested == .max(1))
    #expect(inners[1].requested == .max(1))
    inners[1].send(1)
    inners[0].send(0)
    #expect(subscriber.recorder.values == [1])
    #expect(inners[1].requested == .max(2))
    #expect(inners[0].requested == .max(1))
    subscriber.request(.max(1))
    #expect(subscriber.recorder.values == [1, 0])
    #expect(inners[0].requested == .max(2))
    subscriber.request(.unlimited)
    #expect(inners[0].requested == .unlimited)
    #expect(inners[1].requested == .unlimited)
    subscriber.cancel()
    #expect(inners[0].cancelled && inners[1].cancelled)
  }

  @Test("an inner failure fails flatMap at once and cancels upstream and the other inners")
  func innerFailure() {
    let upstream = ScriptedPublisher<Int, TestFailure>()
    let inners = (0..<2).map { _ in ScriptedPublisher<Int, TestFailure>() }
    let subscriber = DemandSubscriber<Int, TestFailure>(initial: .none)
    upstream.flatMap { inners[$0] }.subscribe(subscriber)
    upstream.send(0)
    upstream.send(1)
    inners[0].send(5)
    inners[1].send(completion: .failure(TestFailure()))
    #expect(subscriber.recorder.values.isEmpty)
    #expect(subscriber.recorder.completion == "failure")
    #expect(upstream.cancelled)
    #expect(inners[0].cancelled)
    inners[0].send(6)
    subscriber.request(.unlimited)
    #expect(subscriber.recorder.values.isEmpty)
  }

  @Test("an upstream failure fails flatMap and cancels the inners")
  func upstreamFailure() {
    let upstream = PassthroughSubject<Int, TestFailure>()
    let inner = ScriptedPublisher<Int, TestFailure>()
    let (recorder, cancellable) = upstream.flatMap { _ in inner }.record()
    upstream.send(0)
    upstream.send(completion: .failure(TestFailure()))
    #expect(recorder.completion == "failure")
    #expect(inner.cancelled)
    cancellable.cancel()
  }

  @Test("values an inner sent before finishing still go out when the subscriber asks")
  func finishWithBuffered() {
    let inner = ScriptedPublisher<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .none)
    Just(0).flatMap { _ in inner }.subscribe(subscriber)
    inner.send(1)
    inner.send(completion: .finished)
    #expect(subscriber.recorder.completion == nil)
    subscriber.request(.max(1))
    #expect(subscriber.recorder.values == [1])
    #expect(subscriber.recorder.completion == "finished")
  }

  @Test("the flatMap overloads give inners and upstream a common failure type")
  func overloads() {
    let neverNever: Publishers.FlatMap<Just<Int>, Just<Int>> = Just(1).flatMap { Just($0) }
    typealias Failing = Fail<Int, TestFailure>
    let neverFailing:
      Publishers.FlatMap<Failing, Publishers.SetFailureType<Just<Int>, TestFailure>> =
        Just(1).flatMap { _ in Failing(error: TestFailure()) }
    let failingNever:
      Publishers.FlatMap<
        Publishers.SetFailureType<Just<Int>, TestFailure>, PassthroughSubject<Int, TestFailure>
      > = PassthroughSubject<Int, TestFailure>().flatMap { Just($0) }
    let same: Publishers.FlatMap<Fail<Int, TestFailure>, Fail<Int, TestFailure>> =
      Fail<Int, TestFailure>(error: TestFailure()).flatMap { _ in
        Fail<Int, TestFailure>(error: TestFailure())
      }
    #expect(neverNever.maxPublishers == .unlimited)
    let (recorder, cancellable) = neverFailing.record()
    #expect(recorder.completion == "failure")
    _ = (failingNever, same, cancellable)
  }

  @Test("values sent by inners on several threads at once all arrive, one at a time")
  func concurrentInners() async {
    let inners = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    let recorder = Recorder<Int>()
    let overlap = OverlapDetector()
    let cancellable = inners.publisher.flatMap { $0 }.sink { value in
      overlap.enter()
      recorder.append(value)
      overlap.leave()
    }
    await withTaskGroup(of: Void.self) { group in
      for (index, inner) in inners.enumerated() {
        let box = SubjectBox(inner)
        group.addTask {
          for value in 0..<250 { box.subject.send(index * 1_000 + value) }
        }
      }
    }
    #expect(recorder.values.count == 1_000)
    #expect(Set(recorder.values).count == 1_000)
    #expect(!overlap.overlapped)
    cancellable.cancel()
  }
}
