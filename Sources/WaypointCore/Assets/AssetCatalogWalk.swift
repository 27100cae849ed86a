import Foundation

/// The assets of an `.xcassets` folder, by their names: a group folder whose `Contents.json`
/// says `provides-namespace` prefixes its assets' names (`Flags/France`).
public enum AssetCatalogWalk {
  /// One asset folder.
  public struct Entry: Sendable, Equatable {
    /// The asset's name, with its groups' namespaces.
    public var name: String
    /// The folder's extension: `imageset`, `colorset`, `appiconset`, ….
    public var kind: String
    /// The folder's path relative to the catalog.
    public var relativePath: String
  }

  /// Every asset folder under `catalog`, in name order within each group.
  public static func entries(in catalog: URL) -> [Entry] {
    var entries: [Entry] = []
    walk(catalog, relative: "", namespace: "", into: &entries)
    return entries
  }

  private static func walk(
    _ root: URL, relative: String, namespace: String, into entries: inout [Entry]
  ) {
    let folder = relative.isEmpty ? root : root.appendingPathComponent(relative)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = relative.isEmpty ? name : relative + "/" + name
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      let base = (name as NSString).deletingPathExtension
      let kind = (name as NSString).pathExtension
      guard kind.isEmpty else {
        entries.append(Entry(name: namespace + base, kind: kind, relativePath: path))
        continue
      }
      let group = FileManager.default.contents(
        atPath: root.appendingPathComponent(path + "/Contents.json").path)
      let prefix = group.map(providesNamespace) == true ? namespace + base + "/" : namespace
      walk(root, relative: path, namespace: prefix, into: &entries)
    }
  }

  /// Whether a group's `Contents.json` says its name prefixes its assets' names.
  public static func providesNamespace(_ data: Data) -> Bool {
    struct Group: Decodable {
      struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
      }
      var properties: Properties?
    }
    return (try? JSONDecoder().decode(Group.self, from: data))?.properties?.providesNamespace
      ?? false
  }
}
