import Foundation
import Synchronization
import WaypointCore

/// The image sets of the app's asset catalogs, read once from the folders SwiftPM copies
/// beside the executable (`Assets.xcassets` declared as a resource) and kept by name.
///
/// `Image("name")` looks in every catalog found beside the executable; `Image("name",
/// bundle:)` in that bundle's. The browser serves only files listed here, by `webPath`.
public final class ImageAssets: Sendable {
  /// The catalogs beside the running executable.
  public static let shared = ImageAssets(
    root: Bundle.main.resourceURL ?? Bundle.main.bundleURL)

  private struct Catalogs {
    /// Assets by root folder path, then by name.
    var byRoot: [String: [String: ImageAsset]] = [:]
    /// Every file by its web path.
    var byWebPath: [String: ImageAsset.Variant] = [:]
    /// The folders beside the executable, in search order, once read.
    var mainFolders: [String]?
    /// Each bundle asked for, by its path: the folder key of its catalogs (nil for the main
    /// bundle), so a view's body does not work out file URLs on every evaluation.
    var bundleFolders: [String: String?] = [:]
  }

  private let root: URL
  private let catalogs = Mutex(Catalogs())

  /// Catalogs under `root`: `*.xcassets` in it and in each resource bundle in it.
  public init(root: URL) {
    self.root = root
  }

  /// The asset named `name`: in `bundle`'s catalogs when one is given (other than the main
  /// bundle), else in every catalog beside the executable.
  public func asset(named name: String, bundle: Bundle? = nil) -> ImageAsset? {
    catalogs.withLock { catalogs in
      if let bundle, let key = folderKey(of: bundle, in: &catalogs) {
        return catalogs.byRoot[key]?[name]
      }
      for folder in loadMain(into: &catalogs) {
        if let asset = catalogs.byRoot[folder]?[name] { return asset }
      }
      return nil
    }
  }

  /// The key of `bundle`'s catalogs, read the first time it is asked for; nil for the main
  /// bundle, whose name looks in every catalog beside the executable.
  private func folderKey(of bundle: Bundle, in catalogs: inout Catalogs) -> String? {
    if let known = catalogs.bundleFolders[bundle.bundlePath] { return known }
    var key: String?
    if bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL {
      let folder = bundle.resourceURL ?? bundle.bundleURL
      load(folder, into: &catalogs)
      key = folder.standardizedFileURL.path
    }
    catalogs.bundleFolders[bundle.bundlePath] = .some(key)
    return key
  }

  /// The file served at `webPath`, when an asset lists it; nothing else is ever read.
  public func variant(atWebPath webPath: String) -> ImageAsset.Variant? {
    catalogs.withLock { catalogs in
      loadMain(into: &catalogs)
      return catalogs.byWebPath[webPath]
    }
  }

  /// Reads the catalogs beside the executable the first time; their folders' keys, in order.
  @discardableResult
  private func loadMain(into catalogs: inout Catalogs) -> [String] {
    if let folders = catalogs.mainFolders { return folders }
    let folders = Self.bundleFolders(in: root)
    for folder in folders { load(folder, into: &catalogs) }
    // Only folders with a catalog are searched again.
    let keys = folders.map(\.standardizedFileURL.path).filter {
      !(catalogs.byRoot[$0]?.isEmpty ?? true)
    }
    catalogs.mainFolders = keys
    return keys
  }

  /// `root` and each resource bundle in it, in name order.
  private static func bundleFolders(in root: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return [root]
      + names.sorted().filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.map {
        root.appendingPathComponent($0)
      }
  }

  /// Reads the catalogs directly in `folder` (and a bundle's `Contents/Resources`), once.
  private func load(_ folder: URL, into catalogs: inout Catalogs) {
    let key = folder.standardizedFileURL.path
    guard catalogs.byRoot[key] == nil else { return }
    var assets: [String: ImageAsset] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let bundleName = Self.bundleKey(folder, root: root)
    for catalog in names.sorted() where catalog.hasSuffix(".xcassets") {
      let catalogURL = folder.appendingPathComponent(catalog)
      let prefix = bundleName + "/" + (catalog as NSString).deletingPathExtension
      for entry in AssetCatalogWalk.entries(in: catalogURL)
      where entry.kind == "imageset" && assets[entry.name] == nil {
        let set = catalogURL.appendingPathComponent(entry.relativePath)
        guard let asset = Self.asset(entry.name, in: set, webPrefix: prefix) else { continue }
        assets[entry.name] = asset
        for variant in asset.variants { catalogs.byWebPath[variant.webPath] = variant }
      }
    }
    catalogs.byRoot[key] = assets
  }

  /// The asset in the `.imageset` folder `set`; nil when its contents cannot be read or it
  /// names no file that is there.
  private static func asset(_ name: String, in set: URL, webPrefix: String) -> ImageAsset? {
    guard
      let data = FileManager.default.contents(
        atPath: set.appendingPathComponent("Contents.json").path),
      let contents = try? ImageSetContents.parse(data)
    else { return nil }
    var variants: [ImageAsset.Variant] = []
    var taken: Set<String> = []
    for variant in contents.preferredVariants {
      let file = set.appendingPathComponent(variant.filename)
      guard let format = variant.format, let header = Self.header(of: file) else { continue }
      let size = format.pixelSize(of: header)
      let scale = variant.scale ?? 1
      var key = "\(scale)x" + (variant.isDark ? "-dark" : "")
      if !taken.insert(key).inserted { key += "-\(taken.count)" }
      let encodedName = name.split(separator: "/").map {
        $0.addingPercentEncoding(withAllowedCharacters: webSafe) ?? String($0)
      }.joined(separator: "/")
      variants.append(
        ImageAsset.Variant(
          file: file, format: format, scale: scale, isDark: variant.isDark,
          pixelWidth: size?.width, pixelHeight: size?.height,
          webPath: "\(webPrefix)/\(encodedName)/\(key).\(format.rawValue)"))
    }
    guard !variants.isEmpty else { return nil }
    variants.sort { ($0.isDark ? 1 : 0, $0.scale) < ($1.isDark ? 1 : 0, $1.scale) }
    return ImageAsset(name: name, isTemplate: contents.isTemplate, variants: variants)
  }

  /// A folder's name in web paths: a resource bundle's name without its extension, `main`
  /// for the executable's own folder.
  private static func bundleKey(_ folder: URL, root: URL) -> String {
    guard folder.standardizedFileURL != root.standardizedFileURL else { return "main" }
    let name = (folder.lastPathComponent as NSString).deletingPathExtension
    return name.addingPercentEncoding(withAllowedCharacters: webSafe) ?? "bundle"
  }

  /// The characters a web path keeps as they are; others are percent-encoded.
  private static let webSafe = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")

  /// The first 64 KB of a file, where every format here keeps its size; nil when unreadable.
  private static func header(of file: URL) -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 65_536)) ?? Data()
  }
}
