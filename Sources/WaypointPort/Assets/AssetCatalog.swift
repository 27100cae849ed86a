import Foundation

/// The colours of an `.xcassets` folder, and a note for each asset that is not carried over.
struct AssetCatalog: Equatable, Sendable {
  /// The colours, sorted by name.
  var colors: [AssetColor] = []
  /// One note per dropped asset.
  var notes: [PortNote] = []

  /// Reads the catalog at `relativePath` under `root`; throws when a `Contents.json` that is
  /// needed cannot be read or parsed.
  static func read(_ relativePath: String, in root: URL) throws -> AssetCatalog {
    var catalog = AssetCatalog()
    try catalog.walk(relativePath, in: root, namespace: "")
    catalog.colors.sort { $0.name < $1.name }
    return catalog
  }

  private mutating func walk(_ relative: String, in root: URL, namespace: String) throws {
    for name in try XcodeProject.contents(of: root.appendingPathComponent(relative))
    where !name.hasPrefix(".") {
      let path = relative + "/" + name
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      let base = (name as NSString).deletingPathExtension
      let kind = (name as NSString).pathExtension
      switch kind {
      case "colorset":
        try readColorSet(path, name: namespace + base, in: root)
      case "":
        let group = try Self.contents(path + "/Contents.json", in: root, required: false)
        let providesNamespace = group.flatMap(Self.providesNamespace) ?? false
        try walk(path, in: root, namespace: providesNamespace ? namespace + base + "/" : namespace)
      default:
        notes.append(
          PortNote(
            path: path,
            message:
              "dropped: \(Self.describe(kind)) \"\(namespace + base)\"; Linux has no asset catalogs"
          ))
      }
    }
  }

  private mutating func readColorSet(_ path: String, name: String, in root: URL) throws {
    let contentsPath = path + "/Contents.json"
    guard let data = try Self.contents(contentsPath, in: root, required: true) else { return }
    switch try ColorSetParser.parse(data, path: contentsPath) {
    case .color(let value): colors.append(AssetColor(name: name, value: value))
    case .dropped(let reason):
      notes.append(PortNote(path: path, message: "dropped colour \"\(name)\": \(reason)"))
    }
  }

  /// The bytes of a `Contents.json`; nil when it is missing and not `required`.
  private static func contents(_ path: String, in root: URL, required: Bool) throws -> Data? {
    let url = root.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else {
      if required { throw PortError.badAssetContents(path: path, reason: "missing") }
      return nil
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw PortError.badAssetContents(path: path, reason: "cannot be read")
    }
    return data
  }

  /// Whether a group's `Contents.json` says its name prefixes its assets' names.
  private static func providesNamespace(_ data: Data) -> Bool? {
    struct Group: Decodable {
      struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
      }
      var properties: Properties?
    }
    return (try? JSONDecoder().decode(Group.self, from: data))?.properties?.providesNamespace
  }

  private static func describe(_ kind: String) -> String {
    switch kind {
    case "imageset": "image set"
    case "appiconset": "app icon"
    case "symbolset": "symbol image"
    case "dataset": "data set"
    default: "\(kind) asset"
    }
  }
}
