import Foundation

/// A value as state storage keeps it: one of the types `@SceneStorage` and `@AppStorage`
/// accept, tagged with its type so a value read back as another type is noticed.
public enum StoredValue: Sendable, Equatable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case url(URL)
  case data(Data)
  case date(Date)

  /// The Swift type the value was stored as: `Bool`, `Int`, `Data`, ….
  public var typeName: String {
    switch self {
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .url: "URL"
    case .data: "Data"
    case .date: "Date"
    }
  }

  /// How many bytes the value holds, for the warning about large scene storage.
  public var byteCount: Int {
    switch self {
    case .bool: 1
    case .int, .double, .date: 8
    case .string(let string): string.utf8.count
    case .url(let url): url.absoluteString.utf8.count
    case .data(let data): data.count
    }
  }
}
