import Combine
import Foundation
import Testing

@Suite("Publishers.Catch, TryCatch and Retry")
struct ErrorHandlingTests {
  @Test("catch keeps upstream's values and replaces it with the handler's publisher on failure")
  func catchReplaces() {
    let upstream = PassthroughSubject<Int, CodedFailure>()
    let (recorder, cancellable) = upstream.catch { failure in Just(failure.code) }.record()
    upstream.send(1)
    upstream.send(completion: .failure(CodedFailure(code: 7)))
    #expect(recorder.values == [1, 7])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
    let (passing, c2) = [1, 2].publisher.setFailureType(to: CodedFailure.self)
      .catch { _ in Just(0) }.record()
    #expect(passing.values == [1, 2])
    #expect(passing.completion == "finished")
    c2.cancel()
  }

  @Test("catch asks the replacement for what the subscriber still wants")
  func catchDemand() {
    let upstream = ScriptedPublisher<Int, CodedFailure>()
    let replacement = ScriptedPublisher<Int, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(3))
    upstream.catch { _ in replacement }.subscribe(subscriber)
    #expect(upstream.requested == .max(3))
    upstream.send(1)
    upstream.send(completion: .failure(CodedFailure(code: 1)))
    #expect(replacement.requested == .max(2))
    subscriber.request(.max(1))
    #expect(replacement.requested == .max(3))
    replacement.send(2)
    #expect(subscriber.recorder.values == [1, 2])
    subscriber.cancel()
    #expect(replacement.cancelled)
    #expect(!upstream.cancelled)
  }

  @Test("tryCatch fails with the handler's error, or with the replacement's failure")
  func tryCatch() {
    let thrown = Fail<Int, CodedFailure>(error: CodedFailure(code: 1))
      .tryCatch { _ -> Just<Int> in throw CodedFailure(code: 2) }
    let (_, box, c1) = thrown.recordCompletion()
    #expect(box.failureCode == 2)
    let replaced = Fail<Int, CodedFailure>(error: CodedFailure(code: 1))
      .tryCatch { failure in Fail<Int, CodedFailure>(error: CodedFailure(code: failure.code + 10)) }
    let (_, replacedBox, c2) = replaced.recordCompletion()
    #expect(replacedBox.failureCode == 11)
    let recovered = Fail<Int, CodedFailure>(error: CodedFailure(code: 1)).tryCatch { _ in Just(5) }
    let (recorder, c3) = recovered.record()
    #expect(recorder.values == [5])
    #expect(recorder.completion == "finished")
    for cancellable in [c1, c2, c3] { cancellable.cancel() }
  }

  @Test("retry resubscribes after each failure up to the limit, then fails with the last error")
  func retryLimit() {
    let attempts = CallCounter()
    let failing = Deferred {
      attempts.increment()
      return Fail<Int, CodedFailure>(error: CodedFailure(code: attempts.value))
        .prepend(attempts.value)
    }
    let (recorder, box, cancellable) = failing.retry(2).recordCompletion()
    #expect(attempts.value == 3)
    #expect(recorder.values == [1, 2, 3])
    #expect(box.failureCode == 3)
    cancellable.cancel()
    let (_, none, c2) = Fail<Int, CodedFailure>(error: CodedFailure(code: 4)).retry(0)
      .recordCompletion()
    #expect(none.failureCode == 4)
    c2.cancel()
  }

  @Test("retry stops retrying once upstream finishes")
  func retrySucceeds() {
    let attempts = CallCounter()
    let flaky = Deferred {
      attempts.increment()
      let attempt = attempts.value
      return
        (attempt < 3
        ? Fail<Int, CodedFailure>(error: CodedFailure(code: attempt)).eraseToAnyPublisher()
        : Just(attempt).setFailureType(to: CodedFailure.self).eraseToAnyPublisher())
    }
    let (recorder, cancellable) = flaky.retry(5).record()
    #expect(attempts.value == 3)
    #expect(recorder.values == [3])
    #expect(recorder.completion == "finished")
    #expect(Publishers.Retry(upstream: Just(1), retries: nil).retries == nil)
    #expect(Just(1).retry(1) == Publishers.Retry(upstream: Just(1), retries: 1))
    cancellable.cancel()
  }

  @Test("retry asks each new subscription for what the subscriber still wants")
  func retryDemand() {
    let upstream = ScriptedPublisher<Int, TestFailure>()
    let subscriber = DemandSubscriber<Int, TestFailure>(initial: .max(3))
    upstream.retry(1).subscribe(subscriber)
    let first = upstream.latest
    first?.send(1)
    first?.send(completion: .failure(TestFailure()))
    #expect(upstream.subscriptionCount == 2)
    #expect(upstream.requested == .max(2))
    upstream.send(2)
    upstream.send(completion: .failure(TestFailure()))
    #expect(upstream.subscriptionCount == 2)
    #expect(subscriber.recorder.values == [1, 2])
    #expect(subscriber.recorder.completion == "failure")
  }

  @Test("retry of a publisher that fails at once retries many times without deep recursion")
  func retryManyTimes() {
    let attempts = CallCounter()
    let failing = Deferred {
      attempts.increment()
      return Fail<Int, TestFailure>(error: TestFailure())
    }
    let (recorder, cancellable) = failing.retry(20_000).record()
    #expect(attempts.value == 20_001)
    #expect(recorder.completion == "failure")
    cancellable.cancel()
  }

  @Test("cancelling a retrying subscription stops it resubscribing")
  func retryCancel() {
    let upstream = ScriptedPublisher<Int, TestFailure>()
    let subscriber = DemandSubscriber<Int, TestFailure>(initial: .unlimited)
    upstream.retry(3).subscribe(subscriber)
    let first = upstream.latest
    subscriber.cancel()
    #expect(first?.cancelled == true)
    first?.send(completion: .failure(TestFailure()))
    #expect(upstream.subscriptionCount == 1)
    #expect(subscriber.recorder.completion == nil)
  }
}
