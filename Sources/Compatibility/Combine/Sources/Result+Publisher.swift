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
