import Foundation
import PackagePlugin

/// `swift package lint-navigation [--target NAME…] [waypoint lint options]`: runs `waypoint lint`
/// on the package's Swift targets.
@main
struct LintNavigation: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets =
      names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
    guard !folders.isEmpty else {
      Diagnostics.warning("No Swift source targets to check.")
      return
    }
    let process = Process()
    process.executableURL = try context.tool(named: "WaypointCLI").url
    process.arguments = ["lint"] + extractor.remainingArguments + folders
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      Diagnostics.error("waypoint lint failed (exit status \(process.terminationStatus)).")
      return
    }
  }
}
