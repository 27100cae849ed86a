import Foundation

/// The checkout the tests were built from, for checks that read its files (README, docs,
/// sources) and for suites that build or run what it holds.
public enum Repository {
  /// The repository's top folder: this file is `Tests/TestSupport/Repository.swift`.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A file or folder at `path`, relative to the top folder.
  public static func file(_ path: String) -> URL { root.appendingPathComponent(path) }
}

/// `screen` without its trailing blank lines, so expected screens need not list them.
public func trimmed(_ screen: String) -> String {
  var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
  while lines.last?.isEmpty == true { lines.removeLast() }
  return lines.joined(separator: "\n")
}
