extension Optional {
  /// This optional as a publisher: the wrapped value, if there is one, goes to each subscriber at
  /// its first request, then `finished`.
  public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }

  /// Sends a non-`nil` `output` to each subscriber at its first request, then finishes; for `nil`
  /// it only finishes. It cannot fail.
  public struct Publisher: Combine.Publisher {
    /// The optional's wrapped type.
    public typealias Output = Wrapped
    /// `Never`: the publisher only ever finishes.
    public typealias Failure = Never

    /// The value each subscriber is sent, or `nil` to send nothing.
    public let output: Wrapped?

    /// Makes a publisher that sends `output` when it holds a value, and in either case then
    /// finishes.
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
