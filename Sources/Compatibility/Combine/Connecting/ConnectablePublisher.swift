import Foundation

/// A publisher that does nothing on its own until `connect()` is called: subscribers can attach
/// first and all see the same values from the start. `Timer.TimerPublisher`, `multicast` and
/// `makeConnectable()` return one.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts the shared work (a timer's ticks, the upstream subscription) and returns the value that
  /// stops it again.
  func connect() -> Cancellable
}

extension ConnectablePublisher {
  /// Returns a publisher that calls `connect()` when its first subscriber attaches and cancels that
  /// connection when the last one has finished or cancelled.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(self)
  }
}

extension Publishers {
  /// Wraps a connectable publisher so that subscribing is enough: the first subscriber connects it,
  /// and the connection is cancelled once no subscriber is left.
  public class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure

    /// The connectable publisher this one subscribes to and connects.
    public final let upstream: Upstream
    private let lock = NSLock()
    /// Held while connecting, so two subscribers arriving together connect once.
    private let connectLock = NSLock()
    private var connection: Cancellable?
    private var subscribers = 0

    /// Wraps `upstream`, which stays unconnected until the first subscriber attaches.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    convenience init(_ upstream: Upstream) {
      self.init(upstream: upstream)
    }

    /// Attaches the subscriber, connecting the upstream for the first one.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let inner = AutoconnectInner(downstream: subscriber, parent: self)
      lock.lock()
      subscribers += 1
      lock.unlock()
      upstream.subscribe(inner)
      connectLock.lock()
      defer { connectLock.unlock() }
      lock.lock()
      let connect = connection == nil && subscribers > 0
      lock.unlock()
      guard connect else { return }
      let cancellable = upstream.connect()
      lock.lock()
      connection = cancellable
      lock.unlock()
    }

    fileprivate func subscriberLeft() {
      lock.lock()
      subscribers -= 1
      var ended: Cancellable?
      if subscribers <= 0 {
        ended = connection
        connection = nil
        subscribers = 0
      }
      lock.unlock()
      ended?.cancel()
    }
  }
}

/// Passes everything on, and tells the autoconnect publisher when its subscriber has left.
private final class AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>:
  Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
  private let lock = NSLock()
  private let downstream: Downstream
  private var parent: Publishers.Autoconnect<Upstream>?
  private var upstream: Subscription?

  init(downstream: Downstream, parent: Publishers.Autoconnect<Upstream>) {
    self.downstream = downstream
    self.parent = parent
  }

  func receive(subscription: Subscription) {
    lock.lock()
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Upstream.Output) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Upstream.Failure>) {
    lock.lock()
    let parent = self.parent
    self.parent = nil
    upstream = nil
    lock.unlock()
    parent?.subscriberLeft()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    let parent = self.parent
    self.upstream = nil
    self.parent = nil
    lock.unlock()
    upstream?.cancel()
    parent?.subscriberLeft()
  }
}
