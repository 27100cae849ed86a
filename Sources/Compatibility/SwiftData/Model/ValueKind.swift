import Foundation

/// How a property's Swift type is kept in a row: a scalar column, a JSON column, a to-one
/// relationship (the related row's key) or a to-many relationship (no column of its own).
enum ValueKind {
  case scalar(Scalar, optional: Bool)
  case rawValue(Scalar, optional: Bool)
  case codable(optional: Bool)
  case toOne(any PersistentModel.Type, optional: Bool)
  case toMany(any PersistentModel.Type)
  case unsupported

  /// The column types scalars are kept as.
  enum Scalar: String {
    case string, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
    case double, float, bool, date, uuid, data, url, decimal

    /// The SQL type affinity of the column.
    var columnType: String {
      switch self {
      case .string, .uuid, .url, .decimal: "TEXT"
      case .double, .float, .date: "REAL"
      case .data: "BLOB"
      default: "INTEGER"
      }
    }
  }

  var isOptional: Bool {
    switch self {
    case .scalar(_, let optional), .rawValue(_, let optional), .codable(let optional),
      .toOne(_, let optional):
      optional
    case .toMany: true
    case .unsupported: false
    }
  }

  /// The kind of values of `type`.
  static func of(_ type: Any.Type) -> ValueKind {
    if let optional = type as? any AnyOptional.Type {
      switch of(optional.wrappedType) {
      case .scalar(let scalar, _): return .scalar(scalar, optional: true)
      case .rawValue(let scalar, _): return .rawValue(scalar, optional: true)
      case .codable: return .codable(optional: true)
      case .toOne(let model, _): return .toOne(model, optional: true)
      case .toMany, .unsupported: return .unsupported
      }
    }
    if let scalar = scalar(of: type) { return .scalar(scalar, optional: false) }
    if let model = type as? any PersistentModel.Type { return .toOne(model, optional: false) }
    if let collection = type as? any ModelCollection.Type {
      return .toMany(collection.modelType)
    }
    if let raw = type as? any RawRepresentable.Type, let scalar = scalar(of: raw.rawType),
      [.string, .int].contains(scalar)
    {
      return .rawValue(scalar, optional: false)
    }
    if type is any Codable.Type { return .codable(optional: false) }
    return .unsupported
  }

  private static func scalar(of type: Any.Type) -> Scalar? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): .string
    case ObjectIdentifier(Int.self): .int
    case ObjectIdentifier(Int8.self): .int8
    case ObjectIdentifier(Int16.self): .int16
    case ObjectIdentifier(Int32.self): .int32
    case ObjectIdentifier(Int64.self): .int64
    case ObjectIdentifier(UInt.self): .uint
    case ObjectIdentifier(UInt8.self): .uint8
    case ObjectIdentifier(UInt16.self): .uint16
    case ObjectIdentifier(UInt32.self): .uint32
    case ObjectIdentifier(UInt64.self): .uint64
    case ObjectIdentifier(Double.self): .double
    case ObjectIdentifier(Float.self): .float
    case ObjectIdentifier(Bool.self): .bool
    case ObjectIdentifier(Date.self): .date
    case ObjectIdentifier(UUID.self): .uuid
    case ObjectIdentifier(Data.self): .data
    case ObjectIdentifier(URL.self): .url
    case ObjectIdentifier(Decimal.self): .decimal
    default: nil
    }
  }
}

/// `Optional`, seen without its wrapped type.
protocol AnyOptional {
  static var wrappedType: Any.Type { get }
  static var none: Self { get }
  var wrapped: Any? { get }
}

extension Optional: AnyOptional {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrapped: Any? { map { $0 as Any } }
}

/// A collection of models a to-many relationship holds (`[Tag]`, `Set<Tag>`).
protocol ModelCollection {
  static var modelType: any PersistentModel.Type { get }
  static func make(_ models: [any PersistentModel]) -> Self
  var models: [any PersistentModel] { get }
  /// `\Self.count` and `\Self.isEmpty`, which predicates on the relationship name.
  static var countKeyPath: AnyKeyPath { get }
  static var isEmptyKeyPath: AnyKeyPath { get }
}

extension ModelCollection where Self: Collection {
  static var countKeyPath: AnyKeyPath { \Self.count }
  static var isEmptyKeyPath: AnyKeyPath { \Self.isEmpty }
}

extension Array: ModelCollection where Element: PersistentModel {
  static var modelType: any PersistentModel.Type { Element.self }
  static func make(_ models: [any PersistentModel]) -> [Element] {
    models.compactMap { $0 as? Element }
  }
  var models: [any PersistentModel] { self }
}

extension Set: ModelCollection where Element: PersistentModel {
  static var modelType: any PersistentModel.Type { Element.self }
  static func make(_ models: [any PersistentModel]) -> Set<Element> {
    Set(models.compactMap { $0 as? Element })
  }
  var models: [any PersistentModel] { Array(self) }
}

extension RawRepresentable {
  fileprivate static var rawType: Any.Type { RawValue.self }
}
