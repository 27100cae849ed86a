/// One target of the ported package: the app's executable target or a library target made from
/// a local package's.
struct PortedTarget: Equatable, Sendable {
  /// The target's name, and its folder's under `Sources/`.
  var name: String
  /// Whether it is the app.
  var isExecutable: Bool
  /// Its Swift sources, destinations relative to its folder.
  var sources: [ProjectFile]
  /// Its resources, destinations relative to its folder.
  var resources: [ProjectFile]
  /// Its resource rules as the manifest writes them, such as `.process("Resources")`.
  var resourceRules: [String]
  /// Its asset catalogs, relative to the project folder.
  var assetCatalogs: [String]
  /// The ported targets it depends on, by name.
  var dependencies: [String]
  /// The products of remote packages it depends on that the manifest declares.
  var remoteProducts: [RemoteDependency] = []
  /// Waypoint's products its sources import besides those every target has (`WaypointOSLog`,
  /// `SwiftData`), and Waypoint's products it needs on Linux (`WaypointWeb`).
  var compatibilityProducts: [String] = []
  /// The desktop renderer's products it needs on Linux (`WaypointGTK`), from the package in
  /// Waypoint's `Desktop` folder.
  var desktopProducts: [String] = []
  /// The executable product it makes, when named otherwise than the target.
  var productName: String?

  /// The target's folder in the package, with its slash.
  var folder: String { "Sources/\(name)/" }
}

extension [PortedTarget] {
  /// Removes the targets named `names` and every dependency on them.
  mutating func remove(_ names: Set<String>) {
    removeAll { names.contains($0.name) }
    for index in indices { self[index].dependencies.removeAll { names.contains($0) } }
  }

  /// The targets with each after those it depends on, in their order otherwise; a cycle's
  /// targets come last in their order.
  func inBuildOrder() -> [PortedTarget] {
    var ordered: [PortedTarget] = []
    var placed: Set<String> = []
    var remaining = self
    let names = Set(map(\.name))
    while !remaining.isEmpty {
      let ready = remaining.firstIndex {
        $0.dependencies.allSatisfy { placed.contains($0) || !names.contains($0) }
      }
      let next = remaining.remove(at: ready ?? 0)
      ordered.append(next)
      placed.insert(next.name)
    }
    return ordered
  }
}
