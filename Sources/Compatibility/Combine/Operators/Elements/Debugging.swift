import Foundation

extension Publishers {
  /// The publisher `handleEvents(...)` returns: at each event it runs the closure given for it, if
  /// any, and then passes the event on unchanged.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Runs with upstream's subscription, before the subscriber is handed this operator's own.
    public var receiveSubscription: ((Subscription) -> Void)?
    /// Runs with each upstream value, before the subscriber gets it.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// Runs with upstream's completion, finished or failed, before the subscriber gets it.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// Runs when the subscriber cancels, just before upstream is cancelled.
    public var receiveCancel: (() -> Void)?
    /// Runs with each demand the subscriber adds, both through `request(_:)` and as the non-zero
    /// demand it returns on receiving a value.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Makes the operator with the closures to run; a `nil` closure means that event passes
    /// untouched.
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

    /// Subscribes to `upstream` for `subscriber`, running the closures as the events go by.
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

  /// The publisher `print(_:to:)` returns: it writes a line for every event, then passes the event
  /// on unchanged.
  ///
  /// The lines read `receive subscription: (…)`, `receive value: (…)`, `receive finished`,
  /// `receive error: (…)`, `receive cancel` and `request …`, each after `prefix: ` when the prefix
  /// isn't empty.
  public struct Print<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// Starts each line, followed by `: `; an empty prefix adds nothing.
    public let prefix: String
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Where the lines are written; with `nil`, Swift's `print` writes them to standard output.
    public let stream: TextOutputStream?

    /// Makes the operator that logs `upstream`'s events under `prefix`, to `stream` or standard
    /// output.
    public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    /// Subscribes to `upstream` for `subscriber`, logging each event as it goes by.
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

  /// The publisher `breakpoint(...)` returns: when a closure returns `true` for an event, the
  /// process raises `SIGTRAP`, which stops it in an attached debugger (and ends it when none is
  /// attached).
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Passes the upstream's failure through unchanged.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Asked about upstream's subscription as it arrives; `true` raises `SIGTRAP`.
    public let receiveSubscription: ((Subscription) -> Bool)?
    /// Asked about each upstream value before the subscriber gets it; `true` raises `SIGTRAP`.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// Asked about upstream's completion before the subscriber gets it; `true` raises `SIGTRAP`.
    public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

    /// Makes the operator that checks `upstream`'s events with these closures; a `nil` closure
    /// never stops the process.
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

    /// Subscribes to `upstream` for `subscriber`, asking the closures about each event on the way.
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
  /// Runs the given closures as subscription, values, completion, cancellation and demand go by,
  /// without changing any of them.
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

  /// Writes a line to `stream` (standard output by default) for every event, with `prefix` first.
  public func print(_ prefix: String = "", to stream: TextOutputStream? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }

  /// Raises `SIGTRAP` to stop in the debugger whenever one of the closures returns `true` for the
  /// event it is given.
  public func breakpoint(
    receiveSubscription: ((Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion)
  }

  /// Raises `SIGTRAP` to stop in the debugger when upstream fails; values and a normal finish go
  /// through without stopping.
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
