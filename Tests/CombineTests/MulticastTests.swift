import Combine
import Foundation
import Testing

@Suite("Publishers.Multicast, MakeConnectable and Share")
struct MulticastTests {
  @Test("multicast(subject:) sends nothing until connected, then the same values to everyone")
  func multicast() {
    let upstream = PassthroughSubject<Int, Never>()
    let multicast = upstream.multicast(subject: PassthroughSubject<Int, Never>())
    let (first, c1) = multicast.record()
    let (second, c2) = multicast.record()
    upstream.send(0)
    #expect(first.values.isEmpty)
    let connection = multicast.connect()
    upstream.send(1)
    upstream.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    connection.cancel()
    upstream.send(3)
    #expect(first.values == [1, 2])
    let again = multicast.connect()
    upstream.send(4)
    upstream.send(completion: .finished)
    #expect(first.values == [1, 2, 4])
    #expect(second.completion == "finished")
    for cancellable in [c1, c2] { cancellable.cancel() }
    again.cancel()
  }

  @Test("multicast creates its subject once, and connecting twice connects once")
  func createsOnce() {
    let created = CallCounter()
    let upstream = ScriptedPublisher<Int, Never>()
    let multicast = upstream.multicast { () -> PassthroughSubject<Int, Never> in
      created.increment()
      return PassthroughSubject()
    }
    let (recorder, cancellable) = multicast.record()
    let (other, c2) = multicast.record()
    let connection = multicast.connect()
    _ = multicast.connect()
    #expect(created.value == 1)
    #expect(upstream.subscriptionCount == 1)
    upstream.send(5)
    #expect(recorder.values == [5])
    #expect(other.values == [5])
    connection.cancel()
    #expect(upstream.cancelled)
    for cancellable in [cancellable, c2] { cancellable.cancel() }
  }

  @Test("makeConnectable holds back a publisher's values until connect() and autoconnect works")
  func makeConnectable() {
    let connectable = [1, 2, 3].publisher.makeConnectable()
    let (recorder, cancellable) = connectable.record()
    #expect(recorder.values.isEmpty)
    let connection = connectable.connect()
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.completion == "finished")
    let (auto, c2) = [4, 5].publisher.makeConnectable().autoconnect().record()
    #expect(auto.values == [4, 5])
    for cancellable in [cancellable, c2] { cancellable.cancel() }
    connection.cancel()
  }

  @Test("share subscribes upstream once for all its subscribers")
  func shareOnce() {
    let subscriptions = CallCounter()
    let upstream = PassthroughSubject<Int, Never>()
    let shared = Deferred {
      subscriptions.increment()
      return upstream
    }.share()
    let (first, c1) = shared.record()
    upstream.send(1)
    let (second, c2) = shared.record()
    upstream.send(2)
    #expect(subscriptions.value == 1)
    #expect(first.values == [1, 2])
    #expect(second.values == [2])
    upstream.send(completion: .finished)
    #expect(second.completion == "finished")
    let (late, c3) = shared.record()
    #expect(late.completion == "finished")
    #expect(subscriptions.value == 1)
    #expect(shared == shared)
    #expect(shared != Deferred { upstream }.share())
    for cancellable in [c1, c2, c3] { cancellable.cancel() }
  }

  @Test("share cancels upstream when its last subscriber leaves, and resubscribes for the next")
  func shareCancel() {
    let upstream = ScriptedPublisher<Int, Never>()
    let shared = upstream.share()
    let (first, c1) = shared.record()
    let (second, c2) = shared.record()
    #expect(upstream.subscriptionCount == 1)
    #expect(upstream.requested == .unlimited)
    c1.cancel()
    #expect(!upstream.cancelled)
    upstream.send(1)
    #expect(first.values.isEmpty)
    #expect(second.values == [1])
    c2.cancel()
    #expect(upstream.cancelled)
    let (third, c3) = shared.record()
    #expect(upstream.subscriptionCount == 2)
    upstream.send(2)
    #expect(third.values == [2])
    c3.cancel()
  }

  @Test("a share subscriber without demand misses the values sent meanwhile")
  func shareDemand() {
    let upstream = PassthroughSubject<Int, Never>()
    let shared = upstream.share()
    let subscriber = DemandSubscriber<Int, Never>(initial: .max(1))
    shared.subscribe(subscriber)
    let (eager, cancellable) = shared.record()
    upstream.send(1)
    upstream.send(2)
    subscriber.request(.max(1))
    upstream.send(3)
    #expect(subscriber.recorder.values == [1, 3])
    #expect(eager.values == [1, 2, 3])
    subscriber.cancel()
    cancellable.cancel()
  }
}
