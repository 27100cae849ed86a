extension Publishers {
  /// Sends each subscriber the elements of `sequence`, in order and only as many as it asks for,
  /// then finishes once the sequence runs out.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The sequence's element type.
    public typealias Output = Elements.Element

    /// The elements sent, iterated afresh for each subscriber.
    public let sequence: Elements

    /// Makes a publisher over `sequence`; nothing is iterated until a subscriber asks for values.
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
  /// This sequence as a publisher that cannot fail: its elements, as they are asked for, then
  /// `finished`.
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}
