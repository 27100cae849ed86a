import Foundation

extension NotificationCenter {
  /// Returns a publisher that emits the notifications named `name` posted to this center (only
  /// those posted by `object`, when it is given).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits notifications posted to a center, on the thread that posts them; a
  /// subscriber with no outstanding demand misses a notification.
  public struct Publisher: Combine.Publisher {
    /// The notification posted.
    public typealias Output = Notification
    /// Observing notifications never fails.
    public typealias Failure = Never

    /// The center observed.
    public let center: NotificationCenter
    /// The name of the notifications published.
    public let name: Notification.Name
    /// The object whose notifications are published, or `nil` for any sender.
    public let object: AnyObject?

    /// Creates a publisher of the notifications named `name` posted to `center` (only those
    /// posted by `object`, when it is given).
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Starts observing the center for `subscriber`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(downstream: subscriber, center: center)
      subscriber.receive(subscription: subscription)
      subscription.observe(name: name, object: object)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  /// Whether two publishers observe the same center, name and object.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber's observation of a notification center.
final class NotificationSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
  private let lock = NSLock()
  private let center: NotificationCenter
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var observer: NSObjectProtocol?

  init(downstream: Downstream, center: NotificationCenter) {
    self.downstream = downstream
    self.center = center
  }

  func observe(name: Notification.Name, object: AnyObject?) {
    let deliver = FoundationCallback<Notification> { [weak self] in self?.deliver($0) }
    let token = center.addObserver(forName: name, object: object, queue: nil) { deliver.call($0) }
    lock.lock()
    let cancelled = downstream == nil
    if !cancelled { observer = token }
    lock.unlock()
    if cancelled { center.removeObserver(token) }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    let observer = self.observer
    self.observer = nil
    lock.unlock()
    if let observer { center.removeObserver(observer) }
  }

  private func deliver(_ notification: Notification) {
    lock.lock()
    guard let downstream, demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(notification)
    lock.lock()
    demand += more
    lock.unlock()
  }
}
