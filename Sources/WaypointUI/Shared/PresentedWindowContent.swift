import Foundation

/// The content of a window that presents a value (`WindowGroup(for:)`): the value opened with
/// `openWindow(value:)`, kept with the window's scene (and restored with it), passed to the
/// group's content as a binding.
public struct PresentedWindowContent<Data, Content>
where Data: Decodable & Encodable & Hashable, Content: View {
  let content: (Binding<Data?>) -> Content
  @SceneStorage(PresentedValue.storageKey) private var stored: Foundation.Data?

  nonisolated init(content: @escaping (Binding<Data?>) -> Content) {
    self.content = content
  }
}

extension PresentedWindowContent: View {
  /// The group's content, given a binding to the window's value.
  public var body: some View {
    content(PresentedValue.binding(decoding: $stored))
  }
}

/// Marks the content of a window that presents a value, with the value's type.
protocol PresentedWindowContentProviding {
  static var presentedType: ObjectIdentifier { get }
}

extension PresentedWindowContent: PresentedWindowContentProviding {
  static var presentedType: ObjectIdentifier { ObjectIdentifier(Data.self) }
}

/// How a window's presented value is kept with its scene.
enum PresentedValue {
  /// The scene storage key the value is kept under, apart from the app's own keys.
  static let storageKey = "waypoint.presentedValue"

  /// The value as JSON, with sorted keys so that equal values encode alike.
  static func encode<D: Encodable>(_ value: D) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try? encoder.encode(value)
  }

  /// A binding to the value `storage` keeps as JSON.
  static func binding<D: Codable>(decoding storage: Binding<Data?>) -> Binding<D?> {
    let location = JSONLocation<D>(storage: storage)
    return Binding(location: location, snapshot: location.get())
  }

  static func decode<D: Decodable>(_ data: Data) -> D? {
    try? JSONDecoder().decode(D.self, from: data)
  }
}

/// A value kept as JSON in another binding's place.
final class JSONLocation<Value: Codable>: Location {
  let storage: Binding<Data?>

  init(storage: Binding<Data?>) {
    self.storage = storage
  }

  func get() -> Value? {
    guard let data = storage.wrappedValue else { return nil }
    return PresentedValue.decode(data)
  }

  func set(_ value: Value?) {
    guard let value else {
      storage.wrappedValue = nil
      return
    }
    storage.wrappedValue = PresentedValue.encode(value)
  }

  func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? JSONLocation<Value> else { return false }
    return storage.location.isSamePlace(as: other.storage.location)
  }
}
