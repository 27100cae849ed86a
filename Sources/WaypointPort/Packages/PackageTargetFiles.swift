import Foundation

/// The files of a local package's library target: its Swift sources, its declared resources
/// (and `.lproj` folders, which SwiftPM localises), and its asset catalogs.
struct PackageTargetFiles {
  let root: URL
  let package: LocalPackage
  let target: LocalPackage.Target
  /// The target's folder, relative to the project folder.
  let folder: String
  /// The other targets' folders, relative to the project folder: not this target's files.
  let otherFolders: Set<String>
  var sources: [ProjectFile] = []
  var resources: [ProjectFile] = []
  var assetCatalogs: [String] = []
  var notes: [PortNote] = []
  /// Files that are neither sources nor resources: SwiftPM would not use them either.
  var unused = 0
  /// `.lproj` folders not under a declared resource, which get a rule of their own.
  var localisations: [String] = []
  /// The source language of the first string catalog converted.
  var catalogLanguage: String?

  /// The folder of `target` relative to the project folder: its `path:`, else the first of
  /// `Sources/<name>`, `Source/<name>`, `src/<name>` and `srcs/<name>` that exists.
  static func folder(of target: LocalPackage.Target, in package: LocalPackage, root: URL)
    -> String?
  {
    let base = package.folder
    if let path = target.path {
      return PBXProjectFile.normalised(join(base, path))
    }
    let roots = target.kind == "testTarget" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
    return roots.map { join(base, "\($0)/\(target.name)") }.first {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
  }

  /// `path` in `folder`, relative to the project folder; the folder "" is the project folder's
  /// own (a Swift Playgrounds app's manifest).
  static func join(_ folder: String, _ path: String) -> String {
    folder.isEmpty || folder == "." ? path : path == "." ? folder : folder + "/" + path
  }

  /// Reads the files under `folder`.
  mutating func collect() throws {
    try walk("")
    sources.sort { $0.destination < $1.destination }
    resources.sort { $0.destination < $1.destination }
  }

  private func isUnder(_ path: String, _ prefixes: [String]) -> Bool {
    prefixes.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  private mutating func walk(_ relative: String) throws {
    let inFolder = relative.isEmpty ? folder : Self.join(folder, relative)
    let url = inFolder.isEmpty ? root : root.appendingPathComponent(inFolder)
    for name in try XcodeProject.contents(of: url) where !name.hasPrefix(".") {
      let inTarget = relative.isEmpty ? name : relative + "/" + name
      let path = Self.join(folder, inTarget)
      if isUnder(inTarget, target.exclude.map(PBXProjectFile.normalised))
        || otherFolders.contains(path) || path == Self.join(package.folder, "Package.swift")
      {
        continue
      }
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
      else { continue }
      let declared = isUnder(inTarget, target.resources.map { PBXProjectFile.normalised($0.path) })
      if isDirectory.boolValue {
        if name.hasSuffix(".xcassets") {
          assetCatalogs.append(path)
        } else if let reason = FileKinds.unsupportedReason(forFolder: name) {
          notes.append(PortNote(path: path, message: "dropped: \(reason)"))
        } else if FileKinds.isProjectBundle(name) {
          continue
        } else {
          if name.hasSuffix(".lproj") && !declared { localisations.append(inTarget) }
          try walk(inTarget)
        }
        continue
      }
      let file = ProjectFile(
        source: root.appendingPathComponent(path).path, relativePath: path, destination: inTarget)
      if name.hasSuffix(".xcstrings") {
        addStrings(of: file)
      } else if let reason = FileKinds.unsupportedReason(forFile: name) {
        notes.append(PortNote(path: path, message: "dropped: \(reason)"))
      } else if declared || isUnder(inTarget, localisations) {
        resources.append(file)
      } else if name.hasSuffix(".swift")
        && (target.sources.map { isUnder(inTarget, $0.map(PBXProjectFile.normalised)) } ?? true)
      {
        sources.append(file)
      } else {
        unused += 1
      }
    }
  }

  /// Adds the `.strings` files of a string catalog as resources: under the catalog's declared
  /// rule, else each `.lproj` folder with a rule of its own.
  private mutating func addStrings(of catalog: ProjectFile) {
    let declaredPaths = target.resources.map { PBXProjectFile.normalised($0.path) }
    let conversion = StringCatalog.convert(catalog)
    notes += conversion.notes
    catalogLanguage = catalogLanguage ?? conversion.sourceLanguage
    for file in conversion.files {
      guard !resources.contains(where: { $0.destination == file.destination }) else {
        notes.append(
          PortNote(
            path: catalog.relativePath,
            message: "\(file.destination) left out: \(target.name) has a file of that name already")
        )
        continue
      }
      let lproj = (file.destination as NSString).deletingLastPathComponent
      if !isUnder(file.destination, declaredPaths) && !isUnder(lproj, localisations) {
        localisations.append(lproj)
      }
      resources.append(file)
    }
  }

  /// The resource rules of the ported target: the declared ones that still name a copied file,
  /// then one `.process` per `.lproj` folder not under them.
  var resourceRules: [String] {
    var rules: [String] = []
    for resource in target.resources {
      let path = PBXProjectFile.normalised(resource.path)
      if resources.contains(where: { isUnder($0.destination, [path]) }) {
        rules.append(resource.text)
      }
    }
    for localisation in localisations
    where resources.contains(where: { isUnder($0.destination, [localisation]) }) {
      rules.append(".process(\(localisation.debugDescription))")
    }
    return rules
  }

  /// A note for each declared resource that no copied file is under.
  var droppedRuleNotes: [PortNote] {
    target.resources.compactMap { resource in
      let path = PBXProjectFile.normalised(resource.path)
      guard !resources.contains(where: { isUnder($0.destination, [path]) }) else { return nil }
      return PortNote(
        path: Self.join(folder, path),
        message:
          "resource rule \(resource.text) of \(target.name) left out: none of its files is copied"
      )
    }
  }
}
