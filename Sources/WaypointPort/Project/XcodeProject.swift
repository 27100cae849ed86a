import Foundation

/// The parts of an Xcode-style app folder that a port reads: the app's Swift sources, its
/// resources and its asset catalogs.
struct XcodeProject: Equatable, Sendable {
  /// The executable target's name: the `.xcodeproj`'s, else the folder's, sanitised.
  var appName: String
  /// The Swift sources, sorted by destination.
  var sources: [ProjectFile]
  /// The resource files, sorted by destination.
  var resources: [ProjectFile]
  /// The `.xcassets` folders, relative to the project folder.
  var assetCatalogs: [String]
  /// What was skipped and why.
  var notes: [PortNote]

  /// Reads the folder at `root`; `excluded` (the output folder) is never read.
  static func scan(_ root: URL, excluding excluded: URL? = nil) throws -> XcodeProject {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw PortError.missingProject(root.path) }
    let children = try contents(of: root)
    let projects = children.filter { $0.hasSuffix(".xcodeproj") }.sorted()
    let projectName = projects.first.map { String($0.dropLast(".xcodeproj".count)) }
    var scanner = Scanner(root: root, excluded: excluded?.standardizedFileURL.path)

    // With a project file the root holds the project's folders, README and licence; without
    // one the root is the app's folder itself.
    var appFolders: [String] = []
    for name in children where !name.hasPrefix(".") && !FileKinds.isProjectBundle(name) {
      let url = root.appendingPathComponent(name)
      guard scanner.isDirectory(url) else {
        if name.hasSuffix(".swift") || projectName == nil { scanner.visitFile(name, prefix: "") }
        continue
      }
      if name.hasSuffix(".xcassets") {
        scanner.assetCatalogs.append(name)
      } else if let reason = FileKinds.skipReason(forFolder: name) {
        scanner.notes.append(PortNote(path: name, message: "skipped: \(reason)"))
      } else if let reason = FileKinds.unsupportedReason(forFolder: name) {
        scanner.notes.append(PortNote(path: name, message: "dropped: \(reason)"))
      } else if manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        scanner.notes.append(
          PortNote(path: name, message: "skipped: a Swift package of its own; add it by hand"))
      } else if projectName == nil || scanner.hasAppContent(url) {
        appFolders.append(name)
      } else {
        scanner.notes.append(PortNote(path: name, message: "skipped: no Swift sources or assets"))
      }
    }
    // One app folder's name is dropped from destinations, as Xcode's group is its target.
    let single = appFolders.count == 1 && projectName != nil && scanner.sources.isEmpty
    for folder in appFolders {
      try scanner.walk(folder, prefix: single ? folder + "/" : "")
    }
    guard !scanner.sources.isEmpty else { throw PortError.noSwiftSources(root.path) }
    return XcodeProject(
      appName: AppName.sanitised(projectName ?? root.standardizedFileURL.lastPathComponent),
      sources: scanner.sources.sorted { $0.destination < $1.destination },
      resources: scanner.resources.sorted { $0.destination < $1.destination },
      assetCatalogs: scanner.assetCatalogs.sorted(), notes: scanner.notes)
  }

  static func contents(of url: URL) throws -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    } catch {
      throw PortError.fileSystem(path: url.path, reason: "cannot be listed")
    }
  }
}

/// The walk over app folders, collecting files as it goes.
private struct Scanner {
  let root: URL
  let excluded: String?
  var sources: [ProjectFile] = []
  var resources: [ProjectFile] = []
  var assetCatalogs: [String] = []
  var notes: [PortNote] = []

  init(root: URL, excluded: String?) {
    self.root = root
    self.excluded = excluded
  }

  func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Whether a folder has Swift sources or an asset catalog anywhere in it.
  func hasAppContent(_ url: URL) -> Bool {
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return false }
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift") || path.hasSuffix(".xcassets") { return true }
    }
    return false
  }

  /// Walks the folder at `relative` (to the root), naming copies without `prefix`.
  mutating func walk(_ relative: String, prefix: String) throws {
    let url = root.appendingPathComponent(relative)
    if let excluded, url.standardizedFileURL.path == excluded { return }
    for name in try XcodeProject.contents(of: url) where !name.hasPrefix(".") {
      let path = relative + "/" + name
      guard isDirectory(root.appendingPathComponent(path)) else {
        visitFile(path, prefix: prefix)
        continue
      }
      if name.hasSuffix(".xcassets") {
        assetCatalogs.append(path)
      } else if let reason = FileKinds.skipReason(forFolder: name) {
        notes.append(PortNote(path: path, message: "skipped: \(reason)"))
      } else if let reason = FileKinds.unsupportedReason(forFolder: name) {
        notes.append(PortNote(path: path, message: "dropped: \(reason)"))
      } else if !FileKinds.isProjectBundle(name) {
        try walk(path, prefix: prefix)
      }
    }
  }

  /// Files the app's sources or resources, or notes why it is neither.
  mutating func visitFile(_ path: String, prefix: String) {
    let name = (path as NSString).lastPathComponent
    let source = root.appendingPathComponent(path).path
    var destination = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    if name.hasSuffix(".swift") {
      // A source under `Resources/` would be taken for a resource by `.process("Resources")`.
      if destination.hasPrefix("Resources/") { destination = "ResourcesCode/" + destination }
      sources.append(ProjectFile(source: source, relativePath: path, destination: destination))
    } else if let reason = FileKinds.unsupportedReason(forFile: name) {
      notes.append(PortNote(path: path, message: "dropped: \(reason)"))
    } else if !FileKinds.isBuildSetting(name) && !FileKinds.isDocument(name) {
      if destination.hasPrefix("Resources/") { destination.removeFirst("Resources/".count) }
      resources.append(
        ProjectFile(source: source, relativePath: path, destination: "Resources/" + destination))
    }
  }
}
