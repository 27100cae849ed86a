import Foundation

/// The parts of an Xcode-style app folder that a port reads: the app's Swift sources, its
/// resources and asset catalogs, and the local Swift packages beside it.
struct XcodeProject: Equatable, Sendable {
  /// The executable target's name: the `.xcodeproj`'s, else the folder's, sanitised.
  var appName: String
  /// The Swift sources, sorted by destination.
  var sources: [ProjectFile]
  /// The resource files, sorted by destination.
  var resources: [ProjectFile]
  /// The `.xcassets` folders, relative to the project folder.
  var assetCatalogs: [String]
  /// The folders copied as they are (folder references), as destinations under the target's
  /// folder: `CopiedResources/Stickers`. Their files are among `resources`.
  var copiedFolders: [String] = []
  /// The app target's resource rules as its manifest writes them, for an app from a package
  /// manifest (a Swift Playgrounds app); nil for the rules the port writes.
  var resourceRules: [String]?
  /// What was skipped and why.
  var notes: [PortNote]
  /// The source language of the first string catalog, for the package's default localization.
  var catalogLanguage: String?
  /// The local packages whose manifests could be read, in folder order.
  var packages: [LocalPackage] = []
  /// The package products the app target links, as its project lists them; nil when there is
  /// no project to say.
  var packageProducts: [XcodeAppTarget.PackageProduct]?
  /// Whether the files are the application target's, as its `project.pbxproj` lists them,
  /// rather than those a walk over the folders found.
  var fromProjectFile = false
  /// Whether the files are a Swift Playgrounds app's, as its `Package.swift` gives them.
  var fromManifest = false

  /// Reads the folder at `root`; `excluded` (the output folder) is never read.
  static func scan(_ root: URL, excluding excluded: URL? = nil) throws -> XcodeProject {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw PortError.missingProject(root.path) }
    if let playground = try PlaygroundApp.scan(root, excluding: excluded?.standardizedFileURL.path)
    {
      return playground
    }
    let children = try contents(of: root)
    let projectBundle = children.filter { $0.hasSuffix(".xcodeproj") }.sorted().first
    let projectName = projectBundle.map { String($0.dropLast(".xcodeproj".count)) }
    let excludedPath = excluded?.standardizedFileURL.path
    let packageFolders = LocalPackage.folders(in: root, excluding: excludedPath)
    var collector = FileCollector(
      root: root, excluded: excludedPath, packageFolders: Set(packageFolders))
    var appTarget: XcodeAppTarget?
    if let projectBundle {
      appTarget = try ProjectFileReader.appTarget(
        in: root, bundle: projectBundle, notes: &collector.notes)
    }
    if let appTarget {
      collector.notes += appTarget.notes
      for listed in appTarget.sources {
        let path = collector.onDisk(listed) ?? listed
        if path.hasSuffix(".swift") || !collector.exists(path) || collector.isDirectory(path) {
          try collector.add(path)
        } else {
          let name = (path as NSString).lastPathComponent
          let reason = FileKinds.unsupportedReason(forFile: name) ?? "built by Xcode's own tools"
          collector.notes.append(PortNote(path: path, message: "dropped: \(reason)"))
        }
      }
      for path in appTarget.resources { try collector.add(path) }
      for folder in appTarget.synchronizedFolders {
        guard let path = collector.onDisk(folder.path), collector.isDirectory(path) else {
          collector.notes.append(
            PortNote(path: folder.path, message: "skipped: the project lists it, but it is missing")
          )
          continue
        }
        try collector.walk(
          path, skippingByName: false, exceptions: folder.exceptions, skipped: folder.skipped,
          copied: folder.explicitFolders)
      }
      for path in appTarget.synchronizedAdditions { try collector.add(path, asGroup: true) }
    } else {
      try walk(root, children: children, hasProject: projectName != nil, into: &collector)
    }
    guard !collector.sources.isEmpty else { throw PortError.noSwiftSources(root.path) }
    let files = try collector.appFiles(
      prefix: projectName == nil ? "" : collector.commonFolder,
      reserved: [AssetColorsFile.name, AssetSymbolsFile.name, EntryPointFiles.libraryFile])
    var resources = files.resources
    var catalogLanguage: String?
    for catalog in files.stringCatalogs {
      let conversion = StringCatalog.convert(catalog)
      collector.notes += conversion.notes
      catalogLanguage = catalogLanguage ?? conversion.sourceLanguage
      for file in conversion.files {
        if resources.contains(where: { $0.destination == file.destination }) {
          collector.notes.append(
            PortNote(
              path: catalog.relativePath,
              message: "\(file.destination) left out: the app has a file of that name already"))
        } else {
          resources.append(file)
        }
      }
    }
    resources.sort { $0.destination < $1.destination }
    var packages: [LocalPackage] = []
    for folder in packageFolders {
      if let package = readPackage(folder, in: root, notes: &collector.notes) {
        packages.append(package)
      }
    }
    return XcodeProject(
      appName: AppName.sanitised(projectName ?? root.standardizedFileURL.lastPathComponent),
      sources: files.sources, resources: resources,
      assetCatalogs: Array(Set(collector.assetCatalogs)).sorted(),
      copiedFolders: files.copiedFolders,
      notes: collector.notes, catalogLanguage: catalogLanguage, packages: packages,
      packageProducts: appTarget?.packageProducts, fromProjectFile: appTarget != nil)
  }

  /// The walk over the folders for a project with no `project.pbxproj` to read: with a
  /// project the root holds the project's folders, README and licence; without one the root
  /// is the app's folder itself.
  private static func walk(
    _ root: URL, children: [String], hasProject: Bool, into collector: inout FileCollector
  ) throws {
    var appFolders: [String] = []
    for name in children where !name.hasPrefix(".") && !FileKinds.isProjectBundle(name) {
      guard collector.isDirectory(name) else {
        if name.hasSuffix(".swift") || !hasProject { collector.addFile(name) }
        continue
      }
      if collector.packageFolders.contains(name) {
        continue
      } else if name.hasSuffix(".xcassets") {
        collector.assetCatalogs.append(name)
      } else if let reason = FileKinds.skipReason(forFolder: name) {
        collector.notes.append(PortNote(path: name, message: "skipped: \(reason)"))
      } else if let reason = FileKinds.unsupportedReason(forFolder: name) {
        collector.notes.append(PortNote(path: name, message: "dropped: \(reason)"))
      } else if !hasProject || collector.hasAppContent(name) {
        appFolders.append(name)
      } else if !collector.packageFolders.contains(where: { $0.hasPrefix(name + "/") }) {
        collector.notes.append(PortNote(path: name, message: "skipped: no Swift sources or assets"))
      }
    }
    for folder in appFolders {
      try collector.walk(folder, skippingByName: true, exceptions: [])
    }
  }

  /// The package in `folder`, or nil with a note saying why it is skipped.
  private static func readPackage(_ folder: String, in root: URL, notes: inout [PortNote])
    -> LocalPackage?
  {
    let manifest = folder + "/Package.swift"
    guard
      let data = FileManager.default.contents(atPath: root.appendingPathComponent(manifest).path),
      let text = String(data: data, encoding: .utf8)
    else {
      notes.append(PortNote(path: manifest, message: "skipped the package: cannot be read"))
      return nil
    }
    do {
      return try ManifestReader.read(text, folder: folder)
    } catch {
      notes.append(
        PortNote(path: manifest, message: "skipped the package: \(error.reason); add it by hand"))
      return nil
    }
  }

  static func contents(of url: URL) throws -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    } catch {
      throw PortError.fileSystem(path: url.path, reason: "cannot be listed")
    }
  }
}
