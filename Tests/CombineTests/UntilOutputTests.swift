import Combine
import Foundation
import Testing

@Suite("Publishers.DropUntilOutput and Publishers.PrefixUntilOutput")
struct UntilOutputTests {
  @Test("drop(untilOutputFrom:) drops upstream's values until the other publisher sends one")
  func drops() {
    let upstream = PassthroughSubject<Int, Never>()
    let trigger = ScriptedPublisher<Void, Never>()
    let (recorder, cancellable) = upstream.drop(untilOutputFrom: trigger).record()
    #expect(trigger.requested == .max(1))
    upstream.send(1)
    trigger.send(())
    #expect(trigger.cancelled)
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(recorder.values == [2])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
    let (immediate, c2) = [1, 2].publisher.drop(untilOutputFrom: Just(())).record()
    #expect(immediate.values == [1, 2])
    c2.cancel()
  }

  @Test("values dropped before the other publisher sends don't use up the subscriber's demand")
  func dropDemand() {
    let upstream = ScriptedPublisher<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
    upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
    upstream.send(1)
    #expect(upstream.requested == .max(2))
    trigger.send(())
    upstream.send(2)
    #expect(subscriber.recorder.values == [2])
    subscriber.cancel()
    #expect(upstream.cancelled)
  }

  @Test("drop(untilOutputFrom:) fails if the other fails and finishes if it finishes first")
  func dropCompletion() {
    let upstream = ScriptedPublisher<Int, TestFailure>()
    let trigger = PassthroughSubject<Int, TestFailure>()
    let (recorder, cancellable) = upstream.drop(untilOutputFrom: trigger).record()
    trigger.send(completion: .failure(TestFailure()))
    #expect(recorder.completion == "failure")
    #expect(upstream.cancelled)
    cancellable.cancel()
    let other = ScriptedPublisher<Int, Never>()
    let (finished, c2) = other.drop(untilOutputFrom: Empty<Int, Never>()).record()
    #expect(finished.completion == "finished")
    #expect(other.subscriptionCount == 0 || other.cancelled)
    c2.cancel()
  }

  @Test("prefix(untilOutputFrom:) republishes until the other sends, then finishes")
  func prefix() {
    let upstream = ScriptedPublisher<Int, Never>()
    let trigger = PassthroughSubject<String, TestFailure>()
    let (recorder, cancellable) = upstream.prefix(untilOutputFrom: trigger).record()
    upstream.send(1)
    upstream.send(2)
    trigger.send("stop")
    upstream.send(3)
    #expect(recorder.values == [1, 2])
    #expect(recorder.completion == "finished")
    #expect(upstream.cancelled)
    cancellable.cancel()
  }

  @Test("prefix(untilOutputFrom:) ignores the other publisher's completion")
  func prefixIgnoresOtherCompletion() {
    let upstream = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Int, TestFailure>()
    let (recorder, cancellable) = upstream.prefix(untilOutputFrom: trigger).record()
    trigger.send(completion: .failure(TestFailure()))
    upstream.send(1)
    #expect(recorder.values == [1])
    #expect(recorder.completion == nil)
    upstream.send(completion: .finished)
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }
}
