import Foundation

/// The saved state of one scene: its `@SceneStorage` values by key, as the bytes of a file.
///
/// The format is JSON — `{"format": "waypoint.scene-state", "version": 1, "values": {key:
/// {"type": "int", "value": 3}}}` — read key by key: a bad entry costs only its own key.
public struct SceneStateFile: Sendable, Equatable {
  /// The values by key.
  public var values: [String: StoredValue]

  /// The format's name, written first so a foreign file is recognised.
  public static let formatName = "waypoint.scene-state"
  /// The version written; files of other versions are not read.
  public static let version = 1

  /// A file holding `values`.
  public init(values: [String: StoredValue] = [:]) {
    self.values = values
  }

  /// What reading a file found wrong: the whole file, or one key.
  public enum Problem: Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read as scene state at all; no key was restored from it.
    case unreadable(String)
    /// One key's entry was not a value of a storable type; the others were restored.
    case badEntry(key: String, reason: String)

    /// The problem in a sentence.
    public var description: String {
      switch self {
      case .unreadable(let reason): reason
      case .badEntry(let key, let reason): "“\(key)”: \(reason)"
      }
    }
  }

  /// Reads `data`, keeping every entry that reads and naming each one that does not.
  public static func read(_ data: Data) -> (file: SceneStateFile, problems: [Problem]) {
    guard !data.isEmpty else { return (SceneStateFile(), [.unreadable("the file is empty")]) }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      return (SceneStateFile(), [.unreadable("the file is not JSON (truncated or corrupt)")])
    }
    guard let root = object as? [String: Any],
      root["format"] as? String == formatName
    else {
      return (SceneStateFile(), [.unreadable("the file is not Waypoint scene state")])
    }
    guard let version = root["version"] as? Int, version == Self.version else {
      return (
        SceneStateFile(),
        [.unreadable("the file is of another version (\(root["version"] ?? "none"))")]
      )
    }
    guard let entries = root["values"] as? [String: Any] else {
      return (SceneStateFile(), [.unreadable("the file has no values")])
    }
    var file = SceneStateFile()
    var problems: [Problem] = []
    for (key, entry) in entries {
      switch value(of: entry) {
      case .success(let value): file.values[key] = value
      case .failure(let reason): problems.append(.badEntry(key: key, reason: reason.message))
      }
    }
    problems.sort { $0.description < $1.description }
    return (file, problems)
  }

  private struct EntryError: Error {
    let message: String
  }

  private static func value(of entry: Any) -> Result<StoredValue, EntryError> {
    guard let entry = entry as? [String: Any], let type = entry["type"] as? String,
      let raw = entry["value"]
    else {
      return .failure(EntryError(message: "the entry has no type and value"))
    }
    let value: StoredValue? =
      switch type {
      case "bool": (raw as? NSNumber).flatMap(boolean).map(StoredValue.bool)
      case "int": (raw as? NSNumber).flatMap(integer).map(StoredValue.int)
      case "double": number(raw).map(StoredValue.double)
      case "string": (raw as? String).map(StoredValue.string)
      case "url": (raw as? String).flatMap { URL(string: $0) }.map(StoredValue.url)
      case "data": (raw as? String).flatMap { Data(base64Encoded: $0) }.map(StoredValue.data)
      case "date":
        number(raw).map { StoredValue.date(Date(timeIntervalSinceReferenceDate: $0)) }
      default: nil
      }
    guard let value else {
      return .failure(EntryError(message: "the entry is not a valid \(type) value"))
    }
    return .success(value)
  }

  /// Whether a parsed JSON number is `true` or `false` (Foundation gives both as NSNumber).
  private static func isBoolean(_ number: NSNumber) -> Bool {
    number.objCType.pointee == UInt8(ascii: "c")
  }

  private static func boolean(_ number: NSNumber) -> Bool? {
    // JSON's true and false only, not 0 and 1 or any other number.
    isBoolean(number) ? number.boolValue : nil
  }

  private static func integer(_ number: NSNumber) -> Int? {
    // Through the text, so a fraction or a number past Int's range is refused, not rounded.
    isBoolean(number) ? nil : Int(number.stringValue)
  }

  private static func number(_ raw: Any) -> Double? {
    if let string = raw as? String {
      switch string {
      case "nan": return .nan
      case "inf": return .infinity
      case "-inf": return -.infinity
      default: return nil
      }
    }
    guard let number = raw as? NSNumber, !isBoolean(number) else {
      return nil
    }
    return number.doubleValue
  }

  /// The file's bytes: keys sorted, so equal state writes equal bytes. Written directly, not
  /// through `JSONSerialization`, which on Linux takes ten times `JSONEncoder`'s time.
  public func data() -> Data {
    var json = Array(#"{"format":"\#(Self.formatName)","values":{"#.utf8)
    var isFirst = true
    for key in values.keys.sorted() {
      guard let value = values[key] else { continue }
      if !isFirst { json.append(UInt8(ascii: ",")) }
      isFirst = false
      JSONTextWriter.appendQuoted(key, to: &json)
      json += #":{"type":""#.utf8
      switch value {
      case .bool(let bool): json += #"bool","value":\#(bool)"#.utf8
      case .int(let int): json += #"int","value":\#(int)"#.utf8
      case .double(let double): json += (#"double","value":"# + Self.number(double)).utf8
      case .string(let string):
        json += #"string","value":"#.utf8
        JSONTextWriter.appendQuoted(string, to: &json)
      case .url(let url):
        json += #"url","value":"#.utf8
        JSONTextWriter.appendQuoted(url.absoluteString, to: &json)
      case .data(let data): json += (#"data","value":""# + data.base64EncodedString() + "\"").utf8
      case .date(let date):
        json += (#"date","value":"# + Self.number(date.timeIntervalSinceReferenceDate)).utf8
      }
      json.append(UInt8(ascii: "}"))
    }
    json += #"},"version":\#(Self.version)}"#.utf8
    return Data(json)
  }

  /// A double as JSON: its shortest round-tripping digits, or a string for the values JSON has
  /// no number for.
  private static func number(_ double: Double) -> String {
    if double.isNaN { return #""nan""# }
    if double.isInfinite { return double > 0 ? #""inf""# : #""-inf""# }
    return "\(double)"
  }
}
