import Foundation

/// Finds the Swift files to check.
enum SourceFiles {
  /// The `.swift` files at or under `paths`, sorted, skipping hidden folders, `.build` and
  /// excluded paths; throws when a path does not exist.
  static func find(in paths: [String], excluding excluded: [String], relativeTo base: URL?) throws
    -> [String]
  {
    let manager = FileManager.default
    let excludedPaths = excluded.map { path in
      guard !path.hasPrefix("/"), let base else { return standardized(path) }
      return standardized(base.appendingPathComponent(path).path)
    }
    func isExcluded(_ path: String) -> Bool {
      let path = standardized(path)
      return excludedPaths.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    var result: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw SourceFilesError.missing(path)
      }
      guard isDirectory.boolValue else {
        if !isExcluded(path) { result.append(path) }
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        let full = (path as NSString).appendingPathComponent(relative)
        if name.hasPrefix(".") || isExcluded(full) {
          enumerator.skipDescendants()
          continue
        }
        if name.hasSuffix(".swift") { result.append(full) }
      }
    }
    return Array(Set(result)).sorted()
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

/// Why files could not be found.
public enum SourceFilesError: Error, Equatable, CustomStringConvertible {
  /// A path given does not exist.
  case missing(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .missing(let path): "No such file or folder: \(path)"
    }
  }
}
