import Combine
import Foundation
import Testing

@Suite("Subjects, Just, Future and the other publishers that start a stream")
struct SubjectTests {
  @Test("a passthrough subject drops values sent while its subscriber has no demand")
  func passthroughDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subscriber.request(.max(1))
    subject.send(3)
    #expect(subscriber.recorder.values == [1, 3])
  }

  @Test("a current value subject sends its value at the first request, then the newest one")
  func currentValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    let subscriber = DemandSubscriber<String, Never>(initial: .none)
    subject.subscribe(subscriber)
    subject.value = "b"
    #expect(subscriber.recorder.values.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.recorder.values == ["b"])
    subject.send("c")
    subscriber.request(.max(1))
    #expect(subscriber.recorder.values == ["b", "c"])
    #expect(subject.value == "c")
  }

  @Test("a completed subject completes later subscribers at once and ignores sends")
  func completion() {
    let subject = PassthroughSubject<Int, TestFailure>()
    subject.send(completion: .failure(TestFailure()))
    subject.send(1)
    let (recorder, cancellable) = subject.record()
    #expect(recorder.values.isEmpty)
    #expect(recorder.completion == "failure")
    cancellable.cancel()
  }

  @Test("cancelling one subscriber leaves the others subscribed")
  func cancelOne() {
    let subject = PassthroughSubject<Int, Never>()
    let (first, firstCancellable) = subject.record()
    let (second, secondCancellable) = subject.record()
    subject.send(1)
    firstCancellable.cancel()
    subject.send(2)
    #expect(first.values == [1])
    #expect(second.values == [1, 2])
    secondCancellable.cancel()
  }

  @Test("a publisher subscribed to a subject forwards into it")
  func subscribeSubject() {
    let subject = PassthroughSubject<Int, Never>()
    let (recorder, cancellable) = subject.record()
    let forwarding = [1, 2, 3].publisher.subscribe(subject)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completion == "finished")
    forwarding.cancel()
    cancellable.cancel()
  }

  @Test("a sequence publisher sends only what is asked for, requests made inside delivery too")
  func sequenceDemand() {
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
    (1...5).publisher.subscribe(subscriber)
    #expect(subscriber.recorder.values == [1, 2])
    #expect(subscriber.recorder.completion == nil)
    subscriber.request(.max(10))
    #expect(subscriber.recorder.values == [1, 2, 3, 4, 5])
    #expect(subscriber.recorder.completion == "finished")
  }

  @Test("Just, Empty, Fail, Optional and Result publishers send what they hold")
  func oneShots() {
    #expect(Just(7).record().0.values == [7])
    #expect(Empty<Int, Never>().record().0.completion == "finished")
    #expect(Empty<Int, Never>(completeImmediately: false).record().0.completion == nil)
    #expect(Fail<Int, TestFailure>(error: TestFailure()).record().0.completion == "failure")
    #expect(Optional<Int>.none.publisher.record().0.completion == "finished")
    #expect(Optional(3).publisher.record().0.values == [3])
    #expect(Result<Int, TestFailure>.success(4).publisher.record().0.values == [4])
  }

  @Test("a future runs its closure once and hands every subscriber the same result")
  func future() {
    var runs = 0
    var fulfil: ((Result<Int, Never>) -> Void)?
    let future = Future<Int, Never> { promise in
      runs += 1
      fulfil = promise
    }
    let (early, earlyCancellable) = future.record()
    fulfil?(.success(42))
    fulfil?(.success(43))
    let (late, lateCancellable) = future.record()
    #expect(runs == 1)
    #expect(early.values == [42])
    #expect(late.values == [42])
    #expect(late.completion == "finished")
    earlyCancellable.cancel()
    lateCancellable.cancel()
  }

  @Test("Deferred makes a new publisher for each subscriber")
  func deferred() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(deferred.record().0.values == [1])
    #expect(deferred.record().0.values == [2])
  }

  @Test("a cancellable cancels once, when asked or when it is released, and stores in a set")
  func anyCancellable() {
    var cancels = 0
    var set = Set<AnyCancellable>()
    AnyCancellable { cancels += 1 }.store(in: &set)
    #expect(set.count == 1)
    set.removeAll()
    #expect(cancels == 1)
    let cancellable = AnyCancellable { cancels += 1 }
    cancellable.cancel()
    cancellable.cancel()
    #expect(cancels == 2)
  }

  @Test("demand arithmetic saturates: overflow is unlimited, below zero is none")
  func demand() {
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(1) - 5 == .none)
    #expect(Subscribers.Demand.unlimited - 5 == .unlimited)
    #expect(Subscribers.Demand.max(3) > 2)
    #expect(Subscribers.Demand.max(-4) == .none)
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect(Subscribers.Demand.max(2) < .unlimited)
  }
}
