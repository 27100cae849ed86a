/// A type that defines methods for encoding.
public protocol TopLevelEncoder {
  /// The type this encoder produces.
  associatedtype Output
  /// Encodes an instance of the indicated type.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that defines methods for decoding.
public protocol TopLevelDecoder {
  /// The type this decoder accepts.
  associatedtype Input
  /// Decodes an instance of the indicated type.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension Publishers {
  /// A publisher that encodes elements received from an upstream publisher, using an encoder.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    /// The kind of values published by this publisher.
    public typealias Output = Coder.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    private let encoder: Coder

    /// Creates a publisher that encodes elements received from an upstream publisher.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Coder.Output == S.Input, S.Failure == Error {
      let encoder = self.encoder
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "Encode", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return .emit(try encoder.encode(input)) } catch { return .fail(error) }
        })
    }
  }

  /// A publisher that decodes elements received from an upstream publisher, using a decoder.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    private let decoder: Coder

    /// Creates a publisher that decodes elements received from an upstream publisher.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let decoder = self.decoder
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "Decode", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return .emit(try decoder.decode(Output.self, from: input)) } catch {
            return .fail(error)
          }
        })
    }
  }
}

extension Publisher where Output: Encodable {
  /// Encodes the output from upstream using a specified encoder.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publisher {
  /// Decodes the output from the upstream using a specified decoder.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}
