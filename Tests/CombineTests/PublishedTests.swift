import Combine
import Foundation
import Testing

private final class Model: ObservableObject {
  @Published var name = "Ada"
  @Published var count = 0
}

private final class Special: Base {
  @Published var extra = 1
}

private class Base: ObservableObject {
  @Published var base = 0
}

private final class Plain: ObservableObject {
  var untracked = 0
}

@Suite("@Published and ObservableObject")
struct PublishedTests {
  @Test(
    "objectWillChange fires before each change of any @Published property, while the old value is still stored"
  )
  func willChange() {
    let model = Model()
    var seen: [String] = []
    let cancellable = model.objectWillChange.sink { seen.append(model.name) }
    model.name = "Grace"
    model.count += 1
    #expect(seen == ["Ada", "Grace"])
    #expect(model.name == "Grace")
    cancellable.cancel()
  }

  @Test("an object's objectWillChange is one publisher, found again on each access")
  func samePublisher() {
    let model = Model()
    #expect(model.objectWillChange === model.objectWillChange)
  }

  @Test("threads asking a new object for objectWillChange at once all get the same publisher")
  func concurrentFirstAccess() {
    final class Shared: @unchecked Sendable {
      let model = Model()
      let lock = NSLock()
      var seen: [ObjectIdentifier] = []
    }
    for _ in 0..<50 {
      let shared = Shared()
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        let publisher = shared.model.objectWillChange
        shared.lock.lock()
        shared.seen.append(ObjectIdentifier(publisher))
        shared.lock.unlock()
      }
      #expect(Set(shared.seen).count == 1)
    }
  }

  @Test("a subclass's own and inherited @Published properties both announce changes")
  func subclass() {
    let model = Special()
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    model.extra = 2
    model.base = 3
    #expect(changes == 2)
    cancellable.cancel()
  }

  @Test("an object without @Published properties has a publisher that never fires")
  func nothingPublished() {
    let plain = Plain()
    var changes = 0
    let cancellable = plain.objectWillChange.sink { changes += 1 }
    plain.untracked = 4
    #expect(changes == 0)
    cancellable.cancel()
  }

  @Test("$property sends the current value, then each new value before it is stored")
  func projected() {
    let model = Model()
    var values: [String] = []
    var stored: [String] = []
    let cancellable = model.$name.sink {
      values.append($0)
      stored.append(model.name)
    }
    model.name = "Grace"
    #expect(values == ["Ada", "Grace"])
    #expect(stored == ["Ada", "Ada"])
    cancellable.cancel()
  }

  @Test("assign(to: &$property) republishes through the property and announces the change")
  func assignToPublished() {
    let model = Model()
    let subject = PassthroughSubject<Int, Never>()
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    subject.assign(to: &model.$count)
    subject.send(5)
    #expect(model.count == 5)
    #expect(changes == 1)
    cancellable.cancel()
  }

  @Test("assign(to:on:) writes each value to the object's property")
  func assignOn() {
    let model = Model()
    let cancellable = ["x", "y"].publisher.assign(to: \.name, on: model)
    #expect(model.name == "y")
    cancellable.cancel()
  }
}
