import Foundation
import GRDB

/// Values to and from columns: scalars as SQLite's own types (dates as seconds since 2001, UUIDs
/// and URLs as text), raw-valued enums as their raw values, other `Codable` values as JSON.
enum ColumnCoding {
  /// The column value of a scalar, or nil when `value` is not one (an unsupported type).
  static func encodeScalar(_ value: Any) -> DatabaseValue? {
    switch value {
    case let value as String: value.databaseValue
    case let value as Int: value.databaseValue
    case let value as Int8: value.databaseValue
    case let value as Int16: value.databaseValue
    case let value as Int32: value.databaseValue
    case let value as Int64: value.databaseValue
    case let value as UInt: Int64(truncatingIfNeeded: value).databaseValue
    case let value as UInt8: value.databaseValue
    case let value as UInt16: value.databaseValue
    case let value as UInt32: value.databaseValue
    case let value as UInt64: Int64(truncatingIfNeeded: value).databaseValue
    case let value as Double: value.databaseValue
    case let value as Float: value.databaseValue
    case let value as Bool: value.databaseValue
    case let value as Date: value.timeIntervalSinceReferenceDate.databaseValue
    case let value as UUID: value.uuidString.databaseValue
    case let value as Data: value.databaseValue
    case let value as URL: value.absoluteString.databaseValue
    case let value as Decimal: value.description.databaseValue
    default: nil
    }
  }

  /// The column value of a scalar the schema says is `scalar`: one cast, not one per type.
  static func encodeScalar(_ value: Any, as scalar: ValueKind.Scalar) -> DatabaseValue? {
    switch scalar {
    case .string: (value as? String)?.databaseValue
    case .int: (value as? Int)?.databaseValue
    case .double: (value as? Double)?.databaseValue
    case .bool: (value as? Bool)?.databaseValue
    case .date: (value as? Date)?.timeIntervalSinceReferenceDate.databaseValue
    default: encodeScalar(value)
    }
  }

  /// The column value of an attribute of `kind`.
  static func encode(_ value: Any, kind: ValueKind) throws -> DatabaseValue {
    if kind.isOptional, let optional = value as? any AnyOptional {
      guard let wrapped = optional.wrapped else { return .null }
      return try encode(wrapped, kind: kind)
    }
    switch kind {
    case .scalar(let scalar, _):
      if let encoded = encodeScalar(value, as: scalar) { return encoded }
    case .rawValue(let scalar, _):
      if let raw = (value as? any RawRepresentable)?.rawValue,
        let encoded = encodeScalar(raw, as: scalar)
      {
        return encoded
      }
    case .codable:
      if let codable = value as? any Encodable {
        let data = try JSONEncoder.store.encode(codable)
        return String(decoding: data, as: UTF8.self).databaseValue
      }
    case .toOne, .toMany, .unsupported:
      break
    }
    throw SwiftDataError.unsupportedValue(String(describing: type(of: value)))
  }

  /// The value of type `T` a column of `kind` holds.
  static func decode<T>(_ column: DatabaseValue, as type: T.Type, kind: ValueKind) throws -> T {
    if column.isNull {
      if let optional = T.self as? any AnyOptional.Type, let none = optional.none as? T {
        return none
      }
      throw SwiftDataError.missingValue(String(describing: T.self))
    }
    // Each case yields `Any`, not `Any?`: casting an optional existential to `T` costs an
    // optional's metadata at every value read.
    let decoded: Any
    switch kind {
    case .scalar(.string, _):
      guard let value = String.fromDatabaseValue(column) else { throw corrupt(column, T.self) }
      decoded = value
    case .scalar(.int, _):
      guard let value = Int.fromDatabaseValue(column) else { throw corrupt(column, T.self) }
      decoded = value
    case .scalar(.double, _):
      guard let value = Double.fromDatabaseValue(column) else { throw corrupt(column, T.self) }
      decoded = value
    case .scalar(.bool, _):
      guard let value = Bool.fromDatabaseValue(column) else { throw corrupt(column, T.self) }
      decoded = value
    case .scalar(.date, _):
      guard let value = Double.fromDatabaseValue(column) else { throw corrupt(column, T.self) }
      decoded = Date(timeIntervalSinceReferenceDate: value)
    case .scalar(let scalar, _):
      guard let value = decodeScalar(column, scalar) else { throw corrupt(column, T.self) }
      decoded = value
    case .rawValue(let scalar, _):
      guard let value = decodeScalar(column, scalar).flatMap({ rawValued(T.self, raw: $0) })
      else { throw corrupt(column, T.self) }
      decoded = value
    case .codable:
      guard let value = try decodeJSON(column, as: T.self) else { throw corrupt(column, T.self) }
      decoded = value
    case .toOne, .toMany, .unsupported:
      throw corrupt(column, T.self)
    }
    // An exact type is a forced cast, which cannot fail here and needs no `Optional<T>`.
    if ObjectIdentifier(Swift.type(of: decoded)) == ObjectIdentifier(T.self) {
      return decoded as! T
    }
    return try converted(decoded, column, to: T.self)
  }

