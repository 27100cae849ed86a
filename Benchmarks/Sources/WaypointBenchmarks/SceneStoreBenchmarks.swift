import Foundation
import Waypoint

/// Saving a scene's state and restoring it: 50 `@SceneStorage` values and a 100-deep path
/// saved as `Data`, through the scene-state file and a store, against `JSONEncoder` and
/// `JSONDecoder` of the same values.
enum SceneStoreBenchmarks {
  /// The same values as a plain `Codable` enum, for the baseline.
  enum PlainValue: Codable {
    case bool(Bool), int(Int), double(Double), string(String), data(Data)
  }

  static func values() throws -> [String: StoredValue] {
    var values: [String: StoredValue] = [:]
    for index in 0..<50 {
      let key = "key-\(index)"
      switch index % 5 {
      case 0: values[key] = .bool(index % 2 == 0)
      case 1: values[key] = .int(index * 1_000)
      case 2: values[key] = .double(Double(index) / 7)
      case 3: values[key] = .string("a value of the scene, number \(index)")
      default: values[key] = .data(Data((0..<64).map { UInt8(($0 + index) % 256) }))
      }
    }
    let path = NavigationPath((0..<100).map { "recipe-\($0)" })
    guard let codable = path.codable else { throw BenchmarkFailure.notCodable }
    values["navigation"] = .data(try JSONEncoder().encode(codable))
    return values
  }

  static func plain(_ values: [String: StoredValue]) -> [String: PlainValue] {
    values.mapValues { value in
      switch value {
      case .bool(let bool): .bool(bool)
      case .int(let int): .int(int)
      case .double(let double): .double(double)
      case .string(let string): .string(string)
      case .data(let data): .data(data)
      case .url(let url): .string(url.absoluteString)
      case .date(let date): .double(date.timeIntervalSinceReferenceDate)
      }
    }
  }

  static func comparisons() throws -> [Comparison] {
    let values = try values()
    let plainValues = plain(values)
    let store = RestorationStore.inMemory()
    let saved = SceneStateFile(values: values).data()
    return [
      Comparison(
        name: "scene store save and restore, 50 keys and a 100-deep path",
        subject: Benchmark(name: "scene state → store → scene state", operations: 1) {
          try store.write(SceneStateFile(values: values).data(), scene: "main")
          guard case .data(let data) = store.read(scene: "main") else {
            throw BenchmarkFailure.missingElement("main")
          }
          let (file, problems) = SceneStateFile.read(data)
          guard problems.isEmpty, file.values.count == values.count else {
            throw BenchmarkFailure.missingElement("a value")
          }
          consume(file)
        },
        baseline: Benchmark(name: "JSONEncoder → JSONDecoder", operations: 1) {
          let data = try JSONEncoder().encode(plainValues)
          consume(try JSONDecoder().decode([String: PlainValue].self, from: data))
        },
        target: 1.5,
        notes: ["one save writes \(saved.count) bytes (the whole scene, written atomically)"])
    ]
  }
}
