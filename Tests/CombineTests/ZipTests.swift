import Combine
import Foundation
import Testing

@Suite("Publishers.Zip, Zip3, Zip4 and zip(_:)")
struct ZipTests {
  @Test("zip pairs the oldest unconsumed value of each upstream")
  func pairs() {
    let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<String, Never>())
    let (recorder, cancellable) = a.zip(b).map { "\($0)\($1)" }.record()
    a.send(1)
    a.send(2)
    #expect(recorder.values.isEmpty)
    b.send("a")
    b.send("b")
    b.send("c")
    a.send(3)
    #expect(recorder.values == ["1a", "2b", "3c"])
    cancellable.cancel()
  }

  @Test("zip of three and four publishers, and the transform variants, combine in step")
  func zip3And4() {
    let (recorder3, c3) = [1, 2].publisher.zip(["a", "b"].publisher, [true, false].publisher) {
      "\($0)\($1)\($2)"
    }.record()
    #expect(recorder3.values == ["1atrue", "2bfalse"])
    let four: Publishers.Zip4<Just<Int>, Just<Int>, Just<Int>, Just<Int>> =
      Just(1).zip(Just(2), Just(3), Just(4))
    let (recorder4, c4) = four.map { $0 + $1 + $2 + $3 }.record()
    #expect(recorder4.values == [10])
    #expect(recorder4.completion == "finished")
    let (sums, c2) = Just(1).zip(Just(2), +).record()
    #expect(sums.values == [3])
    let mapped: Publishers.Map<Publishers.Zip3<Just<Int>, Just<Int>, Just<Int>>, Int> =
      Just(1).zip(Just(2), Just(3)) { $0 * $1 * $2 }
    let (products, c5) = mapped.record()
    #expect(products.values == [6])
    #expect(Publishers.Zip(Just(1), Just(2)) == Publishers.Zip(Just(1), Just(2)))
    #expect(four == Publishers.Zip4(Just(1), Just(2), Just(3), Just(4)))
    for cancellable in [c2, c3, c4, c5] { cancellable.cancel() }
  }

  @Test("zip finishes once a finished upstream's values are used up, cancelling the others")
  func finishing() {
    let a = PassthroughSubject<Int, Never>()
    let b = ScriptedPublisher<Int, Never>()
    let (recorder, cancellable) = a.zip(b).map { $0 + $1 }.record()
    a.send(1)
    a.send(2)
    a.send(completion: .finished)
    #expect(recorder.completion == nil)
    b.send(10)
    #expect(recorder.completion == nil)
    b.send(20)
    #expect(recorder.values == [11, 22])
    #expect(recorder.completion == "finished")
    #expect(b.cancelled)
    cancellable.cancel()
  }

  @Test("zip fails with the first failure and cancels the other upstreams")
  func failure() {
    let a = ScriptedPublisher<Int, TestFailure>()
    let b = PassthroughSubject<Int, TestFailure>()
    let (recorder, cancellable) = a.zip(b).record()
    a.send(1)
    b.send(completion: .failure(TestFailure()))
    #expect(recorder.values.isEmpty)
    #expect(recorder.completion == "failure")
    #expect(a.cancelled)
    cancellable.cancel()
  }

  @Test("each request is passed on to every upstream, and tuples wait for demand")
  func demand() {
    let (a, b) = (ScriptedPublisher<Int, Never>(), ScriptedPublisher<Int, Never>())
    let subscriber = DemandSubscriber<(Int, Int), Never>(initial: .max(1))
    a.zip(b).subscribe(subscriber)
    #expect(a.requested == .max(1))
    #expect(b.requested == .max(1))
    a.send(1)
    a.send(2)
    b.send(1)
    b.send(2)
    #expect(subscriber.recorder.values.map(\.0) == [1])
    subscriber.request(.max(2))
    #expect(subscriber.recorder.values.map(\.0) == [1, 2])
    #expect(a.requested == .max(3))
    #expect(b.requested == .max(3))
    subscriber.cancel()
    #expect(a.cancelled && b.cancelled)
  }

  @Test("demand a subscriber returns from receiving a tuple is asked of every upstream")
  func returnedDemand() {
    let (a, b) = (ScriptedPublisher<Int, Never>(), ScriptedPublisher<Int, Never>())
    let recorder = Recorder<Int>()
    let subscriber = AnySubscriber<(Int, Int), Never>(
      receiveSubscription: { $0.request(.max(1)) },
      receiveValue: {
        recorder.append($0.0)
        return .max(1)
      })
    a.zip(b).subscribe(subscriber)
    a.send(1)
    b.send(1)
    #expect(recorder.values == [1])
    #expect(a.requested == .max(2))
    #expect(b.requested == .max(2))
  }
}
