/// A package from outside the app's folder that a target needs; a port names it and does not
/// fetch it.
public struct RemoteDependency: Equatable, Sendable, CustomStringConvertible {
  /// The product (or target) named by the dependency.
  public var product: String
  /// The package's URL or identity, when the manifest or project says.
  public var package: String?
  /// The target that needs it.
  public var neededBy: String

  /// Creates a record of a dependency.
  public init(product: String, package: String?, neededBy: String) {
    self.product = product
    self.package = package
    self.neededBy = neededBy
  }

  /// `Product (package) needed by Target`.
  public var description: String {
    "\(product)\(package.map { " (\($0))" } ?? "") needed by \(neededBy)"
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

  /// Creates a record of such a source.
  public init(path: String, frameworks: [String], excluded: Bool, declarations: [String]) {
    self.path = path
    self.frameworks = frameworks
    self.excluded = excluded
    self.declarations = declarations
  }
}
