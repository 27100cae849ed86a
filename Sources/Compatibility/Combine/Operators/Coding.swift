/// An encoder `encode(encoder:)` can use: it turns one `Encodable` value into one `Output`.
public protocol TopLevelEncoder {
  /// What each call to `encode(_:)` returns; `Data` for Foundation's JSON and property-list
  /// encoders.
  associatedtype Output
  /// Turns `value` into this encoder's `Output`, throwing when the value can't be represented.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder `decode(type:decoder:)` can use: it reads one `Decodable` value out of an `Input`.
public protocol TopLevelDecoder {
  /// What `decode(_:from:)` reads; `Data` for Foundation's JSON and property-list decoders.
  associatedtype Input
  /// Reads a `T` out of `from`, throwing when the input doesn't hold one.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension Publishers {
  /// The publisher `encode(encoder:)` returns: each upstream value goes through the encoder and
  /// its result is sent on. An encoding error fails the stream and cancels upstream.
  public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
  where Upstream.Output: Encodable {
    /// The encoder's result for each upstream value.
    public typealias Output = Coder.Output
    /// The upstream's failure, or the error the encoder threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    private let encoder: Coder

    /// Makes the operator that runs `encoder` on each of `upstream`'s values.
    public init(upstream: Upstream, encoder: Coder) {
      self.upstream = upstream
      self.encoder = encoder
    }

    /// Subscribes to `upstream` for `subscriber`, encoding each value on its way through.
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

  /// The publisher `decode(type:decoder:)` returns: the decoder reads an `Output` out of each
  /// upstream value and sends it on. A decoding error fails the stream and cancels upstream.
  public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
  where Upstream.Output == Coder.Input {
    /// The upstream's failure, or the error the decoder threw.
    public typealias Failure = Error
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    private let decoder: Coder

    /// Makes the operator that runs `decoder` on each of `upstream`'s values.
    public init(upstream: Upstream, decoder: Coder) {
      self.upstream = upstream
      self.decoder = decoder
    }

    /// Subscribes to `upstream` for `subscriber`, decoding each value on its way through.
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
  /// Sends each value as `encoder` writes it (`Data`, with a `JSONEncoder`); the first value it
  /// can't encode ends the stream with the encoder's error.
  public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
    Publishers.Encode(upstream: self, encoder: encoder)
  }
}

extension Publisher {
  /// Sends a `type` read by `decoder` out of each value; the first value it can't decode ends
  /// the stream with the decoder's error.
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
  {
    Publishers.Decode(upstream: self, decoder: decoder)
  }
}
