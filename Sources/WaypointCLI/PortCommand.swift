import ArgumentParser
import Foundation
import WaypointPort

/// `waypoint port`: makes a SwiftPM package that runs an Xcode-style SwiftUI app on Linux.
struct PortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port",
    abstract: "Make a SwiftPM package that runs an Xcode SwiftUI app on Linux through Waypoint.",
    discussion: """
      Copies the app's Swift sources and resources, turns asset catalog colours into Swift, \
      writes Package.swift and PORTING.md, and makes only mechanical edits, each printed as \
      path:line: reason. Exits 1 when the project or the output folder is wrong.
      """)

  @Argument(help: "The folder with the app's .xcodeproj and sources.")
  var project: String

  @Option(name: .shortAndLong, help: "The folder to write the package to.")
  var output: String

  @Option(help: "The Waypoint checkout to depend on (default: the one this tool was built from).")
  var waypoint: String?

  @Flag(help: "Replace what an earlier port wrote in a folder that is not empty.")
  var force = false

  /// The checkout this file is in: Sources/WaypointCLI/PortCommand.swift is three levels down.
  static let builtFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  func run() throws {
    let waypointPath = URL(fileURLWithPath: waypoint ?? Self.builtFrom).standardizedFileURL.path
    let report: PortReport
    do {
      report = try Porter.port(
        project: URL(fileURLWithPath: project), output: URL(fileURLWithPath: output),
        options: PortOptions(waypointPath: waypointPath, force: force))
    } catch let error as PortError {
      printError("error: \(error)")
      throw ExitCode(1)
    }
    for edit in report.edits { print(edit) }
    for note in report.notes { print(note) }
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    let summary = [
      count(report.sources.count, "Swift file"), count(report.resources.count, "resource"),
      count(report.colorNames.count, "colour"), count(report.edits.count, "edit"),
      count(report.notes.count, "note"),
    ].joined(separator: ", ")
    printError("waypoint port: \(report.appName): \(summary); see \(output)/PORTING.md")
  }
}
