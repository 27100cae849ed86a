import Foundation

/// The model types a container stores, with the version a versioned schema gives them.
public final class Schema: @unchecked Sendable {
  /// The version of this schema: a versioned schema's, else 0.0.0.
  public let version: Version

  /// A schema of no model types, at version 0.0.0.
  public init() {
    version = Version(0, 0, 0)
  }
}
