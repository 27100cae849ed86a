import Foundation
import GRDB

/// The string orders sort descriptors ask for, as SQLite collations, so that a sorted fetch is
/// ordered by the store as Foundation would order it.
enum Collations {
  /// `String.StandardComparator.localizedStandard`: Finder-like, numbers by value.
  static let localizedStandard = DatabaseCollation("swiftdata_localized_standard") { lhs, rhs in
    lhs.localizedStandardCompare(rhs)
  }

  /// `String.StandardComparator.localized`.
  static let localized = DatabaseCollation("swiftdata_localized") { lhs, rhs in
    lhs.localizedCompare(rhs)
  }
}

/// The string tests predicates use, as SQL functions with Swift's meaning (grapheme clusters,
/// canonical equivalence), so that the store filters as `Predicate.evaluate` would.
enum SQLFunctions {
  static let all: [DatabaseFunction] = [
    binary("swiftdata_contains") { $0.contains($1) },
    binary("swiftdata_has_prefix") { $0.hasPrefix($1) },
    binary("swiftdata_localized_standard_contains") { $0.localizedStandardContains($1) },
    DatabaseFunction("swiftdata_count", argumentCount: 1, pure: true) { values in
      String.fromDatabaseValue(values[0]).map(\.count)
    },
  ]

  private static func binary(_ name: String, _ test: @escaping @Sendable (String, String) -> Bool)
    -> DatabaseFunction
  {
    DatabaseFunction(name, argumentCount: 2, pure: true) { values in
      guard let lhs = String.fromDatabaseValue(values[0]),
        let rhs = String.fromDatabaseValue(values[1])
      else { return nil }
      return test(lhs, rhs)
    }
  }
}
