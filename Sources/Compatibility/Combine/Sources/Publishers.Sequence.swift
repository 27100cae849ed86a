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
