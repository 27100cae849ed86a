import Combine
import Foundation
import Testing

@Suite("Publishers.Merge, Merge3…Merge8, MergeMany and merge(with:)")
struct MergeTests {
  @Test("Publishers.Merge3 delivers from all three upstreams and finishes when all three have")
  func merge3() {
    let (a, b, c) = (
      PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>(),
      PassthroughSubject<Int, Never>()
    )
    let (recorder, cancellable) = Publishers.Merge3(a, b, c).record()
    a.send(1)
    b.send(10)
    c.send(100)
    a.send(2)
    #expect(recorder.values == [1, 10, 100, 2])
    a.send(completion: .finished)
    b.send(completion: .finished)
    c.send(101)
    #expect(recorder.completion == nil)
    c.send(completion: .finished)
    #expect(recorder.values == [1, 10, 100, 2, 101])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
  }

  @Test("a merge fails with the first failure and hears nothing more from the others")
  func failure() {
    let (a, b) = (PassthroughSubject<Int, TestFailure>(), PassthroughSubject<Int, TestFailure>())
    let (recorder, cancellable) = a.merge(with: b).record()
    a.send(1)
    b.send(completion: .failure(TestFailure()))
    a.send(2)
    #expect(recorder.values == [1])
    #expect(recorder.completion == "failure")
    cancellable.cancel()
  }

  @Test("merge(with:) of one to seven publishers builds Merge…Merge8, and each delivers")
  func operators() {
    let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
    let s = subjects
    let two: Publishers.Merge<PassthroughSubject<Int, Never>, PassthroughSubject<Int, Never>> =
      s[0].merge(with: s[1])
    let three = s[0].merge(with: s[1], s[2])
    let eight = s[0].merge(with: s[1], s[2], s[3], s[4], s[5], s[6], s[7])
    let (fromTwo, c2) = two.record()
    let (fromThree, c3) = three.record()
    let (fromEight, c8) = eight.record()
    for (index, subject) in subjects.enumerated() { subject.send(index) }
    #expect(fromTwo.values == [0, 1])
    #expect(fromThree.values == [0, 1, 2])
    #expect(fromEight.values == Array(0..<8))
    typealias Subject = PassthroughSubject<Int, Never>
    let chained: Publishers.Merge4<Subject, Subject, Subject, Subject> =
      two.merge(with: s[2], s[3])
    #expect(chained.d === s[3])
    for cancellable in [c2, c3, c8] { cancellable.cancel() }
  }

  @Test("MergeMany merges any number of one type, and merge(with:) of the same type makes one")
  func mergeMany() {
    let subjects = (0..<5).map { _ in PassthroughSubject<String, Never>() }
    let (recorder, cancellable) = Publishers.MergeMany(subjects).record()
    for (index, subject) in subjects.enumerated().reversed() { subject.send("\(index)") }
    #expect(recorder.values == ["4", "3", "2", "1", "0"])
    let same: Publishers.MergeMany<Just<Int>> = Just(1).merge(with: Just(2))
    let (fromSame, c2) = same.merge(with: Just(3)).record()
    #expect(fromSame.values == [1, 2, 3])
    #expect(fromSame.completion == "finished")
    #expect(same == Publishers.MergeMany(Just(1), Just(2)))
    let (fromNone, c3) = Publishers.MergeMany<Just<Int>>([]).record()
    #expect(fromNone.completion == "finished")
    for cancellable in [cancellable, c2, c3] { cancellable.cancel() }
  }

  @Test("a merge of synchronous publishers delivers everything and finishes")
  func synchronous() {
    let (recorder, cancellable) = Publishers.Merge([1, 2].publisher, Just(3)).record()
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completion == "finished")
    #expect(Publishers.Merge(Just(1), Just(2)) == Publishers.Merge(Just(1), Just(2)))
    cancellable.cancel()
  }

  @Test("a merge sends no more than the subscriber asked for and keeps the rest until it asks")
  func demand() {
    let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
    Publishers.Merge3(subjects[0], subjects[1], subjects[2]).subscribe(subscriber)
    for (index, subject) in subjects.enumerated() { subject.send(index) }
    #expect(subscriber.recorder.values == [0, 1])
    subscriber.request(.max(1))
    #expect(subscriber.recorder.values == [0, 1, 2])
    subscriber.cancel()
    subjects[0].send(9)
    #expect(subscriber.recorder.values == [0, 1, 2])
  }

  @Test("values sent on several threads at once all arrive, one at a time")
  func concurrentUpstreams() async {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    let recorder = Recorder<Int>()
    let overlap = OverlapDetector()
    let cancellable = Publishers.MergeMany(subjects).sink { value in
      overlap.enter()
      recorder.append(value)
      overlap.leave()
    }
    await withTaskGroup(of: Void.self) { group in
      for (index, subject) in subjects.enumerated() {
        let box = SubjectBox(subject)
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

  @Test("demand a subscriber returns from receiving a value is asked of the upstreams")
  func returnedDemand() {
    let (a, b) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
    var received: [Int] = []
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(1)) },
      receiveValue: {
        received.append($0)
        return .max(1)
      })
    a.merge(with: b).subscribe(subscriber)
    a.send(1)
    b.send(2)
    a.send(3)
    #expect(received == [1, 2, 3])
  }
}

/// Hands a subject to another task; subjects are thread-safe.
struct SubjectBox<Output, Failure: Error>: @unchecked Sendable {
  let subject: PassthroughSubject<Output, Failure>
  init(_ subject: PassthroughSubject<Output, Failure>) { self.subject = subject }
}

/// Notices when a subscriber is entered while it is still handling a value.
final class OverlapDetector: @unchecked Sendable {
  private let lock = NSLock()
  private var inside = 0
  private(set) var overlapped = false

  func enter() {
    lock.lock()
    inside += 1
    if inside > 1 { overlapped = true }
    lock.unlock()
    usleep(5)
  }

  func leave() {
    lock.lock()
    inside -= 1
    lock.unlock()
  }
}
