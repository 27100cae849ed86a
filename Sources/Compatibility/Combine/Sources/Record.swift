/// Replays a fixed list of values and a completion to every subscriber, values as they are asked
/// for, the completion after the last one; handy in tests.
public struct Record<Output, Failure: Error>: Publisher {
  /// The values and the completion that every subscriber is sent.
  public let recording: Recording

  /// Builds the recording by passing an empty one to `record`, which adds values and a completion
  /// with `receive(_:)` and `receive(completion:)`.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.init(recording: recording)
  }

  /// Replays `recording` as it stands.
  public init(recording: Recording) {
    self.recording = recording
  }

  /// Replays `output` and then `completion`.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    self.init(recording: Recording(output: output, completion: completion))
  }

  /// Plays the recording back as it is asked for.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    ReplaySubscription.start(
      recording.output.makeIterator(), completion: recording.completion, subscriber: subscriber,
      description: "Record")
  }

  /// The values a ``Record`` replays and the completion that follows them; values added after the
  /// completion are ignored.
  public struct Recording {
    /// The values, in the order they are replayed.
    public private(set) var output: [Output]
    /// Sent after the last value; `finished` unless a failure was recorded.
    public private(set) var completion: Subscribers.Completion<Failure>
    private var completed: Bool

    /// Makes an open recording: no values yet, and `finished` as the completion until another is
    /// added.
    public init() {
      output = []
      completion = .finished
      completed = false
    }

    /// Makes a closed recording of `output` followed by `completion`; later additions are ignored.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      completed = true
    }

    /// Appends `input` to the values, unless the recording already has its completion.
    public mutating func receive(_ input: Output) {
      guard !completed else { return }
      output.append(input)
    }

    /// Closes the recording with `completion`; later values and completions are ignored.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      guard !completed else { return }
      self.completion = completion
      completed = true
    }
  }
}
