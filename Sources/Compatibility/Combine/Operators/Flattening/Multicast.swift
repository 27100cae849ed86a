import Foundation

extension Publishers {
  /// A publisher that uses a subject to deliver elements to multiple subscribers. Subscribers
  /// attach to the subject; `connect()` subscribes the subject to the upstream publisher.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public final let upstream: Upstream
    /// A closure that creates the subject through which elements are multicast (called once).
    public final let createSubject: () -> SubjectType
    private let lock = NSLock()
    private var subject: SubjectType?
    private var connection: MulticastConnection?

    /// Creates a multicast publisher that applies a closure to create a subject that delivers
    /// elements to subscribers.
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
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates a connectable publisher, attached to the provided upstream publisher.
    public init(upstream: Upstream) {
      multicast = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    /// Attaches the subscriber; it receives elements once the publisher is connected.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      multicast.receive(subscriber: subscriber)
    }

    /// Connects to the upstream publisher.
    public func connect() -> Cancellable {
      multicast.connect()
    }
  }

  /// A publisher that shares the output of an upstream publisher with multiple subscribers:
  /// it multicasts through a `PassthroughSubject`, connecting when the first subscriber
  /// attaches.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Creates a publisher that shares the output of an upstream publisher.
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
  /// Applies a closure to create a subject that delivers elements to subscribers; the subject
  /// is created once, when first needed.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<
      Self, S
    > where Failure == S.Failure, Output == S.Output
  {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Provides a subject to deliver elements to multiple subscribers.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// Shares the output of an upstream publisher with multiple subscribers.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}

extension Publisher where Failure == Never {
  /// Creates a connectable wrapper around the publisher.
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
