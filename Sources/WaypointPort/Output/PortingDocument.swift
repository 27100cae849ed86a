/// `PORTING.md`: what a port changed and what it left for a person, in the ported package.
enum PortingDocument {
  /// The document for `report`, ported from the folder `project`.
  static func text(_ report: PortReport, project: String) -> String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    var lines = [
      "# Porting \(report.appName) to Linux", "",
      "Made by `waypoint port` from `\(project)`: \(count(report.sources.count, "Swift file")), "
        + "\(count(report.resources.count, "resource")), "
        + "\(count(report.colorNames.count, "asset catalog colour")), "
        + "\(count(report.imageNames.count, "asset catalog image")).",
      "",
      report.readProjectFile
        ? "The files are those the project's application target builds, as its project.pbxproj lists them."
        : report.readPlaygroundManifest
          ? "The files are those the app's Package.swift (a Swift Playgrounds app) gives its executable target."
          : "The files are those a walk over the app's folders found (no project.pbxproj was read).",
      "",
      "Build and run it with `swift run \(report.appName)`; on Linux the app draws in the terminal.",
    ]
    if let web = report.webProduct {
      lines += [
        "",
        "`swift run \(web)` serves the same app to browsers with Waypoint's browser renderer and "
          + "prints its address (`--port`, default 8080; `--host`, default 127.0.0.1). The app's "
          + "sources are the library `\(report.appName)`, whose `@main` was removed; "
          + "`Sources/\(report.appName)Main` and `Sources/\(report.appName)Web` run it.",
      ]
    }
    if let desktop = report.desktopProduct {
      lines += [
        "",
        "`swift run \(desktop)` opens it in a GTK 4 window with Waypoint's desktop renderer "
          + "(`Sources/\(report.appName)Desktop`); Waypoint's `Scripts/install-desktop.sh` "
          + "installs the GTK headers it builds with. Waypoint's "
          + "`Scripts/walk-desktop-app.sh . \(desktop)` walks its window on a display of its own, "
          + "clicking each control and checking every widget sits where the layout pass put it.",
      ]
    }
    if !report.imageNames.isEmpty {
      lines += [
        "",
        "The asset catalogs' image sets are copied into the target's `.xcassets` folder "
          + "(`.process` in Package.swift): Waypoint reads them at run time, the browser shows "
          + "them, and a terminal that speaks the kitty graphics protocol draws them.",
      ]
    }
    if !report.libraryTargets.isEmpty {
      lines += ["", "## Targets from local packages", ""]
      lines += report.libraryTargets.map { "- `\($0)` (`Sources/\($0)/`)" }
      lines += [
        "", "Each comes before the targets that depend on it; the app depends on those it links.",
      ]
    }
    let declared = report.remoteDependencies.filter(\.isDeclared)
    let undeclared = report.remoteDependencies.filter { !$0.isDeclared }
    if !declared.isEmpty {
      lines += ["", "## Remote packages", ""]
      lines += declared.map { "- \($0), \($0.requirement ?? "")" }
      lines += [
        "",
        "Package.swift declares each, and the product on the target that needs it; SwiftPM "
          + "fetches them, and a package that does not build on Linux fails there.",
      ]
    }
    if !undeclared.isEmpty {
      lines += ["", "## Packages not fetched", ""]
      lines += undeclared.map { "- \($0)" }
      lines += [
        "",
        "These are left out of Package.swift (no repository or version requirement is known): "
          + "add each by hand if it builds on Linux, or the imports of it fail.",
      ]
    }
    lines += frameworkSection(report.unavailableSources)
    lines += ["", "## Edits", ""]
    lines +=
      report.edits.isEmpty
      ? ["None."] : report.edits.map { "- `\($0.path):\($0.line)`: \($0.reason)" }
    lines += deprecationSection(report.deprecatedUses)
    lines += ["", "## Notes", ""]
    lines +=
      report.notes.isEmpty
      ? ["None."]
      : report.notes.map { note in
        let place = [note.path, note.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return place.isEmpty ? "- \(note.message)" : "- `\(place)`: \(note.message)"
      }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The uses of deprecated API, by name with the replacement, then each place.
  private static func deprecationSection(_ uses: [DeprecatedUse]) -> [String] {
    guard !uses.isEmpty else { return [] }
    var lines = [
      "", "## Deprecated API", "",
      "The build warns of \(uses.count == 1 ? "this use" : "these \(uses.count) uses") of API "
        + "SwiftUI deprecates, as Xcode does; the app runs as it is.",
      "",
    ]
    let byName = Dictionary(grouping: uses, by: \.name)
    for name in byName.keys.sorted() {
      let places = (byName[name] ?? []).map { "`\($0.path):\($0.line)`" }
      let message = byName[name]?.first?.message ?? ""
      lines.append("- `\(name)`: \(message) (\(places.joined(separator: ", ")))")
    }
    return lines
  }

  /// The frameworks, each module that nothing provides marked so, and UIKit with the names that
  /// keep it.
  private static func frameworks(of source: UnavailableSource) -> String {
    source.frameworks.map {
      if source.unprovided.contains($0) {
        return "\($0) (no target, declared package, Waypoint product or Linux module provides it)"
      }
      if $0 == "UIKit", !source.uiKitNames.isEmpty {
        let names = source.uiKitNames.map { "`\($0)`" }.joined(separator: ", ")
        return "UIKit (\(names): not among WaypointUIKit's names)"
      }
      return $0
    }.joined(separator: ", ")
  }

  private static func frameworkSection(_ sources: [UnavailableSource]) -> [String] {
    guard !sources.isEmpty else { return [] }
    var lines = ["", "## Frameworks Linux lacks", ""]
    let kept = sources.filter { !$0.excluded }
    let excluded = sources.filter(\.excluded)
    if !kept.isEmpty {
      lines += [
        "Kept: the build fails at these imports (`no such module`) until each file is put "
          + "behind `#if canImport(…)` or left out (`waypoint port --exclude-unavailable`).", "",
      ]
      lines += kept.map { "- `\($0.path)`: \(frameworks(of: $0))" }
    }
    if !excluded.isEmpty {
      if !kept.isEmpty { lines.append("") }
      lines += [
        "Left out (`--exclude-unavailable`), with what each declared: code that uses these "
          + "names fails to build until it has a Linux alternative.", "",
      ]
      lines += excluded.map { source in
        let declared =
          source.declarations.isEmpty
          ? "nothing at top level"
          : source.declarations.map { "`\($0)`" }.joined(separator: ", ")
        return "- `\(source.path)`: \(frameworks(of: source)); declared \(declared)"
      }
    }
    return lines
  }
}
