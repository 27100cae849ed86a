/// Files that one SwiftPM target cannot hold together, though an Xcode target or a folder may:
/// two Swift sources of one name in different folders (SwiftPM names each object file after its
/// source, so the build stops at "multiple producers"), and two processed resources of one name
/// (SwiftPM puts them side by side in the bundle: "multiple resources named …").
enum NameCollisions {
  /// `sources` with each later file whose name another file has (or one of `reserved`, the
  /// files the port adds) renamed after its folder: `Views/Item.swift` becomes
  /// `Views/Item-Views.swift`; one note per rename.
  static func renamingSources(
    _ sources: [ProjectFile], reserved: Set<String>, notes: inout [PortNote]
  ) -> [ProjectFile] {
    let names = Set(sources.map { lastComponent($0.destination) })
    var taken = reserved
    var firstPath: [String: String] = [:]
    return sources.map { file in
      let name = lastComponent(file.destination)
      guard taken.contains(name) else {
        taken.insert(name)
        firstPath[name] = file.relativePath
        return file
      }
      var renamed = file
      let folders = file.destination.split(separator: "/").dropLast().map(String.init)
      let stem = String(name.dropLast(".swift".count))
      // The folders nearest the file first, then numbers: `Item-Views`, `Item-App-Views`, `Item-2`.
      let byFolder = (0..<folders.count).lazy.map {
        stem + "-" + folders.suffix($0 + 1).joined(separator: "-") + ".swift"
      }
      let numbered = (2...).lazy.map { stem + "-\($0).swift" }
      func isFree(_ candidate: String) -> Bool {
        !taken.contains(candidate) && !names.contains(candidate)
      }
      let candidate = byFolder.first(where: isFree) ?? numbered.first(where: isFree) ?? name
      taken.insert(candidate)
      renamed.destination = (folders + [candidate]).joined(separator: "/")
      let other = firstPath[name].map { " (\($0))" } ?? " (a file the port writes)"
      notes.append(
        PortNote(
          path: file.relativePath,
          message:
            "renamed \(name) to \(candidate): SwiftPM names object files after their sources, "
            + "and another source of the target has that name\(other)"))
      return renamed
    }
  }

  /// `resources` without each later file that SwiftPM would put where an earlier one goes: a
  /// processed file's name, with its `.lproj` folder for a localised one; one note each.
  /// Files under `copiedFolders` (copied as folders) keep their folder and are all kept.
  static func droppingResources(
    _ resources: [ProjectFile], copiedFolders: [String], notes: inout [PortNote]
  ) -> [ProjectFile] {
    var kept: [String: String] = [:]
    return resources.filter { file in
      if copiedFolders.contains(where: { file.destination.hasPrefix($0 + "/") }) { return true }
      let key = bundleName(file.destination)
      if let earlier = kept[key] {
        notes.append(
          PortNote(
            path: file.relativePath,
            message:
              "left out: SwiftPM puts processed resources side by side, and \(earlier) has the "
              + "name \(key) already"))
        return false
      }
      kept[key] = file.relativePath
      return true
    }
  }

  /// Where SwiftPM's `.process` puts a resource in the bundle: its name, under its `.lproj`.
  static func bundleName(_ destination: String) -> String {
    let components = destination.split(separator: "/").map(String.init)
    if let index = components.lastIndex(where: { $0.hasSuffix(".lproj") }) {
      return components[index...].joined(separator: "/")
    }
    return components.last ?? destination
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