  /// `decoded` as a `T` it is not exactly (an optional of its type): apart, so that the common
  /// case does not ask for `Optional<T>`'s metadata at each call.
  private static func converted<T>(_ decoded: Any, _ column: DatabaseValue, to type: T.Type)
    throws -> T
  {
    if let value = decoded as? T { return value }
    throw corrupt(column, T.self)
  }

  private static func corrupt<T>(_ column: DatabaseValue, _ type: T.Type) -> SwiftDataError {
    SwiftDataError.corruptValue(String(describing: T.self), column.description)
  }

  static func decodeScalar(_ column: DatabaseValue, _ scalar: ValueKind.Scalar) -> Any? {
    switch scalar {
    case .string: String.fromDatabaseValue(column)
    case .int: Int.fromDatabaseValue(column)
    case .int8: Int8.fromDatabaseValue(column)
    case .int16: Int16.fromDatabaseValue(column)
    case .int32: Int32.fromDatabaseValue(column)
    case .int64: Int64.fromDatabaseValue(column)
    case .uint: Int64.fromDatabaseValue(column).map { UInt(truncatingIfNeeded: $0) }
    case .uint8: UInt8.fromDatabaseValue(column)
    case .uint16: UInt16.fromDatabaseValue(column)
    case .uint32: UInt32.fromDatabaseValue(column)
    case .uint64: Int64.fromDatabaseValue(column).map { UInt64(truncatingIfNeeded: $0) }
    case .double: Double.fromDatabaseValue(column)
    case .float: Float.fromDatabaseValue(column)
    case .bool: Bool.fromDatabaseValue(column)
    case .date: Double.fromDatabaseValue(column).map { Date(timeIntervalSinceReferenceDate: $0) }
    case .uuid: String.fromDatabaseValue(column).flatMap(UUID.init(uuidString:))
    case .data: Data.fromDatabaseValue(column)
    case .url: String.fromDatabaseValue(column).flatMap(URL.init(string:))
    case .decimal: String.fromDatabaseValue(column).flatMap { Decimal(string: $0) }
    }
  }

  private static func rawValued<T>(_ type: T.Type, raw: Any) -> Any? {
    let target: Any.Type = (T.self as? any AnyOptional.Type)?.wrappedType ?? T.self
    guard let representable = target as? any RawRepresentable.Type else { return nil }
    return make(representable, raw: raw)
  }

  private static func make<R: RawRepresentable>(_ type: R.Type, raw: Any) -> Any? {
    (raw as? R.RawValue).flatMap(R.init(rawValue:))
  }

  private static func decodeJSON<T>(_ column: DatabaseValue, as type: T.Type) throws -> Any? {
    let target: Any.Type = (T.self as? any AnyOptional.Type)?.wrappedType ?? T.self
    guard let decodable = target as? any Decodable.Type,
      let text = String.fromDatabaseValue(column)
    else { return nil }
    return try decode(decodable, Data(text.utf8))
  }

  private static func decode<D: Decodable>(_ type: D.Type, _ data: Data) throws -> D {
    try JSONDecoder.store.decode(D.self, from: data)
  }
}

extension JSONEncoder {
  /// How the store writes `Codable` values: sorted keys, so equal values are equal text.
  static var store: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

extension JSONDecoder {
  /// How the store reads `Codable` values.
  static var store: JSONDecoder { JSONDecoder() }
}

extension ColumnCoding {
  /// The value of `type` a column holds, for a type known only at run time.
  static func decodeAny(_ column: DatabaseValue, as type: Any.Type, kind: ValueKind) throws -> Any {
    func open<T>(_ type: T.Type) throws -> Any { try decode(column, as: T.self, kind: kind) }
    return try _openExistential(type, do: open)
  }
}

extension StatementArguments {
  /// Arguments from column values, through GRDB's existential form: its generic form maps with
  /// a key path that is made again at every call, which costs more than the insert itself.
  init(databaseValues: [DatabaseValue]) {
    self.init(databaseValues.map { $0 as (any DatabaseValueConvertible)? })
  }
}
