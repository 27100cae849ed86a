/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
  /// The kind of errors this publisher might publish.
  public typealias Failure = Never

  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) {
    self.output = output
  }

  /// Sends the value at the subscriber's first request, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
    ReplaySubscription.start(
      CollectionOfOne(output).makeIterator(), completion: .finished, subscriber: subscriber,
      description: "Just")
  }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// A Boolean value that indicates whether the publisher immediately sends a completion.
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher with the given completion behavior and output and failure types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type)
  {
    self.init(completeImmediately: completeImmediately)
  }

  /// Finishes at once, or never.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure

  /// Creates a publisher that immediately terminates with the specified failure.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates a publisher with the given output type, that immediately terminates with the failure.
  public init(outputType: Output.Type, failure: Failure) {
    self.error = failure
  }

  /// Fails at once.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}

extension Optional {
  /// A publisher that publishes an optional value to each subscriber exactly once, if the
  /// optional has a value.
  public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }

  /// A publisher that publishes an optional value to each subscriber exactly once, if the
  /// optional has a value.
  public struct Publisher: Combine.Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Wrapped
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    /// The output to deliver to each subscriber.
    public let output: Wrapped?

    /// Creates a publisher to emit the value of the optional, or to finish immediately if the
    /// optional doesn't have a value.
    public init(_ output: Wrapped?) {
      self.output = output
    }

    /// Sends the value, if any, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {
      ReplaySubscription.start(
        (output.map { [$0] } ?? []).makeIterator(), completion: .finished,
        subscriber: subscriber, description: "Optional")
    }
  }
}

extension Result {
  /// A publisher that publishes this instance's result to each subscriber exactly once, or fails
  /// immediately if the result indicates an error.
  public var publisher: Result<Success, Failure>.Publisher { Publisher(self) }

  /// A publisher that publishes an output to each subscriber exactly once then finishes, or
  /// fails immediately without producing any elements.
  public struct Publisher: Combine.Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Success

    /// The result to deliver to each subscriber.
    public let result: Result<Success, Failure>

    /// Creates a publisher that delivers the specified result.
    public init(_ result: Result<Success, Failure>) {
      self.result = result
    }

    /// Creates a publisher that sends the specified output to each subscriber once, then
    /// finishes.
    public init(_ output: Output) {
      self.init(.success(output))
    }

    /// Creates a publisher that immediately terminates upon subscription with the given failure.
    public init(_ failure: Failure) {
      self.init(.failure(failure))
    }

    /// Sends the success value at the first request then finishes, or fails at once.
    public func receive<S: Subscriber>(subscriber: S)
    where Success == S.Input, Failure == S.Failure {
      switch result {
      case .success(let output):
        ReplaySubscription.start(
          CollectionOfOne(output).makeIterator(), completion: .finished, subscriber: subscriber,
          description: "Once")
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Publishers {
  /// A publisher that publishes a given sequence of elements.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Elements.Element

    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    /// Sends the elements as they are asked for, then finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Elements.Element == S.Input {
      ReplaySubscription.start(
        sequence.makeIterator(), completion: .finished, subscriber: subscriber,
        description: "\(sequence)")
    }
  }
}

extension Sequence {
  /// A publisher that publishes the elements of this sequence.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}

/// A publisher that allows for recording a series of inputs and a completion, for later playback
/// to each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
  /// The recorded output and completion.
  public let recording: Recording

  /// Creates a publisher to interactively record a series of outputs and a completion.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.init(recording: recording)
  }

  /// Creates a record publisher from an existing recording.
  public init(recording: Recording) {
    self.recording = recording
  }

  /// Creates a record publisher to publish the provided records and completion.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    self.init(recording: Recording(output: output, completion: completion))
  }

  /// Plays the recording back as it is asked for.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    ReplaySubscription.start(
      recording.output.makeIterator(), completion: recording.completion, subscriber: subscriber,
      description: "Record")
  }

  /// A recorded sequence of outputs, followed by a completion value.
  public struct Recording {
    /// The output which will be sent to a subscriber.
    public private(set) var output: [Output]
    /// The completion which will be sent to a subscriber.
    public private(set) var completion: Subscribers.Completion<Failure>
    private var completed: Bool

    /// Set up a recording in a state ready to receive output.
    public init() {
      output = []
      completion = .finished
      completed = false
    }

    /// Set up a complete recording with the specified output and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      completed = true
    }

    /// Add an output to the recording (ignored once the recording is complete).
    public mutating func receive(_ input: Output) {
      guard !completed else { return }
      output.append(input)
    }

    /// Add a completion to the recording (only the first counts).
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      guard !completed else { return }
      self.completion = completion
      completed = true
    }
  }
}
