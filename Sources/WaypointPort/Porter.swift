import Foundation

/// What a port is told besides its folders.
public struct PortOptions: Equatable, Sendable {
  /// The Waypoint checkout the package depends on, by path.
  public var waypointPath: String
  /// Whether to replace what a previous port wrote in a folder that is not empty.
  public var force: Bool
  /// Whether to leave out the sources that import a framework Linux lacks.
  public var excludeUnavailable: Bool

  /// Options with the Waypoint checkout at `waypointPath`.
  public init(waypointPath: String, force: Bool = false, excludeUnavailable: Bool = false) {
    self.waypointPath = waypointPath
    self.force = force
    self.excludeUnavailable = excludeUnavailable
  }
}

/// Makes a SwiftPM package that runs an Xcode-style SwiftUI app on Linux through Waypoint.
public enum Porter {
  /// Ports the app in `project` into `output`; throws a `PortError` on bad input, before
  /// writing anything. `progress` hears of each Swift file as it is read: how many of how many.
  public static func port(
    project: URL, output: URL, options: PortOptions,
    progress: ((_ done: Int, _ total: Int, _ path: String) -> Void)? = nil
  ) throws -> PortReport {
    try checkOutput(output, force: options.force)
    let (project, located) = try ProjectLocator.locate(project)
    var scanned = try XcodeProject.scan(project, excluding: output)
    if let located { scanned.notes.insert(located, at: 0) }
    let local = try LocalTargets.plan(
      scanned.packages, appName: scanned.appName, appProducts: scanned.packageProducts,
      root: project)
    let processed = scanned.resources.contains { $0.destination.hasPrefix("Resources/") }
    let app = PortedTarget(
      name: scanned.appName, isExecutable: true, sources: scanned.sources,
      resources: scanned.resources,
      resourceRules: scanned.resourceRules
        ?? (processed ? [#".process("Resources")"#] : [])
          + scanned.copiedFolders.map { ".copy(\($0.debugDescription))" },
      assetCatalogs: scanned.assetCatalogs, dependencies: local.appDependencies,
      remoteProducts: local.remote.filter { $0.neededBy == scanned.appName && $0.isDeclared })
    var report = PortReport(
      appName: scanned.appName, sources: [], resources: [], colorNames: [], edits: [],
      notes: scanned.notes + local.notes)
    report.remoteDependencies = local.remote
    report.readProjectFile = scanned.fromProjectFile
    report.readPlaygroundManifest = scanned.fromManifest

    let isProvided = providedModules(targets: local.targets, remote: local.remote)
    var prepared: [PreparedTarget] = []
    let total = (local.targets + [app]).reduce(0) { $0 + $1.sources.count }
    var done = 0
    for target in local.targets + [app] {
      prepared.append(
        try PreparedTarget(target, project: project, options: options, isProvided: isProvided) {
          done += 1
          progress?(done, total, $0)
        })
    }
    let emptied = Set(prepared.filter { $0.target.sources.isEmpty }.map(\.target.name))
    if emptied.contains(scanned.appName) { throw PortError.nothingLeft(scanned.appName) }
    for name in emptied.sorted() {
      report.notes.append(
        PortNote(message: "skipped: target \(name) has no Swift sources left to build"))
    }
    prepared.removeAll { emptied.contains($0.target.name) }
    for index in prepared.indices {
      prepared[index].target.dependencies.removeAll { emptied.contains($0) }
    }

    try clear(output)
    for target in prepared {
      for (path, data) in target.files { try write(data, to: output, path) }
      report.sources += target.target.sources.map { target.target.folder + $0.destination }
      report.resources += target.target.resources.map { target.target.folder + $0.destination }
      report.colorNames += target.colorNames
      report.imageNames += target.imageNames
      report.edits += target.edits
      report.notes += target.notes
      report.unavailableSources += target.unavailable
      report.deprecatedUses += target.deprecatedUses
    }
    report.libraryTargets = prepared.filter { !$0.target.isExecutable }.map(\.target.name)
    var targets = prepared.map(\.target)
    if let index = prepared.firstIndex(where: { $0.target.name == scanned.appName }),
      let type = prepared[index].appType
    {
      let entry = try entryPoints(app: &targets[index], type: type, output: output)
      targets += entry
      report.webProduct = EntryPointFiles.webProduct(scanned.appName)
      report.desktopProduct = EntryPointFiles.desktopProduct(scanned.appName)
    } else {
      report.notes.append(
        PortNote(
          message:
            "no `@main` App type was found, so the app stays one executable and there is no "
            + "\(EntryPointFiles.webProduct(scanned.appName)) to serve it to browsers and no "
            + "\(EntryPointFiles.desktopProduct(scanned.appName)) to open it in a window"))
    }
    let localizes = report.resources.contains { $0.contains(".lproj/") }
    let localization =
      scanned.packages.compactMap(\.defaultLocalization).first
      ?? (localizes ? scanned.catalogLanguage ?? local.catalogLanguage ?? "en" : nil)
    let manifest = PackageManifest.text(
      appName: scanned.appName, waypointPath: options.waypointPath,
      targets: targets, defaultLocalization: localization)
    try write(Data(manifest.utf8), to: output, "Package.swift")
    let document = PortingDocument.text(report, project: project.path)
    try write(Data(document.utf8), to: output, "PORTING.md")
    return report
  }

  /// Makes the app's target a library and writes the three executables that run it: `NAME` in
  /// the terminal, `NAME-web` in browsers, `NAME-desktop` in a GTK window.
  private static func entryPoints(app: inout PortedTarget, type: String, output: URL) throws
    -> [PortedTarget]
  {
    let name = app.name
    app.isExecutable = false
    let library = ProjectFile(
      source: "", relativePath: EntryPointFiles.libraryFile,
      destination: EntryPointFiles.libraryFile)
    app.sources.append(library)
    try write(
      Data(EntryPointFiles.library(type: type).utf8), to: output, app.folder + library.destination)
    let main = ProjectFile(source: "", relativePath: "main.swift", destination: "main.swift")
    var terminal = PortedTarget(
      name: EntryPointFiles.terminalTarget(name), isExecutable: true, sources: [main],
      resources: [], resourceRules: [], assetCatalogs: [], dependencies: [name])
    terminal.productName = name
    var web = PortedTarget(
      name: EntryPointFiles.webTarget(name), isExecutable: true, sources: [main], resources: [],
      resourceRules: [], assetCatalogs: [], dependencies: [name],
      compatibilityProducts: ["WaypointWeb"])
    web.productName = EntryPointFiles.webProduct(name)
    var desktop = PortedTarget(
      name: EntryPointFiles.desktopTarget(name), isExecutable: true, sources: [main],
      resources: [], resourceRules: [], assetCatalogs: [], dependencies: [name],
      desktopProducts: ["WaypointGTK"])
    desktop.productName = EntryPointFiles.desktopProduct(name)
    try write(
      Data(EntryPointFiles.terminalMain(module: name).utf8), to: output,
      terminal.folder + "main.swift")
    try write(
      Data(EntryPointFiles.webMain(module: name, product: EntryPointFiles.webProduct(name)).utf8),
      to: output, web.folder + "main.swift")
    try write(
      Data(
        EntryPointFiles.desktopMain(module: name, product: EntryPointFiles.desktopProduct(name))
          .utf8),
      to: output, desktop.folder + "main.swift")
    return [terminal, web, desktop]
  }

  /// Whether a module is there for a ported source to import, besides Linux's and Waypoint's:
  /// a library target of the package, or a product of a remote package the manifest declares —
  /// or a module whose name starts with such a product's (`KitCore` of `Kit`), as the port does
  /// not fetch the package to see its modules.
  private static func providedModules(targets: [PortedTarget], remote: [RemoteDependency])
    -> @Sendable (String) -> Bool
  {
    let names = Set(targets.map(\.name))
    let products = remote.filter(\.isDeclared).flatMap { [$0.product] + [$0.packageIdentity ?? ""] }
      .filter { !$0.isEmpty }
    return { module in
      names.contains(module) || products.contains { module.hasPrefix($0) }
    }
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
