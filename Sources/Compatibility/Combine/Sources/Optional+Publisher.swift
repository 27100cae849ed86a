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
