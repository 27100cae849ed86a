extension Publishers {
  /// A publisher that emits a Boolean value when it receives a specific element from its upstream publisher.
  public struct Contains<Upstream: Publisher>: Publisher
  where Upstream.Output: Equatable {
    /// The kind of values published by this publisher.
    public typealias Output = Bool
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The element to scan for in the upstream publisher.
    public let output: Upstream.Output

    /// Creates the publisher.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let output = self.output
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "Contains", downstream: subscriber, initial: false, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          guard input == output else { return .proceed }
          result = true
          return .finish
        })
    }
  }

  /// A publisher that emits a Boolean value upon receiving an element that satisfies the predicate closure.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Bool
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether the publisher should consider an element as a match.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "ContainsWhere", downstream: subscriber, initial: false, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          guard predicate(input) else { return .proceed }
          result = true
          return .finish
        })
    }
  }

  /// A publisher that emits a Boolean value upon receiving an element that satisfies the throwing predicate closure.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Bool
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether this publisher should emit a true element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == Error, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "TryContainsWhere", downstream: subscriber, initial: false, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          do {
            guard try predicate(input) else { return .proceed }
          } catch {
            return .fail(error)
          }
          result = true
          return .finish
        })
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received elements pass a given predicate.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Bool
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that evaluates each received element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "AllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          guard !predicate(input) else { return .proceed }
          result = false
          return .finish
        })
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received elements pass a given error-throwing predicate.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Bool
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that evaluates each received element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == Error, S.Input == Bool {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Bool, S>(
          "TryAllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          do {
            guard try !predicate(input) else { return .proceed }
          } catch {
            return .fail(error)
          }
          result = false
          return .finish
        })
    }
  }

  /// A publisher that waits until after the stream finishes and then publishes the last element of the stream that satisfies a predicate closure.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Upstream.Output {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Upstream.Output?, S>(
          "LastWhere", downstream: subscriber, initial: nil, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          if predicate(input) { result = input }
          return .proceed
        })
    }
  }

  /// A publisher that waits until after the stream finishes and then publishes the last element of the stream that satisfies an error-throwing predicate closure.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates the publisher.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == Error, S.Input == Upstream.Output {
      let predicate = self.predicate
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Upstream.Output?, S>(
          "TryLastWhere", downstream: subscriber, initial: nil, mapFailure: { $0 },
          result: { $0 }
        ) { result, input in
          do {
            if try predicate(input) { result = input }
            return .proceed
          } catch {
            return .fail(error)
          }
        })
    }
  }

  /// A publisher that waits until after the stream finishes, and then publishes the last
  /// element of the stream.
  public struct Last<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that publishes the last element of the stream.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Upstream.Output {
      upstream.subscribe(
        ReduceInner<Upstream.Output, Upstream.Failure, Upstream.Output?, S>(
          "Last", downstream: subscriber, initial: nil, mapFailure: { $0 }, result: { $0 }
        ) { result, input in
          result = input
          return .proceed
        })
    }
  }
}

extension Publisher where Output: Equatable {
  /// Publishes a Boolean value upon receiving an element equal to the argument.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publisher {
  /// Publishes a Boolean value upon receiving an element that satisfies the predicate closure.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Publishes a Boolean value upon receiving an element that satisfies the throwing predicate
  /// closure.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryContainsWhere<Self>
  {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }

  /// Publishes a single Boolean value that indicates whether all received elements pass a given
  /// predicate.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Publishes a single Boolean value that indicates whether all received elements pass a given
  /// error-throwing predicate.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }

  /// Publishes the last element of a stream, after the stream finishes.
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }

  /// Publishes the last element of a stream that satisfies a predicate closure, after upstream
  /// finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the last element of a stream that satisfies an error-throwing predicate closure,
  /// after the stream finishes.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}
