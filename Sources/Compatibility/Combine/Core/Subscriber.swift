/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has successfully subscribed to the publisher.
  func receive(subscription: Subscription)
  /// Tells the subscriber that the publisher has produced an element.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Tells the subscriber that the publisher has completed publishing.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Tells the subscriber that a publisher of void elements is ready to receive further requests.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
  /// A signal that a publisher doesn't produce additional elements, either due to normal
  /// completion or an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
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
