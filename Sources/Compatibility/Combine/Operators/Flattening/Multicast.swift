import Foundation

extension Publishers {
  /// The `multicast` operator: every subscriber attaches to one subject, made by `createSubject` at
  /// first use, and `connect()` subscribes that subject to the upstream, so all of them get the
  /// same values.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure

    /// The publisher the subject is subscribed to by `connect()`.
    public final let upstream: Upstream
    /// Makes the subject subscribers attach to; called once, at first use.
    public final let createSubject: () -> SubjectType
    private let lock = NSLock()
    private var subject: SubjectType?
    private var connection: MulticastConnection?

    /// Wraps `upstream`; `createSubject` is called when the first subscriber attaches or
    /// `connect()` is first called, whichever comes first.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// The subject, created at first use.
    private var lazySubject: SubjectType {
      lock.lock()
      defer { lock.unlock() }
      if let subject { return subject }
      let created = createSubject()
      subject = created
      return created
    }

    /// Attaches the subscriber to the subject.
    public final func receive<S: Subscriber>(subscriber: S)
    where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
      lazySubject.subscribe(subscriber)
    }

    /// Subscribes the subject to the upstream publisher; while connected, connecting again
    /// returns the same connection. Cancelling it disconnects.
    public final func connect() -> Cancellable {
      let subject = lazySubject
      lock.lock()
      if let connection {
        lock.unlock()
        return connection
      }
      let connection = MulticastConnection { [weak self] ended in self?.disconnected(ended) }
      self.connection = connection
      lock.unlock()
      connection.established(upstream.subscribe(subject))
      return connection
    }

    private func disconnected(_ ended: MulticastConnection) {
      lock.lock()
      if connection === ended { connection = nil }
      lock.unlock()
    }
  }

  /// A connectable publisher for a publisher that never fails: nothing is sent until
  /// `connect()` is called, and then every subscriber receives the same elements.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Wraps `upstream` behind a `PassthroughSubject`; it is not subscribed until `connect()`.
    public init(upstream: Upstream) {
      multicast = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    /// Attaches the subscriber; it receives elements once the publisher is connected.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      multicast.receive(subscriber: subscriber)
    }

    /// Subscribes the subject to the upstream; cancelling the result disconnects.
    public func connect() -> Cancellable {
      multicast.connect()
    }
  }

  /// The `share()` operator: all subscribers get the values of a single subscription to the
  /// upstream, made when the first subscriber attaches and cancelled when the last one leaves. It
  /// goes through a `PassthroughSubject`, so a subscriber that attaches later gets only what is
  /// sent from then on.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure

    /// The publisher subscribed to once on behalf of every subscriber.
    public final let upstream: Upstream
    private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Wraps `upstream`; it is not subscribed until the first subscriber attaches.
    public init(upstream: Upstream) {
      self.upstream = upstream
      shared = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
    }

    /// Attaches the subscriber, connecting to upstream for the first one.
    public final func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      shared.receive(subscriber: subscriber)
    }

    /// Two share publishers are equal when they are the same instance.
    public static func == (lhs: Share, rhs: Share) -> Bool {
      lhs === rhs
    }
  }
}

extension Publisher {
  /// Returns a connectable publisher whose subscribers all receive this publisher's values through
  /// the subject `createSubject` makes (called once, at first use); nothing is sent until
  /// `connect()`.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<
      Self, S
    > where Failure == S.Failure, Output == S.Output
  {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Returns a connectable publisher whose subscribers attach to `subject`; `connect()` subscribes
  /// `subject` to this publisher.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// Subscribes to this publisher once, when the first subscriber attaches, and sends each value to
  /// every subscriber attached at that moment.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}

extension Publisher where Failure == Never {
  /// Holds back this publisher's values until `connect()` is called, then sends the same values to
  /// every subscriber.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

/// A multicast's connection: the subject's subscription to upstream. It may be cancelled
/// before that subscription is established (by a subscriber, while upstream is still sending).
private final class MulticastConnection: Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var subscription: AnyCancellable?
  private var cancelled = false
  private let onCancel: (MulticastConnection) -> Void

  init(onCancel: @escaping (MulticastConnection) -> Void) {
    self.onCancel = onCancel
  }

  func established(_ subscription: AnyCancellable) {
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      subscription.cancel()
      return
    }
    self.subscription = subscription
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    guard !cancelled else {
      lock.unlock()
      return
    }
    cancelled = true
    let subscription = self.subscription
    self.subscription = nil
    lock.unlock()
    subscription?.cancel()
    onCancel(self)
  }
}
