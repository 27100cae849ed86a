import ArgumentParser
import WaypointTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension App {
  /// Runs the app: interactively in the terminal when standard input and output are one,
  /// otherwise by printing its first screen as text (as `--render-text` does).
  @MainActor
  public static func main() async {
    let options: AppOptions
    do {
      options = try AppOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      AppOptions.exit(withError: error)
    }
    if options.previews || options.previewName != nil {
      exit(await runPreviews(options))
    }
    let appName = ProcessInfo.processInfo.processName
    if options.registerURLScheme || options.unregisterURLScheme {
      exit(registerURLSchemes(options, appName: appName))
    }
    // A URL for a copy of the app that is already running goes to it, and this launch ends.
    if !options.printsAndExits, let url = options.openURL,
      SingleInstance.ask("open \(url.absoluteString)", appName: appName) == "ok"
    {
      return
    }
    var continued: NSUserActivity?
    if options.continue {
      continued = SingleInstance.ask("activity", appName: appName).flatMap { answer in
        answer.hasPrefix("activity ") ? ActivityTransfer.decode(String(answer.dropFirst(9))) : nil
      }
      if continued == nil {
        printError("No running copy of \(appName) advertises an activity to continue.")
      }
    }

    // An executable that links a desktop renderer opens a window where there is a desktop to
    // open it on, as an app on a Mac does; `--terminal` keeps it in the terminal.
    if !options.printsAndExits, !options.terminal, options.desktop || DesktopRenderers.hasDisplay,
      let desktop = DesktopRenderers.linked
    {
      await desktop.run(Self.self, openURL: options.openURL)
      return
    }
    if options.desktop {
      printError(
        "--desktop needs a desktop renderer linked into the app: build its NAME-desktop "
          + "product (WaypointGTK), or run it in the terminal without --desktop.")
      exit(2)
    }
    let fixedSize = options.fixedSize
    let interactive = !options.printsAndExits && TerminalRenderer.isInteractive
    // The app starts at the window's size class, so it is not first built for another width.
    let width = fixedSize?.0 ?? (interactive ? TerminalRenderer.windowSize?.width : nil) ?? 80
    // A printed screen starts afresh and saves nothing; an interactive run keeps its scenes'
    // state between launches.
    // The app's files (and SwiftData's default store) are the user's when it runs interactively;
    // a printed screen reads and writes none.
    let appData: AppDataLocation = interactive ? .standard : .memory
    let runtime = AppDataLocation.$current.withValue(appData) {
      ViewRuntime(
        app: Self(), horizontalSizeClass: TerminalRenderer.sizeClass(forWidth: width),
        restoration: interactive ? .standard(appName: appName) : .inMemory(),
        appStorage: interactive
          ? MergingUserDefaults.standard(appName: appName) : MergingUserDefaults(fileURL: nil),
        openURL: options.openURL, appData: appData)
    }
    if let continued { runtime.continueUserActivity(continued) }
    // A URL nothing acted on, or that the app could not take, is said where a user looks.
    if options.openURL != nil {
      for diagnostic in runtime.diagnostics where diagnostic.code == .urlNotHandled {
        printError("Waypoint: \(diagnostic)")
      }
    }

    if interactive {
      await runInteractively(runtime, size: fixedSize, appName: appName)
      return
    }
    if options.navigationState {
      await runtime.settle()
      print((runtime.scenes.first?.navigationState ?? .empty).json)
      return
    }
    let size = fixedSize ?? (80, 24)
    if options.frames {
      await runtime.settle()
      print(TerminalRenderer.renderFrames(runtime, width: size.0, height: size.1))
      return
    }
    if !options.renderText {
      printError(
        "The interactive app needs a terminal on standard input and output; printing its first "
          + "screen instead (as --render-text does).")
    }
    print(await TerminalRenderer.renderText(runtime, width: size.0, height: size.1))
  }

  /// Runs `runtime` in the terminal, receiving what later launches hand over, until the user
  /// quits or a signal ends it; then saves.
  @MainActor
  private static func runInteractively(
    _ runtime: ViewRuntime, size: (width: Int, height: Int)?, appName: String
  ) async {
    let (urls, incoming) = AsyncStream.makeStream(of: URL.self)
    var listener = SingleInstance.listen(appName: appName) { command in
      answer(command, runtime: runtime, incoming: incoming)
    }
    let ending: TerminalRenderer.Ending
    do {
      ending = try await TerminalRenderer.run(runtime, size: size, openedURLs: urls)
    } catch {
      printError("\(error)")
      try? runtime.shutDown()
      exit(1)
    }
    listener = nil
    _ = listener
    // Quitting, or asked to end by a signal: the scene goes to the background and saves.
    do {
      try runtime.shutDown()
    } catch {
      printError("The app's state could not be saved: \(error)")
    }
    if case .signal(let signalNumber) = ending {
      // End as the signal would have ended the app, so whoever sent it sees that.
      TerminalRenderer.endProcess(with: signalNumber)
    }
  }

  /// The running copy's answer to a later launch: `open URL` opens it, `activity` gives the
  /// advertised activity.
  @MainActor
  private static func answer(
    _ command: String, runtime: ViewRuntime, incoming: AsyncStream<URL>.Continuation
  ) -> String {
    if command == "ping" { return "pong" }
    if command.hasPrefix("open ") {
      guard let url = URL(string: String(command.dropFirst(5))) else { return "not a URL" }
      incoming.yield(url)
      return "ok"
    }
    if command == "activity" {
      return runtime.currentUserActivity.flatMap(ActivityTransfer.encode).map { "activity " + $0 }
        ?? "none"
    }
    return "unknown command"
  }

  /// `--register-url-scheme` and `--unregister-url-scheme`; returns the exit status.
  @MainActor
  private static func registerURLSchemes(_ options: AppOptions, appName: String) -> Int32 {
    if options.unregisterURLScheme {
      // swift-format-ignore: ReplaceForEachWithForLoop
      DesktopEntry.unregister(appName: appName).forEach { print($0) }
      return 0
    }
    let schemes = ViewRuntime(app: Self()).urlSchemes.sorted()
    guard !schemes.isEmpty else {
      printError(
        "\(appName) declares no URL scheme; add .urlSchemes(\"scheme\") to its WindowGroup.")
      return 1
    }
    do {
      let report = try DesktopEntry.register(
        appName: appName, executable: DesktopEntry.executablePath, schemes: schemes)
      // swift-format-ignore: ReplaceForEachWithForLoop
      report.forEach { print($0) }
      return 0
    } catch {
      printError("The desktop entry could not be written: \(error)")
      return 1
    }
  }
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
