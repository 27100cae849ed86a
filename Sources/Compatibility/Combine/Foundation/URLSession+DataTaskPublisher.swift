import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Returns a publisher that loads `url` with a data task of this session when a subscriber
  /// asks for a value.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// Returns a publisher that performs `request` with a data task of this session when a
  /// subscriber asks for a value.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// A publisher that delivers the data and response of one data task, or fails with a
  /// `URLError`; each subscriber starts its own task.
  public struct DataTaskPublisher: Publisher {
    /// The data loaded and the response that came with it.
    public typealias Output = (data: Data, response: URLResponse)
    /// The error of a task that failed.
    public typealias Failure = URLError

    /// The request the task performs.
    public let request: URLRequest
    /// The session that runs the task.
    public let session: URLSession

    /// Creates a publisher that performs `request` with a data task of `session`.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    /// Attaches `subscriber`; its first demand starts the task.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == URLError {
      subscriber.receive(
        subscription: DataTaskSubscription(
          downstream: subscriber, request: request, session: session))
    }
  }
}

/// One subscriber's data task: started by the first demand, cancelled with the subscription.
final class DataTaskSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
  private let lock = NSLock()
  private var downstream: Downstream?
  private var request: URLRequest?
  private let session: URLSession
  private var task: URLSessionDataTask?

  init(downstream: Downstream, request: URLRequest, session: URLSession) {
    self.downstream = downstream
    self.request = request
    self.session = session
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard downstream != nil, let request else {
      lock.unlock()
      return
    }
    self.request = nil
    let finish = FoundationCallback<(Data?, URLResponse?, Error?)> { [weak self] in
      self?.finish(data: $0.0, response: $0.1, error: $0.2)
    }
    let task = session.dataTask(with: request) { finish.call(($0, $1, $2)) }
    self.task = task
    lock.unlock()
    task.resume()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    request = nil
    let task = self.task
    self.task = nil
    lock.unlock()
    task?.cancel()
  }

  private func finish(data: Data?, response: URLResponse?, error: Error?) {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    task = nil
    lock.unlock()
    guard let downstream else { return }
    if let error {
      let urlError = error as? URLError ?? URLError(.unknown)
      downstream.receive(completion: .failure(urlError))
    } else if let response {
      _ = downstream.receive((data: data ?? Data(), response: response))
      downstream.receive(completion: .finished)
    } else {
      downstream.receive(completion: .failure(URLError(.badServerResponse)))
    }
  }
}
