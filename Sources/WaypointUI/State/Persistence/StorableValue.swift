import Foundation
import WaypointCore

/// A type `@SceneStorage` and `@AppStorage` keep as it is: `Bool`, `Int`, `Double`, `String`,
/// `URL`, `Data` and `Date` (`RawRepresentable` types with `Int` or `String` raw values are
/// kept by their raw value).
public protocol StorableValue {
  /// The value as storage keeps it.
  var storedValue: StoredValue { get }
  /// The value from what storage kept, nil when that is of another type.
  init?(storedValue: StoredValue)
}

extension Bool: StorableValue {
  /// See `StorableValue`.
  public var storedValue: StoredValue { .bool(self) }
  /// See `StorableValue`.
  public init?(storedValue: StoredValue) {
    guard case .bool(let value) = storedValue else { return nil }
    self = value
  }
}

extension Int: StorableValue {
  /// See `StorableValue`.
  public var storedValue: StoredValue { .int(self) }
  /// See `StorableValue`.
  public init?(storedValue: StoredValue) {
    guard case .int(let value) = storedValue else { return nil }
    self = value
  }
}

extension Double: StorableValue {
  /// See `StorableValue`.
  public var storedValue: StoredValue { .double(self) }
  /// See `StorableValue`; an `Int` reads as a `Double`, as `UserDefaults` reads it.
  public init?(storedValue: StoredValue) {
    switch storedValue {
    case .double(let value): self = value
    case .int(let value): self = Double(value)
    default: return nil
    }
  }
}

extension String: StorableValue {
  /// See `StorableValue`.
  public var storedValue: StoredValue { .string(self) }
  /// See `StorableValue`.
  public init?(storedValue: StoredValue) {
    guard case .string(let value) = storedValue else { return nil }
    self = value
  }
}

extension URL: StorableValue {
  /// See `StorableValue`.
  public var storedValue: StoredValue { .url(self) }
  /// See `StorableValue`.
  public init?(storedValue: StoredValue) {
    guard case .url(let value) = storedValue else { return nil }
    self = value
  }
}

extension Data: StorableValue {
  /// See `StorableValue`.
  public var storedValue: StoredValue { .data(self) }
  /// See `StorableValue`.
  public init?(storedValue: StoredValue) {
    guard case .data(let value) = storedValue else { return nil }
    self = value
  }
}

extension Date: StorableValue {
  /// See `StorableValue`.
  public var storedValue: StoredValue { .date(self) }
  /// See `StorableValue`.
  public init?(storedValue: StoredValue) {
    guard case .date(let value) = storedValue else { return nil }
    self = value
  }
}

/// How a property wrapper turns its value into a stored one and back.
struct StorageCodec<Value> {
  /// The stored form; nil removes the key (an optional set to nil).
  let encode: (Value) -> StoredValue?
  /// The value from its stored form, nil when that is of another type.
  let decode: (StoredValue) -> Value?
  /// The value's type, for diagnostics.
  let typeName: String

  static func plain<V: StorableValue>(_ type: V.Type) -> StorageCodec<V> {
    StorageCodec<V>(
      encode: { $0.storedValue }, decode: { V(storedValue: $0) },
      typeName: _typeName(V.self, qualified: false))
  }

  static func optional<V: StorableValue>(_ type: V.Type) -> StorageCodec<V?> {
    StorageCodec<V?>(
      encode: { $0?.storedValue }, decode: { V(storedValue: $0).map(Optional.some) },
      typeName: _typeName(V?.self, qualified: false))
  }

  static func raw<R: RawRepresentable>(_ type: R.Type) -> StorageCodec<R>
  where R.RawValue: StorableValue {
    StorageCodec<R>(
      encode: { $0.rawValue.storedValue },
      decode: { R.RawValue(storedValue: $0).flatMap(R.init(rawValue:)) },
      typeName: _typeName(R.self, qualified: false))
  }

  static func optionalRaw<R: RawRepresentable>(_ type: R.Type) -> StorageCodec<R?>
  where R.RawValue: StorableValue {
    StorageCodec<R?>(
      encode: { $0?.rawValue.storedValue },
      decode: { R.RawValue(storedValue: $0).flatMap(R.init(rawValue:)).map(Optional.some) },
      typeName: _typeName(R?.self, qualified: false))
  }
}
