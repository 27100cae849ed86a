extension Result {
  /// This result as a publisher: a success goes to each subscriber at its first request, followed
  /// by `finished`; a failure is sent as soon as the subscriber attaches.
  public var publisher: Result<Success, Failure>.Publisher { Publisher(self) }

  /// Turns a `Result` into a publisher: on success, one value at the subscriber's first request,
  /// then `finished`; on failure, the error straight away, with no value.
  public struct Publisher: Combine.Publisher {
    /// The result's success type.
    public typealias Output = Success

    /// The outcome every subscriber is sent.
    public let result: Result<Success, Failure>

    /// Makes a publisher for `result`.
    public init(_ result: Result<Success, Failure>) {
      self.result = result
    }

    /// Makes a publisher for the success `output`: one value to each subscriber, then `finished`.
    public init(_ output: Output) {
      self.init(.success(output))
    }

    /// Makes a publisher for the failure `failure`: every subscriber fails with it as soon as it
    /// attaches.
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
