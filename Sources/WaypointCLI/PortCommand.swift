import ArgumentParser
import Foundation
import WaypointPort

/// `waypoint port`: makes a SwiftPM package that runs an Xcode-style SwiftUI app on Linux.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Make a SwiftPM package that runs an Xcode SwiftUI app on Linux through Waypoint.",
    discussion: """
      Copies the Swift sources and resources the project's application target builds (as its \
      project.pbxproj lists them; a Swift Playgrounds app's as its Package.swift gives them; \
      else those a walk over its folders finds), makes the library targets of the local Swift \
      packages the app links targets of the package, turns asset catalog colours into Swift, \
      copies its image sets, writes Package.swift and PORTING.md, and makes only mechanical \
      edits, each printed as path:line: reason. The app's sources become a library run by three \
      executables: NAME (the terminal), NAME-web (browsers) and NAME-desktop (a GTK 4 \
      window). Exits 1 when the project or the output folder is wrong.
      """)

  @Argument(
    help: """
      The folder with the app's .xcodeproj and sources, a Swift Playgrounds app (Name.swiftpm), \
      or a folder holding one of them.
      """)
  var project: String

  @Option(name: .shortAndLong, help: "The folder to write the package to.")
  var output: String

  @Option(help: "The Waypoint checkout to depend on (default: the one this tool was built from).")
  var waypoint: String?

  @Flag(help: "Replace what an earlier port wrote in a folder that is not empty.")
  var force = false

  @Flag(
    help: """
      Leave out the sources that import a framework Linux lacks (MapKit, UIKit beyond \
      WaypointUIKit's names, …) or a module nothing in the package provides; PORTING.md lists \
      what each declared.
      """)
  var excludeUnavailable = false

  /// The checkout this file is in: Sources/WaypointCLI/PortCommand.swift is three levels down.
  static let builtFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  func run() throws {
    let waypointPath = URL(fileURLWithPath: waypoint ?? Self.builtFrom).standardizedFileURL.path
    let report: PortReport
    let progress = TerminalProgress.onTerminal()
    do {
      report = try Porter.port(
        project: URL(fileURLWithPath: project), output: URL(fileURLWithPath: output),
        options: PortOptions(
          waypointPath: waypointPath, force: force, excludeUnavailable: excludeUnavailable)
      ) { progress?.report(done: $0, total: $1, path: $2) }
    } catch let error as PortError {
      progress?.finish()
      printError("error: \(error)")
      throw ExitCode(1)
    }
    progress?.finish()
    for edit in report.edits { print(edit) }
    for note in report.notes { print(note) }
    for use in report.deprecatedUses { print(use) }
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let summary = [
      count(report.sources.count, "Swift file"), count(report.resources.count, "resource"),
      count(report.colorNames.count, "colour"), count(report.imageNames.count, "image"),
      count(report.edits.count, "edit"),
      count(report.notes.count, "note"),
      count(report.deprecatedUses.count, "deprecated use"),
    ]
    .joined(separator: ", ")
    let targets =
      report.libraryTargets.isEmpty
      ? "" : " and \(count(report.libraryTargets.count, "library target"))"
    let unavailable = report.unavailableSources.filter { !$0.excluded }.count
    printError(
      "waypoint port: \(report.appName)\(targets): \(summary); see \(output)/PORTING.md")
    if let web = report.webProduct {
      let desktop = report.desktopProduct.map { ", swift run \($0) (a GTK window)" } ?? ""
      printError(
        "waypoint port: swift run \(report.appName) (terminal), swift run \(web) (browsers)"
          + desktop)
    }
    if unavailable > 0 {
      printError(
        "waypoint port: \(unavailable == 1 ? "1 file imports" : "\(unavailable) files import") "
          + "a framework Linux lacks; the build "
          + "fails there (see PORTING.md, or --exclude-unavailable)")
    }
  }
}
