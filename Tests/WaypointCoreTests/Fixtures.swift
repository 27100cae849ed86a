import Foundation
import WaypointCore

/// The user type of Point-Free's observation of SwiftUI's format.
struct User: Codable, Hashable {
  var id: Int
  var name: String
}

/// A second user type, to build mixed paths.
enum Category: String, Codable, Hashable, CaseIterable {
  case breakfast, desserts, drinks
}

/// A type nested in another, whose qualified name has two dots.
enum Library {
  struct Book: Codable, Hashable {
    var isbn: String
  }
}

/// A hashable type that is not Codable.
struct Token: Hashable {
  var raw: Int
}

/// Another `User` in another namespace, to make bare names ambiguous.
enum Legacy {
  struct User: Codable, Hashable {
    var id: Int
  }
}

extension NavigationPath.CodableRepresentation {
  /// Decodes a representation from JSON text.
  static func fromJSON(_ text: String) throws -> Self {
    try JSONDecoder().decode(Self.self, from: Data(text.utf8))
  }

  /// The JSON text of this representation.
  func jsonText() throws -> String {
    String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
  }
}

/// Runs `body` with a fresh diagnostic log installed and returns what it recorded.
func collectingDiagnostics<T>(_ body: () throws -> T) rethrows -> (T, [Diagnostic]) {
  let log = DiagnosticLog()
  let result = try DiagnosticLog.$current.withValue(log) { try body() }
  return (result, log.diagnostics)
}
