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
    let fixedSize =
      options.width.map { width in (width, options.height ?? 24) }
      ?? options.height.map { (80, $0) }
    let interactive = !options.renderText && TerminalRenderer.isInteractive
    // The app starts at the window's size class, so it is not first built for another width.
    let width = fixedSize?.0 ?? (interactive ? TerminalRenderer.windowSize?.width : nil) ?? 80
    let runtime = ViewRuntime(
      app: Self(), horizontalSizeClass: TerminalRenderer.sizeClass(forWidth: width))

    if interactive {
      do {
        try await TerminalRenderer.run(runtime, size: fixedSize)
        return
      } catch {
        printError("\(error)")
        exit(1)
      }
    }
    if !options.renderText {
      printError(
        "The interactive app needs a terminal on standard input and output; printing its first "
          + "screen instead (as --render-text does).")
    }
    let size = fixedSize ?? (80, 24)
    print(await TerminalRenderer.renderText(runtime, width: size.0, height: size.1))
  }
}

/// The command-line options every Waypoint app accepts.
struct AppOptions: ParsableArguments {
  @Flag(help: "Print the first settled screen as plain text and exit.")
  var renderText = false

  @Option(help: "The window's width in columns (80 when printing text).")
  var width: Int?

  @Option(help: "The window's height in rows (24 when printing text).")
  var height: Int?

  func validate() throws {
    if let width, width < 1 || width > 1000 {
      throw ValidationError("--width must be between 1 and 1000 columns.")
    }
    if let height, height < 1 || height > 1000 {
      throw ValidationError("--height must be between 1 and 1000 rows.")
    }
  }
}

private func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
