import Combine
import Foundation
import Testing

@Suite("Publishers.CombineLatest, CombineLatest3, CombineLatest4 and combineLatest(_:)")
struct CombineLatestTests {
  @Test("CombineLatest3 waits for a value from each, then sends the newest of each on every change")
  func combineLatest3() {
    let name = PassthroughSubject<String, Never>()
    let miles = PassthroughSubject<Int, Never>()
    let open = PassthroughSubject<Bool, Never>()
    let recorder = Recorder<String>()
    let cancellable = Publishers.CombineLatest3(name, miles, open).sink { name, miles, open in
      recorder.append("\(name) \(miles) \(open)")
    }
    name.send("Ridge")
    miles.send(3)
    #expect(recorder.values.isEmpty)
    open.send(true)
    miles.send(4)
    name.send("Creek")
    #expect(recorder.values == ["Ridge 3 true", "Ridge 4 true", "Creek 4 true"])
    cancellable.cancel()
  }

  @Test("combineLatest(_:_:) applies its transform to the newest value of each")
  func transform() {
    let first = CurrentValueSubject<String, Never>("Ada")
    let last = CurrentValueSubject<String, Never>("Lovelace")
    let (recorder, cancellable) = first.combineLatest(last) { "\($0) \($1)" }.record()
    last.send("Byron")
    #expect(recorder.values == ["Ada Lovelace", "Ada Byron"])
    let pair: Publishers.CombineLatest<CurrentValueSubject<String, Never>, Just<Int>> =
      first.combineLatest(Just(1))
    let (pairs, c2) = pair.record()
    #expect(pairs.values.map { "\($0.0)\($0.1)" } == ["Ada1"])
    cancellable.cancel()
    c2.cancel()
  }

  @Test("CombineLatest4 and combineLatest(_:_:_:) combine four publishers")
  func four() {
    let subjects = (0..<4).map { CurrentValueSubject<Int, Never>($0) }
    let (tuples, c1) = Publishers.CombineLatest4(subjects[0], subjects[1], subjects[2], subjects[3])
      .record()
    let (sums, c2) = subjects[0].combineLatest(subjects[1], subjects[2], subjects[3]) {
      $0 + $1 + $2 + $3
    }.record()
    let (triples, c3) = subjects[0].combineLatest(subjects[1], subjects[2]).record()
    subjects[3].send(10)
    #expect(tuples.values.map { [$0.0, $0.1, $0.2, $0.3] } == [[0, 1, 2, 3], [0, 1, 2, 10]])
    #expect(sums.values == [6, 13])
    #expect(triples.values.count == 1)
    for cancellable in [c1, c2, c3] { cancellable.cancel() }
  }

  @Test("a combination finishes only when every upstream has, and fails with the first failure")
  func completion() {
    let (a, b) = (PassthroughSubject<Int, TestFailure>(), PassthroughSubject<Int, TestFailure>())
    let (recorder, cancellable) = a.combineLatest(b).record()
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(recorder.completion == nil)
    b.send(completion: .finished)
    #expect(recorder.values.map { [$0.0, $0.1] } == [[1, 2], [1, 3]])
    #expect(recorder.completion == "finished")

    let (c, d) = (PassthroughSubject<Int, TestFailure>(), PassthroughSubject<Int, TestFailure>())
    let (failed, c2) = Publishers.CombineLatest(c, d).record()
    c.send(1)
    d.send(completion: .failure(TestFailure()))
    c.send(2)
    #expect(failed.values.isEmpty)
    #expect(failed.completion == "failure")
    cancellable.cancel()
    c2.cancel()
  }

  @Test("without demand the newest combination waits, and older ones are dropped")
  func demand() {
    let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
    let subscriber = DemandSubscriber<(Int, Int), Never>(initial: .max(1))
    Publishers.CombineLatest(a, b).subscribe(subscriber)
    a.send(1)
    b.send(1)
    #expect(subscriber.recorder.values.count == 1)
    a.send(2)
    b.send(2)
    a.send(3)
    #expect(subscriber.recorder.values.count == 1)
    subscriber.request(.max(1))
    #expect(subscriber.recorder.values.map { [$0.0, $0.1] } == [[1, 1], [3, 2]])
    subscriber.cancel()
  }

  @Test("combinations compare equal when their upstreams do")
  func equatable() {
    #expect(
      Publishers.CombineLatest(Just(1), Just(2)) == Publishers.CombineLatest(Just(1), Just(2)))
    #expect(
      Publishers.CombineLatest(Just(1), Just(2)) != Publishers.CombineLatest(Just(1), Just(3)))
  }
}
