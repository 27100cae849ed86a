import Foundation

/// The library targets that the app's local packages give the ported package, what each needs,
/// and what the app links.
struct LocalTargets {
  /// The library targets, each after those it depends on.
  var targets: [PortedTarget] = []
  /// The library targets the app depends on.
  var appDependencies: [String] = []
  /// Packages from elsewhere that the targets or the app need.
  var remote: [RemoteDependency] = []
  /// The source language of the first string catalog of a target.
  var catalogLanguage: String?
  var notes: [PortNote] = []

  /// Plans the targets of `packages` for an app named `appName` that links `appProducts` (nil
  /// when no project says: then every library product).
  static func plan(
    _ packages: [LocalPackage], appName: String, appProducts: [XcodeAppTarget.PackageProduct]?,
    root: URL
  ) throws -> LocalTargets {
    var plan = LocalTargets()
    var taken: Set<String> = [appName]
    var chosen: [(LocalPackage, LocalPackage.Target)] = []
    for package in packages {
      for target in package.targets {
        let place = package.folder + "/Package.swift"
        if target.kind == "testTarget" {
          plan.notes.append(PortNote(path: place, message: "skipped: test target \(target.name)"))
        } else if target.kind != "target" {
          plan.notes.append(
            PortNote(path: place, message: "skipped: \(target.kind) \(target.name); add it by hand")
          )
        } else if !taken.insert(target.name).inserted {
          plan.notes.append(
            PortNote(
              path: place, message: "skipped: target \(target.name) is named as another target"))
        } else {
          chosen.append((package, target))
        }
      }
    }
    let folders = Dictionary(
      chosen.compactMap { package, target in
        PackageTargetFiles.folder(of: target, in: package, root: root).map { (target.name, $0) }
      }, uniquingKeysWith: { first, _ in first })
    for (package, target) in chosen {
      let place = package.folder + "/Package.swift"
      guard let folder = folders[target.name] else {
        plan.notes.append(PortNote(path: place, message: "skipped: \(target.name) has no folder"))
        continue
      }
      var files = PackageTargetFiles(
        root: root, package: package, target: target, folder: folder,
        otherFolders: Set(
          package.targets.compactMap {
            $0.name == target.name
              ? nil : PackageTargetFiles.folder(of: $0, in: package, root: root)
          }))
      try files.collect()
      plan.notes += files.notes + files.droppedRuleNotes
      plan.catalogLanguage = plan.catalogLanguage ?? files.catalogLanguage
      if files.unused > 0 {
        plan.notes.append(
          PortNote(
            path: folder,
            message:
              "\(files.unused) file\(files.unused == 1 ? "" : "s") of \(target.name) neither "
              + "Swift nor a declared resource left out"))
      }
      var dependencies: [String] = []
      var products: [RemoteDependency] = []
      for dependency in target.dependencies {
        switch plan.resolve(dependency, of: target.name, in: package, among: packages) {
        case .local(let names): dependencies += names.filter { $0 != target.name }
        case .remote(let dependency):
          plan.remote.append(dependency)
          if dependency.isDeclared { products.append(dependency) }
        }
      }
      plan.targets.append(
        PortedTarget(
          name: target.name, isExecutable: false, sources: files.sources,
          resources: files.resources, resourceRules: files.resourceRules,
          assetCatalogs: files.assetCatalogs, dependencies: dependencies,
          remoteProducts: products))
    }
    let empty = plan.targets.filter { $0.sources.isEmpty }.map(\.name)
    for name in empty {
      plan.notes.append(PortNote(message: "skipped: target \(name) has no Swift sources"))
    }
    plan.targets.remove(Set(empty))
    let ported = Set(plan.targets.map(\.name))
    for index in plan.targets.indices {
      var seen: Set<String> = []
      plan.targets[index].dependencies.removeAll {
        !ported.contains($0) || !seen.insert($0).inserted
      }
    }
    plan.targets = plan.targets.inBuildOrder()
    plan.linkApp(appName: appName, products: appProducts, packages: packages)
    // With a product the port cannot find, what the app needs is not known: all stay.
    if appProducts != nil,
      !plan.remote.contains(where: { $0.neededBy == appName && $0.package == nil })
    {
      plan.keepOnlyNeeded(appName: appName)
    }
    return plan
  }

