import Combine
import Foundation
import Testing

@Suite("Publishers.SwitchToLatest and switchToLatest()")
struct SwitchToLatestTests {
  @Test("switchToLatest republishes the newest inner publisher and cancels the previous one")
  func switches() {
    let outer = PassthroughSubject<ScriptedPublisher<Int, Never>, Never>()
    let (first, second) = (ScriptedPublisher<Int, Never>(), ScriptedPublisher<Int, Never>())
    let (recorder, cancellable) = outer.switchToLatest().record()
    outer.send(first)
    first.send(1)
    outer.send(second)
    #expect(first.cancelled)
    first.send(2)
    second.send(3)
    #expect(recorder.values == [1, 3])
    cancellable.cancel()
    #expect(second.cancelled)
  }

  @Test("switchToLatest finishes only when upstream and the latest inner have finished")
  func finishing() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let (first, second) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
    let (recorder, cancellable) = outer.switchToLatest().record()
    outer.send(first)
    outer.send(second)
    outer.send(completion: .finished)
    first.send(completion: .finished)
    #expect(recorder.completion == nil)
    second.send(9)
    second.send(completion: .finished)
    #expect(recorder.values == [9])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
    let (empty, c2) = Empty<Just<Int>, Never>().switchToLatest().record()
    #expect(empty.completion == "finished")
    c2.cancel()
  }

  @Test("a failure of the latest inner or of upstream fails switchToLatest; earlier inners don't")
  func failure() {
    let outer = PassthroughSubject<PassthroughSubject<Int, TestFailure>, TestFailure>()
    let (first, second) = (
      PassthroughSubject<Int, TestFailure>(), PassthroughSubject<Int, TestFailure>()
    )
    let (recorder, cancellable) = outer.switchToLatest().record()
    outer.send(first)
    outer.send(second)
    first.send(completion: .failure(TestFailure()))
    #expect(recorder.completion == nil)
    second.send(completion: .failure(TestFailure()))
    #expect(recorder.completion == "failure")
    cancellable.cancel()
    let outerFails = ScriptedPublisher<ScriptedPublisher<Int, TestFailure>, TestFailure>()
    let inner = ScriptedPublisher<Int, TestFailure>()
    let (fromOuter, c2) = outerFails.switchToLatest().record()
    outerFails.send(inner)
    outerFails.send(completion: .failure(TestFailure()))
    #expect(fromOuter.completion == "failure")
    #expect(inner.cancelled)
    c2.cancel()
  }

  @Test("upstream is asked for everything; each new inner is asked for what is still wanted")
  func demand() {
    let outer = ScriptedPublisher<ScriptedPublisher<Int, Never>, Never>()
    let (first, second) = (ScriptedPublisher<Int, Never>(), ScriptedPublisher<Int, Never>())
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(3))
    outer.switchToLatest().subscribe(subscriber)
    #expect(outer.requested == .unlimited)
    outer.send(first)
    #expect(first.requested == .max(3))
    first.send(1)
    outer.send(second)
    #expect(second.requested == .max(2))
    subscriber.request(.max(4))
    #expect(second.requested == .max(6))
    #expect(first.requested == .max(3))
    second.send(2)
    #expect(subscriber.recorder.values == [1, 2])
    subscriber.cancel()
    #expect(outer.cancelled && second.cancelled)
  }

  @Test("the switchToLatest overloads give inners and upstream a common failure type")
  func overloads() {
    typealias Never2 = PassthroughSubject<Just<Int>, Never>
    let bothNever: Publishers.SwitchToLatest<Just<Int>, Never2> = Never2().switchToLatest()
    typealias FailingInner = Fail<Int, TestFailure>
    let outerNever:
      Publishers.SwitchToLatest<
        FailingInner,
        Publishers.SetFailureType<PassthroughSubject<FailingInner, Never>, TestFailure>
      > = PassthroughSubject<FailingInner, Never>().switchToLatest()
    typealias NeverInner = Publishers.SetFailureType<Just<Int>, TestFailure>
    let innerNever:
      Publishers.SwitchToLatest<
        NeverInner, Publishers.Map<PassthroughSubject<Just<Int>, TestFailure>, NeverInner>
      > = PassthroughSubject<Just<Int>, TestFailure>().switchToLatest()
    let (recorder, cancellable) = [Just(1), Just(2)].publisher.switchToLatest().record()
    #expect(recorder.values == [1, 2])
    #expect(recorder.completion == "finished")
    _ = (bothNever, outerNever, innerNever, cancellable)
  }
}
