import Foundation

/// The subscription of a publisher that knows everything it will send: its values go out as they
/// are asked for (requests made while delivering extend the same loop), then its completion.
final class ReplaySubscription<Values: IteratorProtocol, Failure: Error>: Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Output = Values.Element

  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var values: Values
  private var next: Output?
  private let completion: Subscribers.Completion<Failure>
  private var demand = Subscribers.Demand.none
  private var delivering = false
  let description: String

  init(
    _ values: Values, completion: Subscribers.Completion<Failure>,
    downstream: AnySubscriber<Output, Failure>, description: String
  ) {
    self.values = values
    self.completion = completion
    self.downstream = downstream
    self.description = description
    next = self.values.next()
  }

  /// Hands `subscriber` its subscription; a publisher with no values completes at once.
  static func start<S: Subscriber>(
    _ values: Values, completion: Subscribers.Completion<Failure>, subscriber: S,
    description: String
  ) where S.Input == Output, S.Failure == Failure {
    let subscription = ReplaySubscription(
      values, completion: completion, downstream: AnySubscriber(subscriber),
      description: description)
    subscriber.receive(subscription: subscription)
    subscription.completeIfEmpty()
  }

  private func completeIfEmpty() {
    lock.lock()
    guard next == nil, let downstream else {
      lock.unlock()
      return
    }
    self.downstream = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard downstream != nil, demand > 0 else {
      lock.unlock()
      return
    }
    self.demand += demand
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while let downstream, let value = next, self.demand > 0 {
      self.demand -= 1
      next = values.next()
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      self.demand += more
    }
    delivering = false
    guard next == nil, let downstream else {
      lock.unlock()
      return
    }
    self.downstream = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func cancel() {
    lock.lock()
    downstream = nil
    lock.unlock()
  }
}
