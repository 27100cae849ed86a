import Dispatch
import Foundation
import WaypointUI

extension App {
  /// Serves the app to browsers (`--host`, default 127.0.0.1; `--port`, default 8080), each
  /// browser tab its own scene, until SIGINT or SIGTERM, which write every tab's state first.
  /// `--store postgres://…` (or `WAYPOINT_STORE`) shares tabs' state with other workers once
  /// `PostgresStore.install()` (WaypointWebPostgres) has run;
  /// `--max-tabs N` bounds the tabs alive at once (500); `--park-hidden-after SECONDS` (60) and
  /// `--park-idle-after SECONDS` (600), or `never`, park tabs; `--release-measurements-after
  /// SECONDS` (30), or `never`, has idle open tabs drop their sizes. Each browser's files and
  /// SwiftData stores are in a folder of its own under the app's (`--app-data FOLDER`, or
  /// `memory`).
  /// `--navigation-state` (with `--open URL`) prints where a new browser tab starts, as JSON.
  @MainActor
  public static func serveInBrowser(arguments: [String] = Array(CommandLine.arguments.dropFirst()))
    async
  {
    var configuration = WebServer.Configuration()
    // From the environment, so a password in it is not in every `ps` listing.
    configuration.store = ProcessInfo.processInfo.environment["WAYPOINT_STORE"].flatMap {
      $0.isEmpty ? nil : $0
    }
    // Each browser keeps its data as a device would: in a folder of its own under the app's.
    configuration.appDataFolder = URL.applicationSupportDirectory.appendingPathComponent(
      "browsers", isDirectory: true)
    var remaining = arguments[...]
    var printsNavigationState = false
    var openURL: URL?
    while let argument = remaining.popFirst() {
      switch argument {
      case "--host":
        guard let host = remaining.popFirst(), !host.isEmpty else {
          exitWithUsage("--host needs an address")
        }
        configuration.host = host
      case "--port":
        guard let text = remaining.popFirst(), let port = Int(text), (0...65_535).contains(port)
        else {
          exitWithUsage("--port needs a number from 0 to 65535")
        }
        configuration.port = port
      case "--max-tabs":
        guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
          exitWithUsage("--max-tabs needs a number above 0")
        }
        configuration.maxTabs = count
      case "--store":
        guard let address = remaining.popFirst(), !address.isEmpty else {
          exitWithUsage("--store needs a postgres://user@host:port/database address")
        }
        configuration.store = address
      case "--app-data":
        guard let path = remaining.popFirst(), !path.isEmpty else {
          exitWithUsage("--app-data needs a folder, or memory")
        }
        configuration.appDataFolder =
          path == "memory" ? nil : URL(fileURLWithPath: path, isDirectory: true)
      case "--trusted-proxies":
        // The balancers whose X-Forwarded-Proto is believed; "none" trusts none.
        guard let list = remaining.popFirst(), !list.isEmpty else {
          exitWithUsage("--trusted-proxies needs IP addresses separated by commas, or none")
        }
        configuration.trustedProxies =
          list == "none" ? [] : list.split(separator: ",").map { String($0) }
      case "--park-hidden-after", "--park-idle-after", "--release-measurements-after":
        // Seconds before a hidden (or an idle) tab is parked, or an idle one drops the sizes
        // it measured; or never.
        guard let text = remaining.popFirst(), let delay = Self.parkingDelay(text) else {
          exitWithUsage("\(argument) needs a number of seconds above 0, or never")
        }
        switch argument {
        case "--park-hidden-after": configuration.parkHiddenAfter = delay
        case "--park-idle-after": configuration.parkIdleAfter = delay
        default: configuration.releaseMeasurementsAfter = delay
        }
      case "--navigation-state":
        printsNavigationState = true
      case "--open":
        guard let text = remaining.popFirst(), let url = URL(string: text) else {
          exitWithUsage("--open needs a URL")
        }
        openURL = url
      case "--help", "-h":
        print(usage)
        exit(0)
      default:
        exitWithUsage("unknown argument \(argument)")
      }
    }
    if printsNavigationState {
      // A browser tab starts at regular width, as a desktop browser's window is.
      let runtime = ViewRuntime(app: Self(), horizontalSizeClass: .regular, openURL: openURL)
      await runtime.settle()
      print((runtime.scenes.first?.navigationState ?? .empty).json)
      return
    }
    let server = WebServer(configuration: configuration) { Self() }
    let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    let serving = Task {
      try await server.run { port in
        // Printed as soon as the socket is bound, for whoever started the server.
        FileHandle.standardOutput.write(Data("http://\(host):\(port)\n".utf8))
      }
    }
    // A deploy's SIGTERM (or Control-C) stops serving after every tab's state is written.
    let stops = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { serving.cancel() }
      source.resume()
      return source
    }
    defer { for stop in stops { stop.cancel() } }
    do {
      try await serving.value
    } catch let error as StoreError {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    } catch is CancellationError {
      return
    } catch {
      FileHandle.standardError.write(
        Data("Could not serve on \(host):\(configuration.port): \(error)\n".utf8))
      exit(1)
    }
  }

  private static var usage: String {
    "usage: \(ProcessInfo.processInfo.processName) [--host ADDRESS] [--port N] [--max-tabs N]"
      + " [--store postgres://…] [--app-data FOLDER|memory] [--trusted-proxies IP,…|none]"
      + " [--park-hidden-after SECONDS|never] [--park-idle-after SECONDS|never]"
      + " [--release-measurements-after SECONDS|never]"
      + " | --navigation-state [--open URL]"
  }

  /// A parking delay as an argument gives it: seconds above 0, or `never` (nil inside).
  private static func parkingDelay(_ text: String) -> Duration?? {
    if text == "never" { return .some(nil) }
    guard let seconds = Int(text), seconds > 0 else { return nil }
    return .some(.seconds(seconds))
  }

  private static func exitWithUsage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
    exit(2)
  }
}
