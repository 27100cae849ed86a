import Foundation
import SwiftParser

/// One target's files read, edited and ready to write: its sources with the port's edits, its
/// resources, its asset catalogs' colours as Swift, and its sources that import frameworks Linux
/// lacks (left out with `--exclude-unavailable`).
struct PreparedTarget {
  /// The target, without the sources left out and with the colours file added.
  var target: PortedTarget
  /// What to write, by path relative to the output folder.
  var files: [(String, Data)] = []
  var colorNames: [String] = []
  /// The image sets carried over, by name.
  var imageNames: [String] = []
  var edits: [PortEdit] = []
  var notes: [PortNote] = []
  var unavailable: [UnavailableSource] = []
  /// Uses of API Waypoint deprecates, which the build will warn of.
  var deprecatedUses: [DeprecatedUse] = []
  /// The app's `@main` `App` type, whose attribute was removed (the app target only).
  var appType: String?

  /// Reads and edits `target`'s files in `project`; throws when a source is not UTF-8 text, a
  /// resource cannot be read or an asset catalog is garbled. `isProvided` says whether a module
  /// that is no framework Linux lacks is there to import (a target, a declared package's
  /// product, a toolchain module); an import of one that is not counts as unavailable.
  init(
    _ target: PortedTarget, project: URL, options: PortOptions,
    isProvided: (String) -> Bool = { _ in true }, progress: (String) -> Void = { _ in }
  ) throws {
    self.target = target
    let folder = target.folder
    var colors: [String: AssetColor] = [:]
    var catalogFolders: Set<String> = []
    for catalog in target.assetCatalogs {
      let read = try AssetCatalog.read(catalog, in: project)
      notes += read.notes
      if !read.copiedFiles.isEmpty {
        // Image sets go as they are, in a catalog folder of the target that SwiftPM copies
        // (`.process` compiles it on Apple's systems); Waypoint reads it at run time.
        var name = (catalog as NSString).lastPathComponent
        while !catalogFolders.insert(name).inserted {
          name = (name as NSString).deletingPathExtension + "-\(catalogFolders.count).xcassets"
        }
        let source = project.appendingPathComponent(catalog)
        for file in read.copiedFiles {
          guard
            let data = FileManager.default.contents(
              atPath: source.appendingPathComponent(file).path)
          else { throw PortError.fileSystem(path: catalog + "/" + file, reason: "cannot be read") }
          files.append((target.folder + name + "/" + file, data))
        }
        self.target.resourceRules.append(".process(\(name.debugDescription))")
        imageNames += read.imageNames
      }
      for color in read.colors {
        guard colors[color.name] == nil else {
          notes.append(
            PortNote(path: catalog, message: "dropped colour \"\(color.name)\": named twice"))
          continue
        }
        colors[color.name] = color
      }
    }
    var kept: [ProjectFile] = []
    var declaredNames: Set<String> = []
    var declaredAssetMembers: [String: Set<String>] = [:]
    for source in target.sources {
      progress(source.relativePath)
      guard let data = FileManager.default.contents(atPath: source.source),
        var text = String(data: data, encoding: .utf8)
      else { throw PortError.fileSystem(path: source.relativePath, reason: "not UTF-8 text") }
      let path = folder + source.destination
      var syntax = Parser.parse(source: text)
      // Imports of frameworks the file does not use are rewritten before they count; each
      // replaces one line, so the later edits' lines hold.
      var rewrites: [PortEdit] = []
      let needless = NeedlessImports.find(in: syntax)
      if !needless.isEmpty {
        let applied = SourceEditor.apply(EditFindings(edits: needless), to: text, path: path)
        text = applied.text
        rewrites = applied.edits
        syntax = Parser.parse(source: text)
      }
      let unprovided = UnavailableFrameworks.unprovided(by: syntax, isProvided: isProvided)
      let frameworks = UnavailableFrameworks.imported(by: syntax) + unprovided
      if !frameworks.isEmpty {
        let uiKitNames =
          frameworks.contains("UIKit")
          ? WaypointUIKitNames.beyond(NeedlessImports.usedNames(in: syntax)) : []
        unavailable.append(
          UnavailableSource(
            path: path, frameworks: frameworks, excluded: options.excludeUnavailable,
            declarations: options.excludeUnavailable ? TopLevelDeclarations.list(in: syntax) : [],
            unprovided: unprovided, uiKitNames: uiKitNames))
        if options.excludeUnavailable { continue }
      }
      let result = SourceEditor.edit(
        text, path: path, packageHasResources: !self.target.resourceRules.isEmpty,
        mainComment: target.isExecutable && appType == nil
          ? EntryPointFiles.mainComment(target.name) : nil)
      if let type = result.appType { appType = type }
      kept.append(source)
      files.append((path, Data(result.text.utf8)))
      edits += (rewrites + result.edits).enumerated().sorted {
        ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
      }.map(\.element)
      notes += result.notes
      // Lines as the build will report them: in the edited file.
      let found = DeprecatedUseFinder.find(in: Parser.parse(source: result.text), path: path)
      deprecatedUses += found.uses
      declaredNames.formUnion(found.declared)
      declaredAssetMembers.merge(AssetSymbolsFile.declaredMembers(in: syntax)) { $0.union($1) }
      let imported = Set(ImportEdits.importedModules(of: syntax))
      for product in ["WaypointOSLog", "SwiftData"]
      where imported.contains(product) && !self.target.compatibilityProducts.contains(product) {
        self.target.compatibilityProducts.append(product)
      }
    }
    for file in target.resources {
      if let contents = file.contents {
        files.append((folder + file.destination, contents))
        continue
      }
      guard let data = FileManager.default.contents(atPath: file.source) else {
        throw PortError.fileSystem(path: file.relativePath, reason: "cannot be read")
      }
      files.append((folder + file.destination, data))
    }
    self.target.sources = kept
    deprecatedUses = deprecatedUses.notDeclared(in: declaredNames)
    let sorted = colors.values.sorted { $0.name < $1.name }
    colorNames = sorted.map(\.name)
    // With no source left there is no target to hold the colours.
    if !sorted.isEmpty && !kept.isEmpty {
      let colorsFile = ProjectFile(
        source: "", relativePath: AssetColorsFile.name, destination: AssetColorsFile.name)
      self.target.sources.append(colorsFile)
      files.append((folder + AssetColorsFile.name, Data(AssetColorsFile.text(sorted).utf8)))
    }
    if !kept.isEmpty,
      let symbols = AssetSymbolsFile.text(
        colors: sorted.map(\.name), images: imageNames, declared: declaredAssetMembers)
    {
      self.target.sources.append(
        ProjectFile(
          source: "", relativePath: AssetSymbolsFile.name, destination: AssetSymbolsFile.name))
      files.append((folder + AssetSymbolsFile.name, Data(symbols.utf8)))
    }
  }
}
