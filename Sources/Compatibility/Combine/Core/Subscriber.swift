/// Something a publisher delivers to: it gets a subscription first, then values (each one answered
/// with how many more it wants), then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The type of the values it is sent.
  associatedtype Input
  /// The type of error a failing completion carries (`Never` if it takes no failures).
  associatedtype Failure: Error

  /// The first call after subscribing: hands over the subscription, through which the subscriber
  /// asks for values and can cancel.
  func receive(subscription: Subscription)
  /// Delivers one value; the subscriber answers with how many values it wants beyond those already
  /// asked for (``Subscribers/Demand/none`` to keep the count as it is).
  func receive(_ input: Input) -> Subscribers.Demand
  /// The last call: the publisher has finished or failed and sends nothing more.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Delivers a `Void` value: shorthand for `receive(())`.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}

/// Where the subscribers this module provides live: ``Subscribers/Sink``, ``Subscribers/Assign``,
/// and the ``Subscribers/Demand`` and ``Subscribers/Completion`` types.
public enum Subscribers {}

extension Subscribers {
  /// How a publisher ends: after `finished` or `failure` it sends nothing more.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher failed with this error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

private enum CompletionCodingKeys: String, CodingKey {
  case success, error
}

extension Subscribers.Completion: Encodable where Failure: Encodable {
  /// Encodes the completion as `success` and, for a failure, its `error`.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CompletionCodingKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
  /// Decodes a completion written by `encode(to:)`.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }
}

extension Subscribers.Completion {
  /// The same completion with its error erased, for operators whose failure is any `Error`.
  func eraseError() -> Subscribers.Completion<Error> {
    switch self {
    case .finished: return .finished
    case .failure(let error): return .failure(error)
    }
  }

  /// The same completion with its error transformed.
  func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure)
    -> Subscribers.Completion<NewFailure>
  {
    switch self {
    case .finished: return .finished
    case .failure(let error): return .failure(transform(error))
    }
  }
}
