import Foundation

/// Finds the files to check: Swift sources, and the other files some rules read.
enum SourceFiles {
  /// The `.swift` files at or under `paths`, sorted, skipping hidden folders, `.build` and
  /// excluded paths, with the repository files found on the way; throws when a path does not
  /// exist.
  static func find(in paths: [String], excluding excluded: [String], relativeTo base: URL?) throws
    -> (swift: [String], repository: RepositoryFiles)
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
    var swift: Set<String> = []
    var repository = RepositoryFiles()
    func found(_ path: String) {
      if path.hasSuffix(".swift") {
        swift.insert(path)
      } else {
        repository.add(path: path) { try? String(contentsOfFile: $0, encoding: .utf8) }
      }
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw SourceFilesError.missing(path)
      }
      guard isDirectory.boolValue else {
        if !isExcluded(path) { found(path) }
        continue
      }
      guard let enumerator = manager.enumerator(atPath: path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        let full = (path as NSString).appendingPathComponent(relative)
        if isExcluded(full) || (name.hasPrefix(".") && name != RepositoryFiles.wellKnown) {
          enumerator.skipDescendants()
          continue
        }
        if name == RepositoryFiles.wellKnown { repository.wellKnownFolders.append(full) }
        found(full)
      }
    }
    repository.sort()
    return (swift.sorted(), repository)
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