  /// Leaves out, with a note each, the targets the app does not need, directly or through
  /// another target: Xcode builds only the products the project links, so a package or target
  /// beside the app that nothing links (an old copy, an example) is not the app's.
  private mutating func keepOnlyNeeded(appName: String) {
    var needed = Set(appDependencies)
    var pending = appDependencies
    while let name = pending.popLast() {
      for dependency in targets.first(where: { $0.name == name })?.dependencies ?? []
      where needed.insert(dependency).inserted {
        pending.append(dependency)
      }
    }
    for target in targets where !needed.contains(target.name) {
      notes.append(
        PortNote(
          message:
            "skipped: target \(target.name) of a local package, as the app's target does not "
            + "link it"))
    }
    targets.removeAll { !needed.contains($0.name) }
    remote.removeAll { $0.neededBy != appName && !needed.contains($0.neededBy) }
  }

  private enum Resolved {
    case local([String])
    case remote(RemoteDependency)
  }

  /// The local targets `dependency` names, or the remote package it is from.
  private func resolve(
    _ dependency: LocalPackage.Dependency, of target: String, in package: LocalPackage,
    among packages: [LocalPackage]
  ) -> Resolved {
    switch dependency {
    case .target(let name): return .local([name])
    case .byName(let name):
      if package.targets.contains(where: { $0.name == name }) { return .local([name]) }
      if let local = Self.product(name, in: packages) { return .local(local) }
      let reference = Self.remotePackage(named: name, in: package)
      return .remote(
        RemoteDependency(
          product: name, package: reference?.location, neededBy: target,
          requirement: reference?.requirement))
    case .product(let name, let packageName):
      // SwiftPM's package identities ignore case.
      let reference = package.dependencies.first {
        $0.identity.lowercased() == packageName.lowercased()
      }
      let local = packages.first {
        $0.name == packageName
          || $0.folder.split(separator: "/").last.map(String.init) == packageName
      }
      if let local, reference?.isLocal ?? true, let targets = Self.product(name, in: [local]) {
        return .local(targets)
      }
      return .remote(
        RemoteDependency(
          product: name, package: reference?.location ?? packageName, neededBy: target,
          requirement: reference?.requirement))
    }
  }

  /// The remote package a product named `name` is likely from: the one whose identity is the
  /// name, else ends in `-name` (`swift-algorithms` for `Algorithms`), else the only one.
  private static func remotePackage(named name: String, in package: LocalPackage)
    -> LocalPackage.PackageReference?
  {
    let remote = package.dependencies.filter { !$0.isLocal }
    let lowered = name.lowercased()
    return remote.first { $0.identity.lowercased() == lowered }
      ?? remote.first { $0.identity.lowercased().hasSuffix("-" + lowered) }
      ?? (remote.count == 1 ? remote.first : nil)
  }

  /// The targets of the library product `name`, else of the target so named, in `packages`.
  private static func product(_ name: String, in packages: [LocalPackage]) -> [String]? {
    for package in packages {
      if let product = package.products.first(where: { $0.name == name }) {
        return product.targets
      }
    }
    return packages.lazy.flatMap(\.targets).first { $0.name == name && $0.kind == "target" }
      .map { [$0.name] }
  }

  /// Sets what the app depends on: the local products it links, or every library product.
  private mutating func linkApp(
    appName: String, products: [XcodeAppTarget.PackageProduct]?, packages: [LocalPackage]
  ) {
    var names: [String] = []
    if let products {
      for product in products {
        if let url = product.repositoryURL {
          remote.append(
            RemoteDependency(
              product: product.name, package: url, neededBy: appName,
              requirement: product.requirement))
        } else if let targets = Self.product(product.name, in: packages) {
          names += targets
        } else {
          remote.append(RemoteDependency(product: product.name, package: nil, neededBy: appName))
        }
      }
    } else {
      for package in packages {
        names +=
          package.products.isEmpty
          ? package.targets.filter { $0.kind == "target" }.map(\.name)
          : package.products.flatMap(\.targets)
      }
    }
    let ported = Set(targets.map(\.name))
    var seen: Set<String> = []
    appDependencies = names.filter { ported.contains($0) && seen.insert($0).inserted }
  }
}
