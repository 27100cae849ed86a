import Foundation
import Waypoint

/// The user-defined element of the path benchmarks: an id and a name.
struct Item: Codable, Hashable {
  var id: Int
  var name: String
}

enum NavigationPathBenchmarks {
  static let elementCount = 10_000
  static let items = (0..<elementCount).map { Item(id: $0, name: "Item number \($0)") }

  static func comparisons() throws -> [Comparison] {
    [appendAndRemove(), try encoding(), try decoding()]
  }

  /// Pushing and popping 1,000 values, as a stack does, against a plain `[AnyHashable]`.
  static func appendAndRemove() -> Comparison {
    let values = Array(items.prefix(1_000))
    return Comparison(
      name: "append + removeLast, 1,000 values",
      subject: Benchmark(name: "NavigationPath", operations: 2_000) {
        var path = NavigationPath()
        for value in values { path.append(value) }
        for _ in values { path.removeLast() }
        consume(path)
      },
      baseline: Benchmark(name: "[AnyHashable]", operations: 2_000) {
        var array: [AnyHashable] = []
        for value in values { array.append(AnyHashable(value)) }
        for _ in values { array.removeLast() }
        consume(array)
      },
      target: 1.2)
  }

  /// Encoding a 10,000-element path in Apple's layout, against encoding the plain array.
  static func encoding() throws -> Comparison {
    let path = NavigationPath(items)
    return Comparison(
      name: "encode 10,000 elements",
      subject: Benchmark(name: "NavigationPath.codable → JSON", operations: elementCount) {
        guard let codable = path.codable else { throw BenchmarkFailure.notCodable }
        consume(try JSONEncoder().encode(codable))
      },
      baseline: Benchmark(name: "[Item] → JSON", operations: elementCount) {
        consume(try JSONEncoder().encode(items))
      },
      target: 1.5)
  }

  /// Decoding a saved 10,000-element path and resolving every entry, against decoding `[Item]`.
  static func decoding() throws -> Comparison {
    guard let codable = NavigationPath(items).codable else { throw BenchmarkFailure.notCodable }
    let pathData = try JSONEncoder().encode(codable)
    let arrayData = try JSONEncoder().encode(items)
    let registry = NavigationTypeRegistry()
    registry.register(Item.self)
    return Comparison(
      name: "decode + resolve 10,000 elements",
      subject: Benchmark(name: "JSON → NavigationPath, resolved", operations: elementCount) {
        let representation = try JSONDecoder().decode(
          NavigationPath.CodableRepresentation.self, from: pathData)
        var path = NavigationPath(representation)
        try path.resolve(using: registry)
        consume(path)
      },
      baseline: Benchmark(name: "JSON → [Item]", operations: elementCount) {
        consume(try JSONDecoder().decode([Item].self, from: arrayData))
      },
      target: 1.5)
  }
}

enum BenchmarkFailure: Error {
  case notCodable
  case missingElement(String)
}
