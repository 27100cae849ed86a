extension Diagnostic.Code {
  /// `removeLast(k)` asked for more elements than the path holds.
  public static let pathRemoveLastBeyondCount: Self = "path-remove-last-beyond-count"
  /// `removeLast(k)` with a negative `k`.
  public static let pathRemoveLastNegative: Self = "path-remove-last-negative"
  /// `codable` was read while the path holds a value appended as non-`Codable`.
  public static let pathNotCodable: Self = "path-not-codable"
  /// A `Codable` value threw while the path was being encoded.
  public static let pathEncodingFailed: Self = "path-encoding-failed"
  /// Tolerant resolution dropped entries of a restored path.
  public static let pathEntriesDropped: Self = "path-entries-dropped"
  /// A path was saved holding whole models rather than their ids.
  public static let persistedPathOfModels: Self = "persisted-path-of-models"
}

extension Diagnostic {
  static func removeLastBeyondCount(_ k: Int, count: Int, location: SourceLocation) -> Self {
    Diagnostic(
      code: .pathRemoveLastBeyondCount,
      message: "removeLast(\(k)) was called on a navigation path of \(count) elements; "
        + "the path was emptied.",
      fixIt: "Pop to the root with removeLast(path.count) or path = NavigationPath().",
      location: location)
  }

  static func removeLastNegative(_ k: Int, location: SourceLocation) -> Self {
    Diagnostic(
      code: .pathRemoveLastNegative,
      message: "removeLast(\(k)) was called with a negative count; nothing was removed.",
      fixIt: "Pass the number of screens to pop, 0 or more.",
      location: location)
  }

  static func persistedPathOfModels(typeName: String) -> Self {
    Diagnostic(
      code: .persistedPathOfModels,
      message: "A navigation path was saved holding whole “\(typeName)” values (Identifiable, "
        + "encoded with more than their id): a restored path shows stale copies, and items "
        + "deleted since come back.",
      fixIt: "Push and save ids (or an enum of ids) and look the models up when the screen is "
        + "shown, dropping ids that no longer exist (pattern 6).")
  }

  static func pathNotCodable(typeName: String) -> Self {
    Diagnostic(
      code: .pathNotCodable,
      message: "Cannot create CodableRepresentation of navigation path, because presented value "
        + "of type “\(typeName)” is not Codable.",
      fixIt: "Make “\(typeName)” conform to Codable where it is appended, or keep it out of "
        + "paths that are saved.")
  }

  static func pathEncodingFailed(index: Int, typeName: String, error: any Error) -> Self {
    Diagnostic(
      code: .pathEncodingFailed,
      message: "Cannot create CodableRepresentation of navigation path, because element \(index) "
        + "of type “\(typeName)” failed to encode: \(error)",
      fixIt: "Make the value's encode(to:) succeed for every value that can be pushed.")
  }

  static func pathEntriesDropped(
    _ dropped: Int, keeping kept: Int, because error: NavigationPathResolutionError
  ) -> Self {
    Diagnostic(
      code: .pathEntriesDropped,
      message: "A restored navigation path kept its first \(kept) of \(kept + dropped) elements "
        + "and dropped the rest: \(error)",
      fixIt: "Register every type the path may hold (a navigationDestination for it, or "
        + "NavigationTypeRegistry.register), and keep saved type names stable across versions.")
  }
}
