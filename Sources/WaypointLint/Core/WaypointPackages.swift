import Foundation

/// Which files belong to a package built against Waypoint: one whose `Package.swift` depends on
/// a Waypoint product. The compiler warns of Waypoint's deprecations there, so findings that say
/// the same are left out.
public struct WaypointPackages: Sendable {
  private let read: @Sendable (String) -> String?
  private var byFolder: [String: Bool] = [:]

  /// Reads manifests from disk.
  public init() {
    self.init { try? String(contentsOfFile: $0, encoding: .utf8) }
  }

  /// Reads manifests with `read`, which gives a file's text or nil (tests give their own).
  public init(read: @escaping @Sendable (String) -> String?) {
    self.read = read
  }

  /// Whether the nearest `Package.swift` above `path` depends on Waypoint; a relative path's
  /// search ends in the current folder, an absolute one's at `/`.
  public mutating func contains(_ path: String) -> Bool {
    var folders = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    folders.removeLast()
    var visited: [String] = []
    var answer = false
    while true {
      let folder = folders == [""] ? "/" : folders.joined(separator: "/")
      if let known = byFolder[folder] {
        answer = known
        break
      }
      visited.append(folder)
      let prefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
      if let text = read(prefix + "Package.swift") {
        answer = Self.dependsOnWaypoint(text)
        break
      }
      guard !folders.isEmpty, folders != [""] else { break }
      folders.removeLast()
    }
    for folder in visited { byFolder[folder] = answer }
    return answer
  }

  /// Whether a manifest names a product of the package called Waypoint.
  static func dependsOnWaypoint(_ manifest: String) -> Bool {
    manifest.contains(/package:\s*"(?i:waypoint)"/)
  }
}
