import Foundation
import WaypointCore

/// A property wrapper that reads and writes a value kept with the scene: shared by the views of
/// one scene that name the same key, saved with it, and restored when the app launches again.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let codec: StorageCodec<Value>
  let box = SceneStorageBox<Value>()

  init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The value kept under the key, or the default when there is none.
  @MainActor
  public var wrappedValue: Value {
    get { box.read(key, codec) ?? defaultValue }
    nonmutating set { box.write(newValue, key, codec) }
  }

  /// A binding that reads and writes the same key of the scene's storage, for a control given
  /// `$name`.
  @MainActor
  public var projectedValue: Binding<Value> {
    let (box, key, codec, defaultValue) = (box, key, codec, defaultValue)
    return Binding(
      get: { box.read(key, codec) ?? defaultValue },
      set: { box.write($0, key, codec) })
  }
}

extension SceneStorage {
  /// Keeps a `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date` under `key`.
  public init(wrappedValue: Value, _ key: String) where Value: StorableValue {
    self.init(key: key, defaultValue: wrappedValue, codec: .plain(Value.self))
  }

  /// Keeps an optional value under `key`; nil when nothing is kept.
  public init<Wrapped: StorableValue>(_ key: String) where Value == Wrapped? {
    self.init(key: key, defaultValue: nil, codec: .optional(Wrapped.self))
  }

  /// Keeps a value by its `Int` raw value.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self))
  }

  /// Keeps a value by its `String` raw value.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self))
  }

  /// Keeps an optional value by its `Int` raw value; nil when nothing is kept.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optionalRaw(R.self))
  }

  /// Keeps an optional value by its `String` raw value; nil when nothing is kept.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optionalRaw(R.self))
  }
}

/// Where a `SceneStorage` finds its scene's values once linked; before that (a view value not
/// yet in a scene) it keeps a value of its own.
@MainActor
final class SceneStorageBox<Value> {
  var values: SceneStorageValues?
  private var unlinked: StoredValue??

  func read(_ key: String, _ codec: StorageCodec<Value>) -> Value? {
    if let values { return values.decoded(key, with: codec) }
    return unlinked?.flatMap(codec.decode)
  }

  func write(_ value: Value, _ key: String, _ codec: StorageCodec<Value>) {
    let stored = codec.encode(value)
    if let values {
      values.set(stored, for: key)
    } else {
      unlinked = .some(stored)
    }
  }
}

extension SceneStorage: LinkableProperty {
  package func link(to node: Node, slot: Int) {
    guard let values = node.environment.sceneSession?.storage else { return }
    // The first link of this node registers it as a reader of the key.
    if node.slots[slot] as? SceneStorageValues !== values {
      node.slots[slot] = values
      values.register(node, key: key, typeName: codec.typeName)
    }
    box.values = values
  }
}

extension SceneStorage: ViewFieldComparable {
  /// Scene storage belongs to the scene, not to the view value.
  package static func isSame(_ a: SceneStorage, _ b: SceneStorage) -> Bool { a.key == b.key }
}
