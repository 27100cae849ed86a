import Foundation
import WaypointCore

/// What an `.xcassets` folder carries to Linux: its colours (as Swift), its image sets (copied,
/// for Waypoint to read at run time), and a note for each asset or file that is not carried.
struct AssetCatalog: Equatable, Sendable {
  /// The colours, sorted by name.
  var colors: [AssetColor] = []
  /// The image sets kept, by name.
  var imageNames: [String] = []
  /// The files to copy, relative to the catalog: its `Contents.json`, those of the groups that
  /// hold kept image sets, and each kept set's `Contents.json` and image files.
  var copiedFiles: [String] = []
  /// One note per dropped asset or file.
  var notes: [PortNote] = []

  /// Reads the catalog at `relativePath` under `root`; throws when a `Contents.json` that is
  /// needed cannot be read or parsed.
  static func read(_ relativePath: String, in root: URL) throws -> AssetCatalog {
    var catalog = AssetCatalog()
    let folder = root.appendingPathComponent(relativePath)
    _ = try XcodeProject.contents(of: folder)
    var groups: Set<String> = []
    for entry in AssetCatalogWalk.entries(in: folder) {
      let path = relativePath + "/" + entry.relativePath
      switch entry.kind {
      case "colorset":
        try catalog.readColorSet(path, name: entry.name, in: root)
      case "imageset":
        guard try catalog.readImageSet(entry, path: path, in: root) else { continue }
        // The groups on the way keep their namespaces.
        var group = (entry.relativePath as NSString).deletingLastPathComponent
        while !group.isEmpty {
          if FileManager.default.fileExists(
            atPath: folder.appendingPathComponent(group + "/Contents.json").path)
          {
            groups.insert(group + "/Contents.json")
          }
          group = (group as NSString).deletingLastPathComponent
        }
      default:
        catalog.notes.append(
          PortNote(
            path: path,
            message:
              "dropped: \(Self.describe(entry.kind)) \"\(entry.name)\"; Linux has no use for it"))
      }
    }
    catalog.colors.sort { $0.name < $1.name }
    if !catalog.imageNames.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Contents.json").path)
      {
        catalog.copiedFiles.insert("Contents.json", at: 0)
      }
      catalog.copiedFiles += groups.sorted()
    }
    return catalog
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

  /// Keeps an image set's files that Linux can show (PNG, JPEG, GIF, SVG; PDF with a note)
  /// and notes the others; false when nothing of it is kept.
  private mutating func readImageSet(
    _ entry: AssetCatalogWalk.Entry, path: String, in root: URL
  ) throws -> Bool {
    let contentsPath = path + "/Contents.json"
    guard let data = try Self.contents(contentsPath, in: root, required: true) else { return false }
    let contents: ImageSetContents
    do {
      contents = try ImageSetContents.parse(data)
    } catch {
      throw PortError.badAssetContents(path: contentsPath, reason: "\(error)")
    }
    var kept: [String] = []
    for variant in contents.variants {
      let file = entry.relativePath + "/" + variant.filename
      guard
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent(path + "/" + variant.filename).path)
      else {
        notes.append(
          PortNote(
            path: path,
            message: "image set \"\(entry.name)\" names \(variant.filename), which is not there"))
        continue
      }
      switch variant.format {
      case .png?, .jpeg?, .gif?, .svg?:
        kept.append(file)
      case .pdf?:
        kept.append(file)
        notes.append(
          PortNote(
            path: path,
            message:
              "image set \"\(entry.name)\": \(variant.filename) is a PDF vector, which neither "
              + "browsers nor terminals draw; add a PNG or SVG to the set, or its name is shown"))
      case .heic?:
        notes.append(
          PortNote(
            path: path,
            message:
              "image set \"\(entry.name)\": dropped \(variant.filename); nothing on Linux decodes "
              + "HEIC (convert it to PNG or JPEG)"))
      case nil:
        notes.append(
          PortNote(
            path: path,
            message: "image set \"\(entry.name)\": dropped \(variant.filename), not an image format"
          ))
      }
    }
    guard !kept.isEmpty else {
      if contents.variants.isEmpty {
        notes.append(
          PortNote(path: path, message: "dropped: image set \"\(entry.name)\" names no image file"))
      }
      return false
    }
    imageNames.append(entry.name)
    copiedFiles.append(entry.relativePath + "/Contents.json")
    copiedFiles += kept
    return true
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

  private static func describe(_ kind: String) -> String {
    switch kind {
    case "appiconset": "app icon"
    case "symbolset": "symbol image"
    case "dataset": "data set"
    default: "\(kind) asset"
    }
  }
}
