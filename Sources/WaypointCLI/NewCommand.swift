import ArgumentParser
import Foundation
import WaypointPort

/// `waypoint new NAME`: a package with a small Waypoint app, its tests and a README.
struct NewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Make a package with a Waypoint app, its navigation tests and a README.",
    discussion: """
      Writes NAME/ with Package.swift, an app of two tabs each with its own stack, a router that \
      deep links (name://item/7) open, a sheet, a #Preview, navigation tests written with \
      WaypointTesting, a README and a .gitignore. Then `cd NAME && swift run NAME` runs it and \
      `swift test` tests it. Exits 1 when NAME is not a Swift identifier or NAME/ is not empty.
      """)

  @Argument(help: "The package's name, a Swift identifier (Demo, TodoList).")
  var name: String

  @Option(help: "The Waypoint checkout to depend on (default: the one this tool was built from).")
  var waypoint: String?

  func run() throws {
    let folder = URL(fileURLWithPath: name)
    let waypointPath = URL(fileURLWithPath: waypoint ?? PortCommand.builtFrom)
      .standardizedFileURL.path
    do {
      let written = try NewPackage.make(name: name, in: folder, waypointPath: waypointPath)
      for path in written { print("\(name)/\(path)") }
      print("\nNext: cd \(name) && swift run \(name)   (swift test runs its tests)")
    } catch {
      printError("error: \(error)")
      throw ExitCode(1)
    }
  }
}
