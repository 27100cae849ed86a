/// A package from outside the app's folder that a target needs; a port names it and does not
/// fetch it.
public struct RemoteDependency: Equatable, Sendable, CustomStringConvertible {
  /// The product (or target) named by the dependency.
  public var product: String
  /// The package's URL or identity, when the manifest or project says.
  public var package: String?
  /// The target that needs it.
  public var neededBy: String
  /// The package's version requirement as a manifest writes it (`from: "1.2.0"`,
  /// `branch: "main"`), when the project or manifest gives one; with it and a URL the ported
  /// `Package.swift` declares the package.
  public var requirement: String?

  /// Creates a record of a dependency.
  public init(product: String, package: String?, neededBy: String, requirement: String? = nil) {
    self.product = product
    self.package = package
    self.neededBy = neededBy
    self.requirement = requirement
  }

  /// `Product (package) needed by Target`.
  public var description: String {
    "\(product)\(package.map { " (\($0))" } ?? "") needed by \(neededBy)"
  }

  /// Whether the ported `Package.swift` declares it: its package's location and requirement
  /// are known.
  public var isDeclared: Bool { package != nil && requirement != nil }

  /// The identity SwiftPM gives the package: its URL's last component without `.git`, or a
  /// registry identity as it is.
  public var packageIdentity: String? {
    guard let package else { return nil }
    let last = package.split(separator: "/").last.map(String.init) ?? package
    return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
  }

  /// `.package(url: "…", from: "1.2.0")`, or `.package(id: "scope.name", …)` for a registry
  /// identity; nil when it is not declared.
  var packageDeclaration: String? {
    guard let package, let requirement else { return nil }
    let isURL = package.contains("/") || package.contains(":")
    return ".package(\(isURL ? "url" : "id"): \(package.debugDescription), \(requirement))"
  }
}

/// A source that imports a framework Linux lacks.
public struct UnavailableSource: Equatable, Sendable {
  /// The file, relative to the output folder (`Sources/App/MapView.swift`).
  public var path: String
  /// The frameworks it imports that Linux lacks.
  public var frameworks: [String]
  /// Whether `--exclude-unavailable` left it out of the package.
  public var excluded: Bool
  /// Its top-level declarations (`struct MapView`, `func route()`), listed when excluded.
  public var declarations: [String]
  /// The modules among `frameworks` that are no Apple framework Linux lacks but modules that no
  /// target of the package, no package it declares, no Waypoint product and no toolchain module
  /// provides (a remote package the port could not declare).
  public var unprovided: [String]
  /// The UIKit names it writes that WaypointUIKit does not declare (`UIViewController`), when
  /// it imports UIKit: why its import stays.
  public var uiKitNames: [String]

  /// Creates a record of such a source.
  public init(
    path: String, frameworks: [String], excluded: Bool, declarations: [String],
    unprovided: [String] = [], uiKitNames: [String] = []
  ) {
    self.path = path
    self.frameworks = frameworks
    self.excluded = excluded
    self.declarations = declarations
    self.unprovided = unprovided
    self.uiKitNames = uiKitNames
  }
}
