import Combine
import Foundation
import Testing

@Suite("AsyncPublisher, AsyncThrowingPublisher and Publisher.values")
struct AsyncValuesTests {
  @Test("values of a publisher that never fails iterates its elements and ends when it finishes")
  func values() async {
    var collected: [Int] = []
    for await value in [1, 2, 3].publisher.values { collected.append(value) }
    #expect(collected == [1, 2, 3])
  }

  @Test("values of a failing publisher throws its failure after the elements before it")
  func throwing() async {
    let publisher = [1, 2].publisher.setFailureType(to: CodedFailure.self)
      .append(Fail(error: CodedFailure(code: 5)))
    var collected: [Int] = []
    var caught: CodedFailure?
    do {
      for try await value in publisher.values { collected.append(value) }
    } catch {
      caught = error as? CodedFailure
    }
    #expect(collected == [1, 2])
    #expect(caught == CodedFailure(code: 5))
  }

  @Test("the iterator asks for one element at a time")
  func oneAtATime() async {
    let upstream = ScriptedPublisher<Int, Never>()
    var iterator = upstream.values.makeAsyncIterator()
    #expect(upstream.requested == .none)
    let sender = Task.detached {
      #expect(await eventually { upstream.requested == .max(1) })
      upstream.send(1)
      #expect(await eventually { upstream.requested == .max(2) })
      upstream.send(completion: .finished)
    }
    let first = await iterator.next()
    let second = await iterator.next()
    await sender.value
    #expect(first == 1)
    #expect(second == nil)
    #expect(await iterator.next() == nil)
  }

  @Test("cancelling the iterating task cancels the subscription and ends the iteration")
  func cancellation() async {
    let upstream = ScriptedPublisher<Int, TestFailure>()
    let started = CallCounter()
    let task = Task {
      var count = 0
      do {
        for try await _ in upstream.values {
          count += 1
          started.increment()
        }
      } catch {
        return -1
      }
      return count
    }
    #expect(await eventually { upstream.requested == .max(1) })
    upstream.send(1)
    #expect(await eventually { started.value == 1 })
    #expect(await eventually { upstream.requested == .max(2) })
    task.cancel()
    #expect(await task.value == 1)
    #expect(upstream.cancelled)
  }

  @Test("values of a subject delivers what is sent while the loop is waiting, on the main actor")
  @MainActor
  func subjectOnMainActor() async {
    let subject = CurrentValueSubject<Int, Never>(0)
    let box = CurrentValueBox(subject)
    let collected = Recorder<Int>()
    let sender = Task.detached {
      for value in 1...3 {
        #expect(await eventually { collected.values.last == value - 1 })
        box.subject.value = value
      }
      #expect(await eventually { collected.values.last == 3 })
      box.subject.send(completion: .finished)
    }
    for await value in subject.values { collected.append(value) }
    await sender.value
    #expect(collected.values == [0, 1, 2, 3])
  }

  @Test("dropping the iterator cancels the subscription")
  func dropIterator() {
    let upstream = ScriptedPublisher<Int, Never>()
    do {
      let iterator = upstream.values.makeAsyncIterator()
      _ = iterator
    }
    #expect(upstream.subscriptionCount == 1)
    #expect(upstream.cancelled)
  }
}

/// Hands a current-value subject to another task; subjects are thread-safe.
struct CurrentValueBox<Output, Failure: Error>: @unchecked Sendable {
  let subject: CurrentValueSubject<Output, Failure>
  init(_ subject: CurrentValueSubject<Output, Failure>) { self.subject = subject }
}
