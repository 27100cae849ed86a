import Foundation

/// The folder a port reads: the one given when it holds an `.xcodeproj`, a Swift Playgrounds
/// manifest or Swift sources of its own; else the one folder up to two levels down that holds an
/// `.xcodeproj` or is a Swift Playgrounds app (`Name.swiftpm`), as when a repository's root is
/// given for the app inside it. Walking such a root instead would take every file in it,
/// another project's and stale copies too.
enum ProjectLocator {
  /// Folders never searched: dependencies, build products, version control.
  static let skipped: Set<String> = ["build", "deriveddata", "pods", "carthage", "checkouts"]

  /// The folder to port, and a note when it is not `folder` itself; throws when `folder` holds
  /// several projects and none of its own.
  static func locate(_ folder: URL) throws -> (folder: URL, note: PortNote?) {
    guard let names = try? XcodeProject.contents(of: folder) else { return (folder, nil) }
    if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".swift") })
      || PlaygroundApp.isPlayground(folder)
    {
      return (folder, nil)
    }
    var found: [String] = []
    var pending: [(String, Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
      for name in (try? XcodeProject.contents(of: url)) ?? []
      where !name.hasPrefix(".") && !skipped.contains(name.lowercased()) {
        let path = relative.isEmpty ? name : relative + "/" + name
        if name.hasSuffix(".xcodeproj") {
          if !found.contains(relative) { found.append(relative) }
        } else if name.hasSuffix(".swiftpm"),
          PlaygroundApp.isPlayground(folder.appendingPathComponent(path))
        {
          found.append(path)
        } else if depth < 2, !FileKinds.isProjectBundle(name), isDirectory(url, name) {
          pending.append((path, depth + 1))
        }
      }
    }
    found.removeAll { $0.isEmpty }
    switch found.count {
    case 0: return (folder, nil)
    case 1:
      return (
        folder.appendingPathComponent(found[0]),
        PortNote(
          path: found[0],
          message: "ported the app here: the folder given holds no project or sources of its own")
      )
    default: throw PortError.severalProjects(folder.path, found.sorted())
    }
  }

  private static func isDirectory(_ folder: URL, _ name: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
