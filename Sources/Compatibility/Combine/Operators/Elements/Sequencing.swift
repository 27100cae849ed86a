extension Publishers {
  /// A publisher that omits a specified number of elements before republishing later elements.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The number of elements to drop.
    public let count: Int

    /// Creates a publisher that omits a specified number of elements.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let remaining = Latest<Int>(count)
      upstream.subscribe(
        StepInner<Output, Failure, S>("Drop", downstream: subscriber, mapFailure: { $0 }) {
          let left = remaining.value ?? 0
          guard left > 0 else { return .emit($0) }
          remaining.value = left - 1
          return .skip
        })
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given closure returns
  /// false.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that omits elements until a given closure returns false.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      let passing = Latest<Bool>(false)
      upstream.subscribe(
        StepInner<Output, Failure, S>("DropWhile", downstream: subscriber, mapFailure: { $0 }) {
          if passing.value == true { return .emit($0) }
          if predicate($0) { return .skip }
          passing.value = true
          return .emit($0)
        })
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given error-throwing
  /// closure returns false.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that omits elements until an error-throwing closure returns false.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      let passing = Latest<Bool>(false)
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryDropWhile", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          if passing.value == true { return .emit(input) }
          do {
            if try predicate(input) { return .skip }
          } catch {
            return .fail(error)
          }
          passing.value = true
          return .emit(input)
        })
    }
  }

  /// A publisher that republishes elements while a predicate closure indicates publishing should
  /// continue.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes elements while a closure returns true.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Failure, S>("PrefixWhile", downstream: subscriber, mapFailure: { $0 }) {
          predicate($0) ? .emit($0) : .finish(last: nil)
        })
    }
  }

  /// A publisher that republishes elements while an error-throwing predicate closure indicates
  /// publishing should continue.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that republishes elements while an error-throwing closure returns
    /// true.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryPrefixWhile", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try predicate(input) ? .emit(input) : .finish(last: nil) } catch {
            return .fail(error)
          }
        })
    }
  }

  /// A publisher that publishes elements specified by a range in the sequence of published
  /// elements.
  public struct Output<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The range of elements to publish.
    public let range: CountableRange<Int>

    /// Creates a publisher that publishes elements specified by a range.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let range = self.range
      let index = Latest<Int>(0)
      upstream.subscribe(
        StepInner<Upstream.Output, Failure, S>(
          "Output", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          let current = index.value ?? 0
          index.value = current + 1
          if current < range.lowerBound { return .skip }
          if current + 1 >= range.upperBound {
            return .finish(last: range.contains(current) ? input : nil)
          }
          return .emit(input)
        })
    }
  }

  /// A publisher that publishes the first element of a stream, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that publishes the first element of a stream, then finishes.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        StepInner<Output, Failure, S>("First", downstream: subscriber, mapFailure: { $0 }) {
          .finish(last: $0)
        })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate
  /// closure.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that only publishes the first element to satisfy a closure.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Failure, S>("FirstWhere", downstream: subscriber, mapFailure: { $0 }) {
          predicate($0) ? .finish(last: $0) : .skip
        })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a throwing
  /// predicate closure.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Error
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that only publishes the first element to satisfy a throwing closure.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Error {
      let predicate = self.predicate
      upstream.subscribe(
        StepInner<Output, Upstream.Failure, S>(
          "TryFirstWhere", downstream: subscriber, mapFailure: { $0 }
        ) { input in
          do { return try predicate(input) ? .finish(last: input) : .skip } catch {
            return .fail(error)
          }
        })
    }
  }
}

extension Publisher {
  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Omits elements from the upstream publisher until a given closure returns false, before
  /// republishing all remaining elements.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Omits elements from the upstream publisher until an error-throwing closure returns false,
  /// before republishing all remaining elements.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }

  /// Republishes elements up to the specified maximum count.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    output(in: 0..<Swift.max(0, maxLength))
  }

  /// Republishes elements while a predicate closure indicates publishing should continue.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Republishes elements while an error-throwing predicate closure indicates publishing should
  /// continue.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }

  /// Publishes a specific element, indicated by its index in the sequence of published elements.
  public func output(at index: Int) -> Publishers.Output<Self> {
    output(in: index..<(index == .max ? index : index + 1))
  }

  /// Publishes elements specified by their range in the sequence of published elements.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    return Publishers.Output(
      upstream: self, range: Swift.max(0, bounds.lowerBound)..<bounds.upperBound)
  }

  /// Publishes the first element of a stream, then finishes.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes
  /// normally.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first element of a stream to satisfy a throwing predicate closure, then
  /// finishes normally.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}
