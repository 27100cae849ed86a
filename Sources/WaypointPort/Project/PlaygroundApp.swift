import Foundation

/// A Swift Playgrounds app (`Name.swiftpm`): a package whose manifest imports AppleProductTypes
/// and declares the app as an `.iOSApplication(name:targets:…)` product of an executable target.
/// Its manifest is read with swift-syntax, never run: the app is named after the product, and its
/// files are the executable target's (its `path:`, often `.`, minus the manifest), with the
/// target's resource rules and dependencies.
enum PlaygroundApp {
  /// Whether `root` holds such a manifest.
  static func isPlayground(_ root: URL) -> Bool {
    guard let text = manifestText(root) else { return false }
    return text.contains("AppleProductTypes") || text.contains(".iOSApplication(")
  }

  /// The app in `root`, as a port takes it; nil when `root` holds no playground manifest with an
  /// application product. A manifest that cannot be read is an error.
  static func scan(_ root: URL, excluding excluded: String?) throws -> XcodeProject? {
    guard isPlayground(root), let text = manifestText(root) else { return nil }
    let package: LocalPackage
    do {
      package = try ManifestReader.read(text, folder: "")
    } catch {
      throw PortError.badManifest(path: "Package.swift", reason: error.reason)
    }
    guard let product = package.applications.first,
      let target = package.targets.first(where: {
        product.targets.contains($0.name) && $0.kind == "executableTarget"
      }) ?? package.targets.first(where: { product.targets.contains($0.name) }),
      let folder = PackageTargetFiles.folder(of: target, in: package, root: root)
    else {
      throw PortError.badManifest(
        path: "Package.swift",
        reason: "its .iOSApplication product names no executable target of the package")
    }
    var notes = [
      PortNote(
        path: "Package.swift",
        message:
          "a Swift Playgrounds app: ported the product \"\(product.name)\" and its target "
          + "\(target.name)")
    ]
    let packageFolders = LocalPackage.folders(in: root, excluding: excluded)
    var files = PackageTargetFiles(
      root: root, package: package, target: target, folder: folder,
      otherFolders: Set(
        packageFolders
          + package.targets.compactMap {
            $0.name == target.name
              ? nil : PackageTargetFiles.folder(of: $0, in: package, root: root)
          }))
    try files.collect()
    notes += files.notes + files.droppedRuleNotes
    if files.unused > 0 {
      notes.append(
        PortNote(
          path: folder.isEmpty ? "." : folder,
          message:
            "\(files.unused) file\(files.unused == 1 ? "" : "s") of \(target.name) neither Swift "
            + "nor a declared resource left out"))
    }
    guard !files.sources.isEmpty else { throw PortError.noSwiftSources(root.path) }
    var packages: [LocalPackage] = []
    for folder in packageFolders {
      let manifest = folder + "/Package.swift"
      guard
        let data = FileManager.default.contents(
          atPath: root.appendingPathComponent(manifest).path),
        let text = String(data: data, encoding: .utf8),
        let local = try? ManifestReader.read(text, folder: folder)
      else {
        notes.append(PortNote(path: manifest, message: "skipped the package: cannot be read"))
        continue
      }
      packages.append(local)
    }
    let sources = NameCollisions.renamingSources(
      files.sources,
      reserved: [AssetColorsFile.name, AssetSymbolsFile.name, EntryPointFiles.libraryFile],
      notes: &notes)
    return XcodeProject(
      appName: AppName.sanitised(product.name), sources: sources, resources: files.resources,
      assetCatalogs: files.assetCatalogs, resourceRules: files.resourceRules, notes: notes,
      catalogLanguage: files.catalogLanguage, packages: packages,
      packageProducts: products(of: target, in: package, notes: &notes), fromManifest: true)
  }

  /// The products the app target links, as an Xcode project lists them: each remote one with
  /// its repository and requirement, a local package's without.
  private static func products(
    of target: LocalPackage.Target, in package: LocalPackage, notes: inout [PortNote]
  ) -> [XcodeAppTarget.PackageProduct] {
    target.dependencies.compactMap { dependency in
      let name: String
      let reference: LocalPackage.PackageReference?
      switch dependency {
      case .product(let product, let packageName):
        name = product
        reference = package.dependencies.first {
          $0.identity.lowercased() == packageName.lowercased()
        }
      case .byName(let product):
        name = product
        reference = package.dependencies.first { $0.identity.lowercased() == product.lowercased() }
      case .target(let other):
        notes.append(
          PortNote(
            path: "Package.swift",
            message: "skipped: the app's dependency on target \(other); add it by hand"))
        return nil
      }
      guard let reference, !reference.isLocal else {
        return XcodeAppTarget.PackageProduct(name: name, repositoryURL: nil)
      }
      return XcodeAppTarget.PackageProduct(
        name: name, repositoryURL: reference.location, requirement: reference.requirement)
    }
  }

  private static func manifestText(_ root: URL) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path)
      .flatMap { String(data: $0, encoding: .utf8) }
  }
}
