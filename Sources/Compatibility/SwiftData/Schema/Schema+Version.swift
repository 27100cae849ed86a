import Foundation

extension Schema {
  /// A schema's version as three numbers, major first: what a `VersionedSchema` declares and a
  /// store records, so that a migration plan can tell which stage to run.
  public struct Version: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The first number.
    public let major: Int
    /// The second number.
    public let minor: Int
    /// The third number.
    public let patch: Int

    /// The version `major.minor.patch`.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }

    /// `1.2.0`.
    public var description: String { "\(major).\(minor).\(patch)" }

    /// Compares major, then minor, then patch.
    public static func < (lhs: Version, rhs: Version) -> Bool {
      (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
  }
}
