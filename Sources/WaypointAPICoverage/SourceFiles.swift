import Foundation

/// The Swift files coverage reads.
public enum SourceFiles {
  /// The folders of a Waypoint checkout whose public declarations are SwiftUI's API.
  public static let waypointFolders = [
    "Sources/WaypointRuntime", "Sources/WaypointUI", "Sources/WaypointCore", "Sources/Waypoint",
    "Sources/Compatibility/SwiftUI", "Sources/Compatibility/WaypointUIKit",
  ]

  /// Every `.swift` and `.swiftinterface` file under `folder`, sorted by path.
  public static func swiftFiles(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator
    where url.pathExtension == "swift" || url.pathExtension == "swiftinterface" {
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }

  /// A reader of the public declarations of Waypoint's API folders under `root`, each file named
  /// by its path relative to `root`.
  public static func waypointReader(root: URL) throws -> DeclarationReader {
    var reader = DeclarationReader()
    for folder in waypointFolders {
      for file in swiftFiles(under: root.appendingPathComponent(folder)) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
          throw CoverageError.unreadable(file.path)
        }
        let relative = String(
          file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
        reader.add(source: text, path: relative)
      }
    }
    return reader
  }
}
