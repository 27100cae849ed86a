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
