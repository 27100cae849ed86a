/// Sends one value, `output`, to each subscriber at its first request, then finishes; it cannot
/// fail.
public struct Just<Output>: Publisher {
  /// `Never`: a `Just` always delivers its value.
  public typealias Failure = Never

  /// The value each subscriber is sent.
  public let output: Output

  /// Makes a publisher that hands `output` to every subscriber, once each, then finishes.
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
