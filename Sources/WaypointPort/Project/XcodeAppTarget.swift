/// The application target of an Xcode project and the files it builds, as its `project.pbxproj`
/// lists them.
struct XcodeAppTarget: Equatable, Sendable {
  /// A Swift package product the target links.
  struct PackageProduct: Equatable, Sendable {
    /// The product's name.
    var name: String
    /// The remote package's repository, or nil for a local package.
    var repositoryURL: String?
    /// The remote package's version requirement as a manifest writes it (`from: "1.2.0"`), or
    /// nil when the project gives none that SwiftPM can state.
    var requirement: String? = nil
  }

  /// The target's name.
  var name: String
  /// The files of its Sources phase, relative to the project folder.
  var sources: [String]
  /// The files and folders of its Resources phase, relative to the project folder.
  var resources: [String]
  /// Its Xcode 16 synchronized folders.
  var synchronizedFolders: [SynchronizedFolder]
  /// Files of other targets' synchronized folders that the project adds to this target,
  /// relative to the project folder.
  var synchronizedAdditions: [String] = []
  /// The package products it links.
  var packageProducts: [PackageProduct]
  /// Files of its phases left out, and why.
  var notes: [PortNote]

  static let applicationType = "com.apple.product-type.application"

  /// The first iOS application target of `project`, else its first application target; nil when
  /// it has none. `projectPath` names the `project.pbxproj` in notes.
  static func find(in project: PBXProjectFile, projectPath: String) -> XcodeAppTarget? {
    let applications = project.list("targets", of: project.rootObject).filter {
      project.kind(of: $0) == "PBXNativeTarget"
        && project.string("productType", of: $0) == applicationType
    }
    guard
      let chosen = applications.first(where: { isIOS($0, in: project) }) ?? applications.first
    else { return nil }
    var target = XcodeAppTarget(
      name: project.string("name", of: chosen) ?? "App", sources: [], resources: [],
      synchronizedFolders: [], packageProducts: [], notes: [])
    for phase in project.list("buildPhases", of: chosen) {
      switch project.kind(of: phase) {
      case "PBXSourcesBuildPhase": target.sources += target.files(of: phase, in: project)
      case "PBXResourcesBuildPhase": target.resources += target.files(of: phase, in: project)
      default: continue
      }
    }
    target.readSynchronizedFolders(of: chosen, in: project)
    target.packageProducts = project.list("packageProductDependencies", of: chosen).compactMap {
      guard let name = project.string("productName", of: $0) else { return nil }
      let package = project.string("package", of: $0)
      return PackageProduct(
        name: name, repositoryURL: package.flatMap { project.string("repositoryURL", of: $0) },
        requirement: package.flatMap { requirement(of: $0, in: project) })
    }
    if applications.count > 1 {
      target.notes.append(
        PortNote(
          path: projectPath,
          message:
            "ported the application target \"\(target.name)\"; the project has \(applications.count)"
        ))
    }
    return target
  }

  /// The requirement of an `XCRemoteSwiftPackageReference` as `Package.swift` writes it: Xcode's
  /// "up to next major" is `from:`, "up to next minor" `.upToNextMinor(from:)`, "exact" `exact:`,
  /// a branch `branch:`, a commit `revision:` and a range `"1.0.0"..<"2.0.0"`.
  static func requirement(of package: String, in project: PBXProjectFile) -> String? {
    guard let requirement = project.objects[package]?["requirement"]?.dictionary,
      let kind = requirement["kind"]?.string
    else { return nil }
    func quoted(_ key: String) -> String? {
      requirement[key]?.string.map { $0.debugDescription }
    }
    switch kind {
    case "upToNextMajorVersion": return quoted("minimumVersion").map { "from: \($0)" }
    case "upToNextMinorVersion":
      return quoted("minimumVersion").map { ".upToNextMinor(from: \($0))" }
    case "exactVersion": return quoted("version").map { "exact: \($0)" }
    case "branch": return quoted("branch").map { "branch: \($0)" }
    case "revision": return quoted("revision").map { "revision: \($0)" }
    case "versionRange":
      guard let low = quoted("minimumVersion"), let high = quoted("maximumVersion") else {
        return nil
      }
      return "\(low)..<\(high)"
    default: return nil
    }
  }

  /// Whether a target builds for iOS, by its own build settings or else the project's.
  private static func isIOS(_ target: String, in project: PBXProjectFile) -> Bool {
    func settings(_ owner: String) -> [[String: PropertyList]] {
      guard let list = project.string("buildConfigurationList", of: owner) else { return [] }
      return project.list("buildConfigurations", of: list).compactMap {
        project.objects[$0]?["buildSettings"]?.dictionary
      }
    }
    func platforms(_ owner: String) -> [String] {
      settings(owner).flatMap { settings -> [String] in
        let sdk = settings["SDKROOT"]?.string.map { [$0] } ?? []
        let supported = settings["SUPPORTED_PLATFORMS"]?.string?.split(separator: " ").map(
          String.init)
        return sdk + (supported ?? [])
      }
    }
    let own = platforms(target)
    return (own.isEmpty ? platforms(project.rootObject) : own).contains("iphoneos")
  }

  /// The paths of a build phase's files; a localised file gives one path per language.
  private mutating func files(of phase: String, in project: PBXProjectFile) -> [String] {
    var paths: [String] = []
    for buildFile in project.list("files", of: phase) {
      guard let reference = project.string("fileRef", of: buildFile) else { continue }
      let filters =
        project.list("platformFilters", of: buildFile)
        + (project.string("platformFilter", of: buildFile).map { [$0] } ?? [])
      let references =
        project.kind(of: reference) == "PBXVariantGroup"
        ? project.list("children", of: reference) : [reference]
      for reference in references {
        guard let path = project.path(of: reference) else { continue }
        if !filters.isEmpty && !filters.contains("ios") {
          notes.append(
            PortNote(path: path, message: "skipped: built for \(filters.joined(separator: ", "))"))
        } else if path.hasPrefix("/") || path.hasPrefix("../") || path == ".." {
          notes.append(PortNote(path: path, message: "skipped: outside the project folder"))
        } else {
          paths.append(path)
        }
      }
    }
    return paths
  }
}
