import Foundation

/// Values waiting for a subscriber's demand, and the completion that follows them (`buffer`,
/// `collect(.byTime…)`).
struct Backlog<Value, Failure: Error> {
  var queue = DeliveryQueue<Value>()
  var demand = Subscribers.Demand.none
  var completion: Subscribers.Completion<Failure>?
  /// The subscriber has its completion, or cancelled: nothing more goes out.
  var terminated = false
  var delivering = false
}

/// A subscription that hands its subscriber a backlog, under its own lock.
protocol BacklogDelivering: AnyObject {
  associatedtype Downstream: Subscriber
  var lock: NSLock { get }
  var downstream: Downstream { get }
  var backlog: Backlog<Downstream.Input, Downstream.Failure> { get set }
}

extension BacklogDelivering {
  /// Sends the queued values the subscriber has demand for, then the completion once the queue
  /// is empty (a failure has emptied it already). Called with the lock held; returns with it
  /// released. One caller delivers at a time; the others leave their values to it.
  func drainAndUnlock() {
    guard !backlog.delivering else {
      lock.unlock()
      return
    }
    backlog.delivering = true
    while !backlog.terminated {
      if backlog.demand > 0, let value = backlog.queue.popFirst() {
        backlog.demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        backlog.demand += more
      } else if let completion = backlog.completion, backlog.queue.count == 0 {
        backlog.completion = nil
        backlog.terminated = true
        lock.unlock()
        downstream.receive(completion: completion)
        lock.lock()
      } else {
        break
      }
    }
    backlog.delivering = false
    lock.unlock()
  }
}
