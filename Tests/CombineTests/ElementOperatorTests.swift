import Combine
import Foundation
import Testing
import WaypointCore
import WaypointRuntime

@Suite("Operators on elements: map, filter, scan, drop, prefix, first, last and reductions")
struct ElementOperatorTests {
  @Test("map, filter, compactMap and removeDuplicates transform and skip elements")
  func transforms() {
    let values = [1, 1, 2, 3, 3, 4].publisher
      .removeDuplicates()
      .filter { $0 != 2 }
      .compactMap { $0 == 3 ? nil : $0 }
      .map { $0 * 10 }
      .record().0.values
    #expect(values == [10, 40])
  }

  @Test("a filter asks upstream for another element in place of each one it drops")
  func filterDemand() {
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(2))
    (1...10).publisher.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
    #expect(subscriber.recorder.values == [3, 6])
    #expect(subscriber.recorder.completion == nil)
  }

  @Test("tryMap fails with the thrown error and stops")
  func tryMap() {
    let (recorder, _) = [1, 2, 3].publisher
      .tryMap { value -> Int in
        if value == 2 { throw TestFailure() }
        return value
      }
      .record()
    #expect(recorder.values == [1])
    #expect(recorder.completion == "failure")
  }

  @Test("scan sends each partial result; reduce only the final one")
  func scanAndReduce() {
    #expect([1, 2, 3].publisher.scan(0, +).record().0.values == [1, 3, 6])
    #expect([1, 2, 3].publisher.reduce(0, +).record().0.values == [6])
  }

  @Test("dropFirst, drop(while:), prefix, prefix(while:) and output(in:) pick by position")
  func positions() {
    let numbers = (1...6).publisher
    #expect(numbers.dropFirst(4).record().0.values == [5, 6])
    #expect(numbers.drop { $0 < 3 }.record().0.values == [3, 4, 5, 6])
    #expect(numbers.prefix(2).record().0.values == [1, 2])
    #expect(numbers.prefix { $0 < 4 }.record().0.values == [1, 2, 3])
    #expect(numbers.output(in: 1...2).record().0.values == [2, 3])
    #expect(numbers.output(at: 5).record().0.values == [6])
  }

  @Test("prefix finishes as soon as it has enough and cancels upstream")
  func prefixCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = false
    let (recorder, cancellable) = subject.handleEvents(receiveCancel: { cancelled = true })
      .prefix(1).record()
    subject.send(9)
    #expect(recorder.values == [9])
    #expect(recorder.completion == "finished")
    #expect(cancelled)
    cancellable.cancel()
  }

  @Test("first, last, count, min, max, contains and allSatisfy send one value at the end")
  func reductions() {
    let numbers = [4, 9, 2, 7].publisher
    #expect(numbers.first().record().0.values == [4])
    #expect(numbers.first { $0 > 5 }.record().0.values == [9])
    #expect(numbers.last().record().0.values == [7])
    #expect(numbers.last { $0 < 5 }.record().0.values == [2])
    #expect(numbers.count().record().0.values == [4])
    #expect(numbers.min().record().0.values == [2])
    #expect(numbers.max().record().0.values == [9])
    #expect(numbers.contains(2).record().0.values == [true])
    #expect(numbers.allSatisfy { $0 > 3 }.record().0.values == [false])
    #expect(numbers.collect().record().0.values == [[4, 9, 2, 7]])
    #expect(numbers.collect(3).record().0.values == [[4, 9, 2], [7]])
  }

  @Test("assertNoFailure raises an error diagnostic and finishes instead of stopping the app")
  func assertNoFailure() {
    CombineDiagnostics.installed
    let log = DiagnosticLog()
    let recorder = DiagnosticLog.$current.withValue(log) {
      [1].publisher.setFailureType(to: TestFailure.self).append(Fail(error: TestFailure()))
        .assertNoFailure("loading").record().0
    }
    #expect(recorder.values == [1])
    #expect(recorder.completion == "finished")
    #expect(log.diagnostics.map(\.code) == [.assertNoFailure])
    #expect(log.diagnostics.first?.severity == .error)
    #expect(log.diagnostics.first?.message.hasPrefix("loading: ") == true)
  }

  @Test("a reduction's closure may cancel its own subscription")
  func reductionClosureCancels() {
    final class Holder: @unchecked Sendable { var cancellable: AnyCancellable? }
    let holder = Holder()
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    holder.cancellable = subject.contains { value in
      seen.append(value)
      if value == 2 { holder.cancellable?.cancel() }
      return false
    }.sink { _ in }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(seen == [1, 2])
  }

  @Test("a reduction's result waits for the subscriber's first request")
  func reductionWaitsForDemand() {
    let subscriber = DemandSubscriber<Int, Never>(initial: .none)
    [1, 2].publisher.count().subscribe(subscriber)
    #expect(subscriber.recorder.values.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.recorder.values == [2])
    #expect(subscriber.recorder.completion == "finished")
  }

  @Test("replaceEmpty, replaceNil, replaceError and ignoreOutput replace what upstream sends")
  func replacements() {
    #expect(Empty<Int, Never>().replaceEmpty(with: 1).record().0.values == [1])
    #expect([nil, 2].publisher.replaceNil(with: 0).record().0.values == [0, 2])
    let failing = Fail<Int, TestFailure>(error: TestFailure()).replaceError(with: 5).record().0
    #expect(failing.values == [5])
    #expect(failing.completion == "finished")
    #expect([1, 2].publisher.ignoreOutput().record().0.completion == "finished")
  }

  @Test("encode and decode go through the coders given")
  func coding() throws {
    struct Item: Codable, Equatable { let id: Int }
    let round = Just(Item(id: 3)).encode(encoder: JSONEncoder())
      .decode(type: Item.self, decoder: JSONDecoder())
      .replaceError(with: Item(id: 0))
      .record().0.values
    #expect(round == [Item(id: 3)])
  }

  @Test("print names the subscription as Apple's does: a sequence by its elements")
  func printSubscription() {
    final class Lines: TextOutputStream {
      var text = ""
      func write(_ string: String) { text += string }
    }
    let lines = Lines()
    _ = [1, 2].publisher.map { $0 }.print(to: lines).record()
    #expect(lines.text.hasPrefix("receive subscription: (Map)\n"))
    let sequence = Lines()
    _ = [1, 2].publisher.print(to: sequence).record()
    #expect(sequence.text.hasPrefix("receive subscription: ([1, 2])\n"))
  }

  @Test("handleEvents and print see every event")
  func events() {
    final class Lines: TextOutputStream {
      var text = ""
      func write(_ string: String) { text += string }
    }
    var events: [String] = []
    let lines = Lines()
    _ = Just(1).print("p", to: lines)
      .handleEvents(
        receiveSubscription: { _ in events.append("subscription") },
        receiveOutput: { events.append("output \($0)") },
        receiveCompletion: { _ in events.append("completion") },
        receiveRequest: { events.append("request \($0)") }
      ).record()
    #expect(events == ["subscription", "request unlimited", "output 1", "completion"])
    #expect(lines.text.contains("p: receive subscription: (Just)"))
    #expect(lines.text.contains("p: receive value: (1)"))
    #expect(lines.text.contains("p: receive finished"))
  }
}
