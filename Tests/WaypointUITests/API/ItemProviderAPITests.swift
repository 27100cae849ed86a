import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A card dragged between lists, as board apps declare it: an `NSObject` that writes and reads
/// itself as JSON.
private final class Card: NSObject, Codable, @unchecked Sendable {
  static let typeIdentifier = "com.example.board.card"
  var content: String

  init(content: String) {
    self.content = content
    super.init()
  }
}

extension Card: NSItemProviderWriting {
  static var writableTypeIdentifiersForItemProvider: [String] { [typeIdentifier] }

  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress? {
    do {
      completionHandler(try JSONEncoder().encode(self), nil)
    } catch {
      completionHandler(nil, error)
    }
    return nil
  }
}

extension Card: NSItemProviderReading {
  static var readableTypeIdentifiersForItemProvider: [String] { [typeIdentifier] }

  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    try JSONDecoder().decode(Self.self, from: data)
  }
}

/// Collects what a provider hands back, from any thread.
private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String] = []
  func add(_ value: String) { lock.withLock { values.append(value) } }
  var all: [String] { lock.withLock { values } }
}

extension Array where Element == NSItemProvider {
  /// Loads the first object of a bridged type (`String`, `URL`), as drop handlers write it.
  fileprivate func loadFirst<T>(ofType type: T.Type, _ load: @escaping @Sendable (T) -> Void)
    -> Bool
  where T: _ObjectiveCBridgeable & SendableMetatype, T._ObjectiveCType: NSItemProviderReading {
    guard let provider = first(where: { $0.canLoadObject(ofClass: type) }) else { return false }
    provider.loadObject(ofClass: type) { object, _ in
      if let object { load(object) }
    }
    return true
  }
}

@Suite("Item providers: objects written and read through NSItemProvider")
struct ItemProviderAPITests {
  @Test("an app's class offered by a provider loads back, by itself and from its data")
  func appObjects() throws {
    let card = Card(content: "Write tests")
    let provider = NSItemProvider(object: card)
    #expect(provider.registeredTypeIdentifiers == [Card.typeIdentifier])
    #expect(provider.canLoadObject(ofClass: Card.self))
    #expect(!provider.canLoadObject(ofClass: NSUserActivity.self))
    let received = Received()
    provider.loadObject(ofClass: Card.self) { item, _ in
      if let loaded = item as? Card { received.add(loaded === card ? "same" : loaded.content) }
    }
    let data = try JSONEncoder().encode(card)
    let fromData = NSItemProvider(item: data, typeIdentifier: Card.typeIdentifier)
    fromData.loadObject(ofClass: Card.self) { item, _ in
      if let loaded = item as? Card { received.add(loaded.content) }
    }
    #expect(received.all == ["same", "Write tests"])
  }

  @Test("a user activity is offered by a provider and read back from its data")
  func userActivities() throws {
    let activity = NSUserActivity(activityType: "com.example.product")
    activity.title = "Dropped Cups"
    activity.targetContentIdentifier = "cups"
    try activity.setTypedPayload(["name": "Cups"])
    let provider = NSItemProvider(object: activity)
    #expect(provider.canLoadObject(ofClass: NSUserActivity.self))
    let received = Received()
    _ = activity.loadData(withTypeIdentifier: "com.apple.uikit.useractivity") { data, _ in
      guard let data,
        let copy = try? NSUserActivity.object(
          withItemProviderData: data, typeIdentifier: "com.apple.uikit.useractivity"),
        let payload = try? copy.typedPayload([String: String].self)
      else { return }
      received.add("\(copy.activityType) \(copy.title ?? "") \(copy.targetContentIdentifier ?? "")")
      received.add(payload["name"] ?? "")
    }
    #expect(received.all == ["com.example.product Dropped Cups cups", "Cups"])
  }

  @Test("text and URLs load as String and URL through the classes they bridge to")
  func bridgedValues() {
    let received = Received()
    let providers = [
      NSItemProvider(object: URL(string: "https://example.com/a.png")! as NSURL),
      NSItemProvider(object: "🍎" as NSString),
    ]
    #expect(providers.loadFirst(ofType: URL.self) { received.add($0.lastPathComponent) })
    #expect(providers.loadFirst(ofType: String.self) { received.add($0) })
    #expect(received.all == ["a.png", "🍎"])
  }
}
