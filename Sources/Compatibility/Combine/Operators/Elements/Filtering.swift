extension Publishers {
  /// A publisher that republishes all elements that match a provided closure.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes all elements that match a provided closure.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let isIncluded = self.isIncluded
      upstream.subscribe(
        StepInner<Output, Failure, S>("Filter", downstream: subscriber, mapFailure: { $0 }) {
          isIncluded($0) ? .emit($0) : .skip
        })
    }
  }

  /// A publisher that republishes all elements that match a provided error-throwing closure.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that indicates whether to republish an element.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Creates a publisher that republishes elements that match an error-throwing closure.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let isIncluded = self.isIncluded
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryFilter", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try isIncluded(input) ? .emit(input) : .skip } catch { return .fail(error) }
        })
    }
  }

  /// A publisher that republishes all non-nil results of calling a closure with each received
  /// element.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that receives values from the upstream publisher and returns optional values.
    public let transform: (Upstream.Output) -> Output?

    /// Creates a publisher that republishes all non-nil results of a closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let transform = self.transform
      upstream.subscribe(
        StepInner<Upstream.Output, Failure, S>(
          "CompactMap", downstream: subscriber, mapFailure: { $0 }
        ) { transform($0).map { .emit($0) } ?? .skip })
    }
  }

  /// A publisher that republishes all non-nil results of calling an error-throwing closure with
  /// each received element.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that receives values from the upstream publisher and returns
    /// optional values.
    public let transform: (Upstream.Output) throws -> Output?

    /// Creates a publisher that republishes all non-nil results of an error-throwing closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let transform = self.transform
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "TryCompactMap", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try transform(input).map { .emit($0) } ?? .skip } catch {
            return .fail(error)
          }
        })
    }
  }

  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
    public let predicate: (Output, Output) -> Bool

    /// Creates a publisher that publishes only elements that don't match the previous element,
    /// as evaluated by a provided closure.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      let previous = Latest<Output>()
      upstream.subscribe(
        StepInner<Output, Failure, S>(
          "RemoveDuplicates", downstream: subscriber,
          mapFailure: {
            $0
          }
        ) { input in
          defer { previous.value = input }
          if let last = previous.value, predicate(last, input) { return .skip }
          return .emit(input)
        })
    }
  }

  /// A publisher that publishes only elements that don't match the previous element, as
  /// evaluated by a provided error-throwing closure.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure to evaluate whether two elements are equivalent.
    public let predicate: (Output, Output) throws -> Bool

    /// Creates a publisher that publishes only elements that don't match the previous element,
    /// as evaluated by an error-throwing closure.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      let previous = Latest<Output>()
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryRemoveDuplicates", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          defer { previous.value = input }
          do {
            if let last = previous.value, try predicate(last, input) { return .skip }
            return .emit(input)
          } catch {
            return .fail(error)
          }
        })
    }
  }

  /// A publisher that replaces an empty stream with a provided element.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The element to deliver when the upstream publisher finishes without delivering any
    /// elements.
    public let output: Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that replaces an empty stream with a provided element.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let output = self.output
      let seen = Latest<Bool>()
      upstream.subscribe(
        StepInner<Output, Failure, S>(
          "ReplaceEmpty", downstream: subscriber, mapFailure: { $0 },
          atEnd: { seen.value == true ? nil : output }
        ) {
          seen.value = true
          return .emit($0)
        })
    }
  }

  /// A publisher that transforms elements by applying a closure that receives its previous
  /// return value and the next element from the upstream publisher.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result returned by the closure.
    public let initialResult: Output
    /// A closure that takes the previous result and the next element, and returns a new value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that accumulates its upstream's elements with a closure.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let next = nextPartialResult
      let result = Latest<Output>(initialResult)
      upstream.subscribe(
        StepInner<Upstream.Output, Failure, S>("Scan", downstream: subscriber, mapFailure: { $0 }) {
          input in
          guard let current = result.value else { return .skip }
          let value = next(current, input)
          result.value = value
          return .emit(value)
        })
    }
  }

  /// A publisher that transforms elements by applying an error-throwing closure that receives
  /// its previous return value and the next element from the upstream publisher.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result returned by the closure.
    public let initialResult: Output
    /// An error-throwing closure that takes the previous result and the next element, and
    /// returns a new value.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that accumulates its upstream's elements with an error-throwing
    /// closure.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
      let next = nextPartialResult
      let result = Latest<Output>(initialResult)
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "TryScan", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          guard let current = result.value else { return .skip }
          do {
            let value = try next(current, input)
            result.value = value
            return .emit(value)
          } catch {
            return .fail(error)
          }
        })
    }
  }
}

extension Publisher {
  /// Republishes all elements that match a provided closure.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Republishes all elements that match a provided error-throwing closure.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<
      Self
    >
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }

  /// Calls a closure with each received element and publishes any returned optional that has a
  /// value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Calls an error-throwing closure with each received element and publishes any returned
  /// optional that has a value.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }

  /// Publishes only elements that don't match the previous element, as evaluated by a provided
  /// closure.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Publishes only elements that don't match the previous element, as evaluated by a provided
  /// error-throwing closure.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Replaces an empty stream with the provided element.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }

  /// Transforms elements from the upstream publisher by providing the current element to a
  /// closure along with the last value returned by the closure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Transforms elements from the upstream publisher by providing the current element to an
  /// error-throwing closure along with the last value returned by the closure.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryScan<Self, T>
  {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}
