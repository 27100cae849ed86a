import ArgumentParser

/// `waypoint`: Waypoint's command-line tools.
@main
struct WaypointCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "waypoint",
    abstract: "Tools for SwiftUI navigation code.",
    subcommands: [
      NewCommand.self, LintCommand.self, AASACommand.self, PortCommand.self,
    ])
}
