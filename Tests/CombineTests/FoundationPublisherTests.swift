import Combine
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("NotificationCenter, URLSession and Foundation's coders in Combine pipelines")
struct FoundationPublisherTests {
  struct Trail: Codable, Equatable {
    var name: String
    var miles: Int
  }

  @Test(
    "NotificationCenter.publisher(for:) delivers the notifications of that name until cancelled")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("TrailsChanged")
    let (recorder, cancellable) = center.publisher(for: name).map(\.name).record()
    center.post(name: name, object: nil)
    center.post(name: Notification.Name("Other"), object: nil)
    center.post(name: name, object: nil)
    #expect(recorder.values == [name, name])
    cancellable.cancel()
    center.post(name: name, object: nil)
    #expect(recorder.values.count == 2)
    #expect(center.publisher(for: name) == NotificationCenter.Publisher(center: center, name: name))
  }

  @Test("a notification publisher given an object delivers only that object's notifications")
  func notificationObject() {
    let center = NotificationCenter()
    let name = Notification.Name("Saved")
    let (mine, other) = (NSObject(), NSObject())
    let (recorder, cancellable) = center.publisher(for: name, object: mine).record()
    center.post(name: name, object: other)
    center.post(name: name, object: mine)
    #expect(recorder.values.count == 1)
    #expect(recorder.values.first?.object as? NSObject === mine)
    cancellable.cancel()
    // The spelling public apps use compiles as written.
    _ = NotificationCenter.default.publisher(for: name).sink { _ in }
  }

  @Test("dataTaskPublisher(for:).map(\\.data).decode(type:decoder:) loads and decodes")
  func dataTaskDecode() async throws {
    let session = StubURLProtocol.session()
    let url = try #require(URL(string: "https://trails.example/trail"))
    let (recorder, cancellable) = session.dataTaskPublisher(for: URLRequest(url: url))
      .map(\.data)
      .decode(type: Trail.self, decoder: JSONDecoder())
      .record()
    #expect(await eventually { recorder.completion != nil })
    #expect(recorder.values == [Trail(name: "Ridge", miles: 3)])
    #expect(recorder.completion == "finished")
    cancellable.cancel()
    let (responses, c2) = session.dataTaskPublisher(for: url).map(\.response).record()
    #expect(await eventually { responses.completion == "finished" })
    #expect((responses.values.first as? HTTPURLResponse)?.statusCode == 200)
    c2.cancel()
  }

  @Test("a data task that fails fails the publisher with its URLError")
  func dataTaskFailure() async throws {
    let url = try #require(URL(string: "https://trails.example/fail"))
    let errors = Recorder<URLError.Code>()
    let cancellable = StubURLProtocol.session().dataTaskPublisher(for: url).sink(
      receiveCompletion: {
        if case .failure(let error) = $0 { errors.append(error.code) }
      }, receiveValue: { _ in })
    #expect(await eventually { !errors.values.isEmpty })
    #expect(errors.values == [.notConnectedToInternet])
    cancellable.cancel()
    // The spelling public apps use compiles as written.
    let shared: URLSession.DataTaskPublisher = URLSession.shared.dataTaskPublisher(for: url)
    #expect(shared.request.url == url)
  }

  @Test("JSON and property list coders encode and decode in a pipeline")
  func coders() throws {
    let trail = Trail(name: "Creek", miles: 5)
    let (json, c1) = Just(trail).encode(encoder: JSONEncoder())
      .decode(type: Trail.self, decoder: JSONDecoder()).record()
    let (plist, c2) = Just(trail).encode(encoder: PropertyListEncoder())
      .decode(type: Trail.self, decoder: PropertyListDecoder()).record()
    let (bad, c3) = Just(Data("not json".utf8)).decode(type: Trail.self, decoder: JSONDecoder())
      .record()
    #expect(json.values == [trail])
    #expect(plist.values == [trail])
    #expect(bad.values.isEmpty)
    #expect(bad.completion == "failure")
    for cancellable in [c1, c2, c3] { cancellable.cancel() }
  }
}

/// Answers every request with a trail as JSON, or fails requests for `/fail`.
final class StubURLProtocol: URLProtocol {
  static func session() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    return URLSession(configuration: configuration)
  }

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url else { return }
    if url.path == "/fail" {
      client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
      return
    }
    if let response = HTTPURLResponse(
      url: url, statusCode: 200, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Type": "application/json"])
    {
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    }
    client?.urlProtocol(self, didLoad: Data(#"{"name":"Ridge","miles":3}"#.utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
