import Foundation

/// A Swift package in the app's folder, as its `Package.swift` declares it.
struct LocalPackage: Equatable, Sendable {
  /// A library product and the targets it is made of.
  struct Product: Equatable, Sendable {
    var name: String
    var targets: [String]
  }

  /// What a target needs, as the manifest writes it.
  enum Dependency: Equatable, Sendable {
    /// `"Name"` or `.byName(name:)`: a target of the package, else a product.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(name: String, package: String)
  }

  /// A resource rule, such as `.process("Resources")`.
  struct Resource: Equatable, Sendable {
    /// The path the rule names, relative to the target's folder.
    var path: String
    /// The rule as written in the manifest.
    var text: String
  }

  /// A target of the package.
  struct Target: Equatable, Sendable {
    /// `target`, `testTarget`, `executableTarget`, `macro`, `plugin`, …
    var kind: String
    var name: String
    /// The `path:` argument, relative to the package's folder.
    var path: String?
    var exclude: [String]
    /// The `sources:` argument, when given.
    var sources: [String]?
    var resources: [Resource]
    var dependencies: [Dependency]
  }

  /// A package the manifest depends on: `.package(url:…)`, `.package(path:…)`.
  struct PackageReference: Equatable, Sendable {
    /// The `name:` argument, when given.
    var name: String?
    /// The URL, path or registry identity.
    var location: String
    /// Whether the package is on disk rather than fetched.
    var isLocal: Bool
    /// A fetched package's requirement as the manifest writes it (`from: "1.0.0"`,
    /// `.upToNextMinor(from: "1.2.0")`, `branch: "main"`); nil when it gives none.
    var requirement: String? = nil

    /// The package's identity: its name, else its location's last component without `.git`.
    var identity: String {
      if let name { return name }
      let last = location.split(separator: "/").last.map(String.init) ?? location
      return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
  }

  /// The package's name.
  var name: String
  /// Its folder, relative to the project folder.
  var folder: String
  /// Its `defaultLocalization`, when it sets one.
  var defaultLocalization: String?
  var products: [Product]
  var targets: [Target]
  var dependencies: [PackageReference]
  /// Its `.iOSApplication(name:targets:…)` products: a Swift Playgrounds app's manifest.
  var applications: [Product] = []

  /// The folders under `root` with a `Package.swift`, three levels deep at most, relative to
  /// `root`; build folders, hidden folders, project bundles, `excluded` and the insides of a
  /// package are not searched.
  static func folders(in root: URL, excluding excluded: String?) -> [String] {
    var found: [String] = []
    var pending: [(String, Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
        continue
      }
      for name in names where !name.hasPrefix(".") && !FileKinds.isProjectBundle(name) {
        let lowered = name.lowercased()
        guard !["build", "deriveddata", "pods", "carthage", "checkouts"].contains(lowered) else {
          continue
        }
        let path = relative.isEmpty ? name : relative + "/" + name
        let child = root.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory),
          isDirectory.boolValue, child.standardizedFileURL.path != excluded
        else { continue }
        if FileManager.default.fileExists(
          atPath: child.appendingPathComponent("Package.swift").path)
        {
          found.append(path)
        } else if depth + 1 < 3 {
          pending.append((path, depth + 1))
        }
      }
    }
    return found.sorted()
  }
}
