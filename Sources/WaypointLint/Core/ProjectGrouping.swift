import Foundation

/// Splits the files given into projects, so that rules about a whole project (one `onOpenURL`
/// per app) never count one app's code against another's: a SwiftPM target, else the folder of
/// an Xcode project, else everything else together (the folder tree given).
public struct ProjectGrouping: Sendable {
  private let isFile: @Sendable (String) -> Bool
  private let contents: @Sendable (String) -> [String]
  private var markers: [String: String?] = [:]

  /// Groups by what is on disk (`Package.swift`, `*.xcodeproj`).
  public init() {
    self.init(
      isFile: { FileManager.default.fileExists(atPath: $0) },
      contents: { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] })
  }

  /// Groups by the file system these two functions describe (tests give their own).
  public init(
    isFile: @escaping @Sendable (String) -> Bool,
    contents: @escaping @Sendable (String) -> [String]
  ) {
    self.isFile = isFile
    self.contents = contents
  }

  /// The project of each path, by a name for the project (its folder, or its target's).
  public mutating func projects(of paths: [String]) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for path in paths { result[project(of: path), default: []].append(path) }
    return result
  }

  /// The project `path` belongs to.
  public mutating func project(of path: String) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let absolute = path.hasPrefix("/")
    components.removeLast()
    var depth = components.count
    while depth > 0 {
      let directory = components[..<depth].joined(separator: "/")
      if let marker = marker(in: directory.isEmpty && absolute ? "/" : directory) {
        if marker == "Package.swift", depth + 1 < components.count,
          ["Sources", "Tests"].contains(components[depth])
        {
          // A package's targets are its projects: Sources/App and Sources/Tool are two apps.
          return components[..<(depth + 2)].joined(separator: "/")
        }
        return directory
      }
      depth -= 1
    }
    return ""
  }

  /// `Package.swift` or an `.xcodeproj` in `directory`, if either is there.
  private mutating func marker(in directory: String) -> String? {
    if let known = markers[directory] { return known }
    var found: String?
    if isFile(directory + "/Package.swift") {
      found = "Package.swift"
    } else if let project = contents(directory).first(where: { $0.hasSuffix(".xcodeproj") }) {
      found = project
    }
    markers[directory] = .some(found)
    return found
  }
}
