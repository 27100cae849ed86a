import Combine
import Foundation
import Testing

@Suite("Publishers.Concatenate, append and prepend")
struct ConcatenateTests {
  @Test("append and prepend of values, sequences and publishers build Concatenate")
  func operators() {
    let subject = PassthroughSubject<Int, Never>()
    let appended:
      Publishers.Concatenate<
        PassthroughSubject<Int, Never>, Publishers.Sequence<[Int], Never>
      > = subject.append(8, 9)
    let prepended:
      Publishers.Concatenate<
        Publishers.Sequence<ClosedRange<Int>, Never>, PassthroughSubject<Int, Never>
      > = subject.prepend(1...3)
    let both = prepended.append(Just(10))
    let (recorder, cancellable) = both.record()
    #expect(recorder.values == [1, 2, 3])
    subject.send(4)
    subject.send(completion: .finished)
    #expect(recorder.values == [1, 2, 3, 4, 10])
    #expect(recorder.completion == "finished")
    #expect(appended.suffix.sequence == [8, 9])
    let (fromJust, c2) = Just(2).prepend(Just(1)).append([3, 4]).record()
    #expect(fromJust.values == [1, 2, 3, 4])
    #expect(Just(1).append(Just(2)) == Publishers.Concatenate(prefix: Just(1), suffix: Just(2)))
    cancellable.cancel()
    c2.cancel()
  }

  @Test("the suffix is subscribed only once the prefix finishes, and not at all if it fails")
  func suffixWaits() {
    let prefix = PassthroughSubject<Int, TestFailure>()
    let subscriptions = CallCounter()
    let suffix = Deferred {
      subscriptions.increment()
      return Just(9).setFailureType(to: TestFailure.self)
    }
    let (recorder, cancellable) = prefix.append(suffix).record()
    prefix.send(1)
    #expect(subscriptions.value == 0)
    prefix.send(completion: .finished)
    #expect(subscriptions.value == 1)
    #expect(recorder.values == [1, 9])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
    let failing = PassthroughSubject<Int, TestFailure>()
    let (failed, c2) = failing.append(suffix).record()
    failing.send(completion: .failure(TestFailure()))
    #expect(failed.completion == "failure")
    #expect(subscriptions.value == 1)
    c2.cancel()
  }

  @Test("the suffix is asked for what the subscriber still wants after the prefix")
  func demand() {
    let prefix = ScriptedPublisher<Int, Never>()
    let suffix = ScriptedPublisher<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(3))
    prefix.append(suffix).subscribe(subscriber)
    #expect(prefix.requested == .max(3))
    prefix.send(1)
    prefix.send(2)
    #expect(suffix.subscriptionCount == 0)
    prefix.send(completion: .finished)
    #expect(suffix.requested == .max(1))
    suffix.send(3)
    #expect(subscriber.recorder.values == [1, 2, 3])
    subscriber.cancel()
    #expect(suffix.cancelled)
  }

  @Test("a sequence publisher appends and prepends into one sequence publisher")
  func sequences() {
    let array: Publishers.Sequence<[Int], Never> = [2, 3].publisher.append(4).prepend(1)
    #expect(array.sequence == [1, 2, 3, 4])
    let joined = [1].publisher.append([2].publisher).prepend([0].publisher)
    #expect(joined.sequence == [0, 1, 2])
    let range: Publishers.Sequence<[Int], Never> = (1...2).publisher.append(3)
    #expect(range.sequence == [1, 2, 3])
    let string: Publishers.Sequence<String, Never> = "bc".publisher.prepend("a").append("d")
    #expect(string.sequence == "abcd")
  }

  @Test("a long chain of publishers that finish at once delivers everything")
  func longChain() {
    var chain = Just(0).eraseToAnyPublisher()
    for value in 1..<100 { chain = chain.append(Just(value)).eraseToAnyPublisher() }
    let (recorder, cancellable) = chain.record()
    #expect(recorder.values == Array(0..<100))
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }
}
