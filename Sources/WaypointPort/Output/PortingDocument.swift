/// `PORTING.md`: what a port changed and what it left for a person, in the ported package.
enum PortingDocument {
  /// The document for `report`, ported from the folder `project`.
  static func text(_ report: PortReport, project: String) -> String {
    var lines = [
      "# Porting \(report.appName) to Linux", "",
      "Made by `waypoint port` from `\(project)`: \(report.sources.count) Swift "
        + "file\(report.sources.count == 1 ? "" : "s"), \(report.resources.count) "
        + "resource\(report.resources.count == 1 ? "" : "s"), \(report.colorNames.count) asset "
        + "catalog colour\(report.colorNames.count == 1 ? "" : "s").", "",
      "Build and run it with `swift run \(report.appName)`; on Linux the app draws in the terminal.",
      "", "## Edits", "",
    ]
    lines +=
      report.edits.isEmpty
      ? ["None."] : report.edits.map { "- `\($0.path):\($0.line)`: \($0.reason)" }
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
}
