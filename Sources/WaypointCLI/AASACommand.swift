import ArgumentParser
import Foundation
import WaypointCore

/// `waypoint aasa`: checks apple-app-site-association files.
struct AASACommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "aasa",
    abstract: "Validate an apple-app-site-association file, or see which app a URL opens.",
    subcommands: [Validate.self, Match.self])

  /// `waypoint aasa validate FILE`.
  struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check an apple-app-site-association file.",
      discussion:
        "Prints each problem on its own line. Exits 1 when there is an error, 0 otherwise.")

    @Argument(help: "The apple-app-site-association file.")
    var file: String

    func run() throws {
      let parsed = try AASACommand.load(file)
      for problem in parsed.problems { print(problem) }
      let errors = parsed.errors.count
      let warnings = parsed.problems.count - errors
      printError(
        "\(file): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
      )
      if errors > 0 { throw ExitCode(1) }
    }
  }

  /// `waypoint aasa match FILE URL…`.
  struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Say, for each URL, whether it opens the app, for which app ID, and which rule decided.",
      discussion: "Exits 0 when every URL opens an app, 1 otherwise.")

    @Argument(help: "The apple-app-site-association file.")
    var file: String

    @Argument(help: "The URLs to check.")
    var urls: [String]

    func run() throws {
      let parsed = try AASACommand.load(file)
      var allOpen = true
      for url in urls {
        let decision = parsed.decision(for: url)
        print("\(url): \(decision)")
        allOpen = allOpen && decision.opensApp
      }
      if !allOpen { throw ExitCode(1) }
    }
  }

  static func load(_ path: String) throws -> AASAFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      printError("error: cannot read \(path)")
      throw ExitCode(2)
    }
    do {
      return try AASAFile(data: data)
    } catch {
      printError("error: \(path): \(error)")
      throw ExitCode(1)
    }
  }
}
