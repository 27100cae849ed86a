import Foundation

extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives the subscription from the upstream
    /// publisher.
    public var receiveSubscription: ((Subscription) -> Void)?
    /// A closure that executes when the publisher receives a value from the upstream publisher.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// A closure that executes when the upstream publisher finishes normally or terminates with
    /// an error.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// A closure that executes when the downstream receiver cancels publishing.
    public var receiveCancel: (() -> Void)?
    /// A closure that executes when the publisher receives a request for more elements.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that performs the specified closures when publisher events occur.
    public init(
      upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        EventsInner(
          downstream: subscriber,
          events: EventHandlers(
            subscription: receiveSubscription, output: receiveOutput,
            completion: receiveCompletion, cancel: receiveCancel, request: receiveRequest)))
    }
  }

  /// A publisher that prints log messages for all publishing events, optionally prefixed with a
  /// given string.
  public struct Print<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// A string with which to prefix all log messages.
    public let prefix: String
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A stream for receiving the messages; standard output when nil.
    public let stream: TextOutputStream?

    /// Creates a publisher that prints log messages for all publishing events.
    public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let printer = Printer(prefix: prefix, stream: stream)
      upstream.subscribe(
        EventsInner(
          downstream: subscriber,
          events: EventHandlers(
            subscription: { printer.write("receive subscription: (\($0))") },
            output: { printer.write("receive value: (\($0))") },
            completion: {
              switch $0 {
              case .finished: printer.write("receive finished")
              case .failure(let error): printer.write("receive error: (\(error))")
              }
            },
            cancel: { printer.write("receive cancel") },
            request: { printer.write("request \($0)") })))
    }
  }

  /// A publisher that raises a debugger signal when a provided closure needs to stop the process
  /// in the debugger.
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives a subscription, and can raise a
    /// debugger signal by returning a true Boolean value.
    public let receiveSubscription: ((Subscription) -> Bool)?
    /// A closure that executes when the publisher receives output from the upstream publisher,
    /// and can raise a debugger signal by returning a true Boolean value.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// A closure that executes when the publisher receives completion, and can raise a debugger
    /// signal by returning a true Boolean value.
    public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

    /// Creates a breakpoint publisher with the provided upstream publisher and breakpoint-raising
    /// closures.
    public init(
      upstream: Upstream, receiveSubscription: ((Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil,
      receiveCompletion: ((Subscribers.Completion<Breakpoint<Upstream>.Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (onSubscription, onOutput, onCompletion) = (
        receiveSubscription, receiveOutput, receiveCompletion
      )
      upstream.subscribe(
        EventsInner(
          downstream: subscriber,
          events: EventHandlers(
            subscription: { if onSubscription?($0) == true { raise(SIGTRAP) } },
            output: { if onOutput?($0) == true { raise(SIGTRAP) } },
            completion: { if onCompletion?($0) == true { raise(SIGTRAP) } },
            cancel: nil, request: nil)))
    }
  }
}

extension Publisher {
  /// Performs the specified closures when publisher events occur.
  public func handleEvents(
    receiveSubscription: ((Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }

  /// Prints log messages for all publishing events.
  public func print(_ prefix: String = "", to stream: TextOutputStream? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }

  /// Raises a debugger signal when a provided closure needs to stop the process in the
  /// debugger.
  public func breakpoint(
    receiveSubscription: ((Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion)
  }

  /// Raises a debugger signal upon receiving a failure.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: {
      if case .failure = $0 { return true }
      return false
    })
  }
}

/// The closures `handleEvents`, `print` and `breakpoint` run at each event.
private struct EventHandlers<Output, Failure: Error> {
  let subscription: ((Subscription) -> Void)?
  let output: ((Output) -> Void)?
  let completion: ((Subscribers.Completion<Failure>) -> Void)?
  let cancel: (() -> Void)?
  let request: ((Subscribers.Demand) -> Void)?
}

/// Runs the event closures, then passes each event on.
private final class EventsInner<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private let events: EventHandlers<Input, Failure>
  private var upstream: Subscription?

  init(downstream: Downstream, events: EventHandlers<Input, Failure>) {
    self.downstream = downstream
    self.events = events
  }

  var description: String { "HandleEvents" }

  func receive(subscription: Subscription) {
    lock.lock()
    upstream = subscription
    lock.unlock()
    events.subscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.output?(input)
    let more = downstream.receive(input)
    if more > 0 { events.request?(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    upstream = nil
    lock.unlock()
    events.completion?(completion)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    events.request?(demand)
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    events.cancel?()
    upstream?.cancel()
  }
}

/// Writes `print`'s lines to the stream given, else to standard output.
private final class Printer: @unchecked Sendable {
  private let lock = NSLock()
  private let prefix: String
  private var stream: TextOutputStream?

  init(prefix: String, stream: TextOutputStream?) {
    self.prefix = prefix
    self.stream = stream
  }

  func write(_ message: String) {
    let line = (prefix.isEmpty ? "" : prefix + ": ") + message
    lock.lock()
    defer { lock.unlock() }
    if var target = stream {
      target.write(line + "\n")
      stream = target
    } else {
      Swift.print(line)
    }
  }
}
