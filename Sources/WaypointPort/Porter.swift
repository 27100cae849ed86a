import Foundation

/// What a port is told besides its folders.
public struct PortOptions: Equatable, Sendable {
  /// The Waypoint checkout the package depends on, by path.
  public var waypointPath: String
  /// Whether to replace what a previous port wrote in a folder that is not empty.
  public var force: Bool

  /// Options with the Waypoint checkout at `waypointPath`.
  public init(waypointPath: String, force: Bool = false) {
    self.waypointPath = waypointPath
    self.force = force
  }
}

/// Makes a SwiftPM package that runs an Xcode-style SwiftUI app on Linux through Waypoint.
public enum Porter {
  /// Ports the app in `project` into `output`; throws a `PortError` on bad input, before
  /// writing anything.
  public static func port(project: URL, output: URL, options: PortOptions) throws -> PortReport {
    try checkOutput(output, force: options.force)
    let scanned = try XcodeProject.scan(project, excluding: output)
    var notes = scanned.notes
    var colors: [String: AssetColor] = [:]
    for catalog in scanned.assetCatalogs {
      let read = try AssetCatalog.read(catalog, in: project)
      notes += read.notes
      for color in read.colors {
        guard colors[color.name] == nil else {
          notes.append(
            PortNote(path: catalog, message: "dropped colour \"\(color.name)\": named twice"))
          continue
        }
        colors[color.name] = color
      }
    }

    let target = "Sources/\(scanned.appName)/"
    let hasResources = !scanned.resources.isEmpty
    var edited: [(ProjectFile, String)] = []
    var edits: [PortEdit] = []
    for source in scanned.sources {
      guard let data = FileManager.default.contents(atPath: source.source),
        let text = String(data: data, encoding: .utf8)
      else { throw PortError.fileSystem(path: source.relativePath, reason: "not UTF-8 text") }
      let result = SourceEditor.edit(
        text, path: target + source.destination, packageHasResources: hasResources)
      edited.append((source, result.text))
      edits += result.edits
      notes += result.notes
    }

    try clear(output)
    for (file, text) in edited { try write(Data(text.utf8), to: output, target + file.destination) }
    for file in scanned.resources {
      guard let data = FileManager.default.contents(atPath: file.source) else {
        throw PortError.fileSystem(path: file.relativePath, reason: "cannot be read")
      }
      try write(data, to: output, target + file.destination)
    }
    let sortedColors = colors.values.sorted { $0.name < $1.name }
    var sources = scanned.sources.map { target + $0.destination }
    if !sortedColors.isEmpty {
      sources.append(target + AssetColorsFile.name)
      try write(
        Data(AssetColorsFile.text(sortedColors).utf8), to: output, sources[sources.count - 1])
    }
    let manifest = PackageManifest.text(
      appName: scanned.appName, waypointPath: options.waypointPath, hasResources: hasResources,
      localized: scanned.resources.contains { $0.destination.contains(".lproj/") })
    try write(Data(manifest.utf8), to: output, "Package.swift")
    let report = PortReport(
      appName: scanned.appName, sources: sources,
      resources: scanned.resources.map { target + $0.destination },
      colorNames: sortedColors.map(\.name), edits: edits, notes: notes)
    let document = PortingDocument.text(report, project: project.path)
    try write(Data(document.utf8), to: output, "PORTING.md")
    return report
  }

  /// Throws when `output` is a file, or a folder with anything in it and `force` is false.
  private static func checkOutput(_ output: URL, force: Bool) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else {
      return
    }
    guard isDirectory.boolValue else {
      throw PortError.fileSystem(path: output.path, reason: "is a file, not a folder")
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
    if !contents.isEmpty && !force { throw PortError.outputNotEmpty(output.path) }
  }

  /// Removes what an earlier port wrote; a `.build` folder stays, to build again faster.
  private static func clear(_ output: URL) throws {
    for name in ["Sources", "Package.swift", "PORTING.md"] {
      let url = output.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw PortError.fileSystem(path: url.path, reason: "cannot be removed")
      }
    }
  }

  private static func write(_ data: Data, to output: URL, _ relative: String) throws {
    let url = output.appendingPathComponent(relative)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    } catch {
      throw PortError.fileSystem(path: url.path, reason: "cannot be written")
    }
  }
}
