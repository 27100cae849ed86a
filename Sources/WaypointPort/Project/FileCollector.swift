import Foundation

/// Sorts the files of an app into Swift sources, resources and asset catalogs, noting what it
/// drops; paths are relative to the project folder.
struct FileCollector {
  let root: URL
  /// The output folder, never read.
  let excluded: String?
  /// Folders of local packages, relative to the project folder: never the app's.
  let packageFolders: Set<String>
  var sources: [String] = []
  var resources: [String] = []
  var assetCatalogs: [String] = []
  /// String catalogs (`.xcstrings`), converted to `.strings` resources.
  var stringCatalogs: [String] = []
  /// Folders copied into the bundle as they are, as Xcode copies a folder reference.
  var copiedFolders: [String] = []
  var notes: [PortNote] = []

  init(root: URL, excluded: String?, packageFolders: Set<String>) {
    self.root = root
    self.excluded = excluded
    self.packageFolders = packageFolders
  }

  func isDirectory(_ relative: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: root.appendingPathComponent(relative).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
  }

  /// Whether a folder has Swift sources or an asset catalog outside local packages.
  func hasAppContent(_ relative: String) -> Bool {
    guard
      let enumerator = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(relative).path)
    else { return false }
    while let path = enumerator.nextObject() as? String {
      if packageFolders.contains(relative + "/" + path) {
        enumerator.skipDescendants()
      } else if path.hasSuffix(".swift") || path.hasSuffix(".xcassets") {
        return true
      }
    }
    return false
  }

  /// `relative` as it is on disk: itself when it exists, else the one path whose components
  /// match it but for case, as Xcode on a Mac's disk finds `BucketList/` in `Bucketlist/`.
  func onDisk(_ relative: String) -> String? {
    if exists(relative) { return relative }
    var found = ""
    for component in relative.split(separator: "/") {
      let folder = found.isEmpty ? root : root.appendingPathComponent(found)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        return nil
      }
      let matches = names.filter { $0.lowercased() == component.lowercased() }
      guard matches.count == 1, let match = matches.first else { return nil }
      found = found.isEmpty ? match : found + "/" + match
    }
    return found.isEmpty ? nil : found
  }

  /// Adds a file or folder that a project names: a folder is an asset catalog, a bundle a Linux
  /// package cannot use, or else a folder reference that Xcode copies as it is — or, with
  /// `asGroup` (a folder of a synchronized folder), a folder whose every file is added.
  mutating func add(_ listed: String, asGroup: Bool = false) throws {
    guard let path = onDisk(listed) else {
      notes.append(
        PortNote(path: listed, message: "skipped: the project lists it, but it is missing"))
      return
    }
    guard isDirectory(path) else { return addFile(path) }
    let name = (path as NSString).lastPathComponent
    if name.hasSuffix(".xcassets") {
      assetCatalogs.append(path)
    } else if let reason = FileKinds.unsupportedReason(forFolder: name) {
      notes.append(PortNote(path: path, message: "dropped: \(reason)"))
    } else if asGroup {
      try walk(path, skippingByName: false, exceptions: [])
    } else {
      copiedFolders.append(path)
    }
  }

  /// Adds every file under the folder at `relative`; with `skippingByName`, folders named as
  /// tests, extensions or other platforms are left out with a note. `exceptions` are paths
  /// relative to the folder that are left out, `skipped` ones left out with a note saying why,
  /// and `copied` folders are copied as they are.
  mutating func walk(
    _ relative: String, skippingByName: Bool, exceptions: Set<String>,
    skipped: [String: String] = [:], copied: Set<String> = []
  ) throws {
    try walk(
      relative, base: relative, skippingByName: skippingByName,
      rules: (exceptions, skipped, copied))
  }

  private mutating func walk(
    _ relative: String, base: String, skippingByName: Bool,
    rules: (exceptions: Set<String>, skipped: [String: String], copied: Set<String>)
  ) throws {
    let url = root.appendingPathComponent(relative)
    if let excluded, url.standardizedFileURL.path == excluded { return }
    for name in try XcodeProject.contents(of: url) where !name.hasPrefix(".") {
      let path = relative.isEmpty ? name : relative + "/" + name
      let inBase = base.isEmpty ? path : String(path.dropFirst(base.count + 1))
      if rules.exceptions.contains(inBase) || packageFolders.contains(path) { continue }
      if let reason = rules.skipped[inBase] {
        notes.append(PortNote(path: path, message: "skipped: \(reason)"))
        continue
      }
      guard isDirectory(path) else {
        addFile(path)
        continue
      }
      if rules.copied.contains(inBase) {
        copiedFolders.append(path)
      } else if name.hasSuffix(".xcassets") {
        assetCatalogs.append(path)
      } else if skippingByName, let reason = FileKinds.skipReason(forFolder: name) {
        notes.append(PortNote(path: path, message: "skipped: \(reason)"))
      } else if let reason = FileKinds.unsupportedReason(forFolder: name) {
        notes.append(PortNote(path: path, message: "dropped: \(reason)"))
      } else if !FileKinds.isProjectBundle(name) {
        try walk(path, base: base, skippingByName: skippingByName, rules: rules)
      }
    }
  }

  /// Files a file as a source or a resource, or notes why it is neither.
  mutating func addFile(_ path: String) {
    let name = (path as NSString).lastPathComponent
    // A `Package.swift` is a manifest, not the app's source.
    if FileKinds.isBuildSetting(name) { return }
    if name.hasSuffix(".swift") {
      sources.append(path)
    } else if name.hasSuffix(".xcstrings") {
      stringCatalogs.append(path)
    } else if let reason = FileKinds.unsupportedReason(forFile: name) {
      notes.append(PortNote(path: path, message: "dropped: \(reason)"))
    } else if !FileKinds.isDocument(name) {
      resources.append(path)
    }
  }

  /// The app target's files, as the package holds them.
  struct AppFiles {
    var sources: [ProjectFile]
    /// The processed resources under `Resources/`, and the files of the copied folders.
    var resources: [ProjectFile]
    var stringCatalogs: [ProjectFile]
    /// The copied folders' destinations (`CopiedResources/Stickers`), each copied as it is.
    var copiedFolders: [String]
  }

  /// The files as the app target's: `prefix` (its folder) dropped, resources and string catalogs
  /// under `Resources/`, copied folders under `CopiedResources/`, each sorted by destination and
  /// named once, and names SwiftPM cannot hold twice in one target renamed or left out (with
  /// notes). `reserved` are the names of sources the port adds.
  mutating func appFiles(prefix: String, reserved: Set<String>) throws -> AppFiles {
    func file(_ path: String, source: Bool) -> ProjectFile {
      var destination = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      if source {
        // A source under `Resources/` would be taken for a resource by `.process("Resources")`.
        if destination.hasPrefix("Resources/") { destination = "ResourcesCode/" + destination }
      } else {
        if destination.hasPrefix("Resources/") { destination.removeFirst("Resources/".count) }
        destination = "Resources/" + destination
      }
      return ProjectFile(
        source: root.appendingPathComponent(path).path, relativePath: path,
        destination: destination)
    }
    func unique(_ paths: [String], source: Bool) -> [ProjectFile] {
      var seen: Set<String> = []
      return paths.filter { seen.insert($0).inserted }.map { file($0, source: source) }
        .sorted { $0.destination < $1.destination }
    }
    var copied: [String] = []
    var copiedFiles: [ProjectFile] = []
    var seen: Set<String> = []
    for folder in copiedFolders where seen.insert(folder).inserted {
      let name = (folder as NSString).lastPathComponent
      let destination = "CopiedResources/" + name
      guard !copied.contains(destination) else {
        notes.append(
          PortNote(
            path: folder,
            message: "left out: the bundle has a copied folder named \(name) already"))
        continue
      }
      copied.append(destination)
      copiedFiles += try filesUnder(folder).map {
        ProjectFile(
          source: root.appendingPathComponent(folder + "/" + $0).path,
          relativePath: folder + "/" + $0, destination: destination + "/" + $0)
      }
    }
    let sources = NameCollisions.renamingSources(
      unique(self.sources, source: true), reserved: reserved, notes: &notes)
    let resources = NameCollisions.droppingResources(
      unique(self.resources, source: false), copiedFolders: copied, notes: &notes)
    return AppFiles(
      sources: sources, resources: resources + copiedFiles,
      stringCatalogs: unique(stringCatalogs, source: false), copiedFolders: copied)
  }

  /// Every file under `folder`, relative to it, hidden ones left out, sorted.
  private func filesUnder(_ folder: String) throws -> [String] {
    var files: [String] = []
    for name in try XcodeProject.contents(of: root.appendingPathComponent(folder))
    where !name.hasPrefix(".") {
      if isDirectory(folder + "/" + name) {
        files += try filesUnder(folder + "/" + name).map { name + "/" + $0 }
      } else {
        files.append(name)
      }
    }
    return files
  }

  /// The folder every source is in, with its slash, or "" when they differ: Xcode's group for
  /// the app target, which resources under it share.
  var commonFolder: String {
    guard let first = sources.first?.split(separator: "/").first,
      sources.allSatisfy({ $0.split(separator: "/").count > 1 && $0.hasPrefix(first + "/") })
    else { return "" }
    return first + "/"
  }
}
