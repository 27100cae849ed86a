import ArgumentParser
import Foundation

/// The command-line options every Waypoint app accepts.
struct AppOptions: ParsableArguments {
  @Flag(help: "Print the first settled screen as plain text and exit.")
  var renderText = false

  @Flag(help: "Print where the user is after the first settled update (after --open) as JSON.")
  var navigationState = false

  @Flag(
    help: """
      Print the first settled screen's views with their frames (in points: 8 a column, 20 a \
      row) and exit.
      """)
  var frames = false

  @Option(help: "The window's width in columns (80 when printing text).")
  var width: Int?

  @Option(help: "The window's height in rows (24 when printing text).")
  var height: Int?

  @Option(name: .customLong("open"), help: "A URL to open at launch, as a deep link.")
  var openText: String?

  @Flag(help: "Continue the activity a running copy of the app advertises (Handoff).")
  var `continue` = false

  @Flag(help: "Make this app the desktop's handler of the URL schemes it declares.")
  var registerURLScheme = false

  @Flag(help: "Undo --register-url-scheme.")
  var unregisterURLScheme = false

  @Flag(help: "Open the app in a desktop window (an executable that links WaypointGTK does).")
  var desktop = false

  @Flag(help: "Run the app in the terminal even where a desktop window could open.")
  var terminal = false

  @Flag(help: "List the app's previews (#Preview and PreviewProvider): name, file and line.")
  var previews = false

  @Option(
    name: .customLong("preview"),
    help: "Show the preview NAME (its name, or FILE.swift:LINE) instead of the app.")
  var previewName: String?

  /// The window's size when `--width` or `--height` fixes it (the other as when printing text).
  var fixedSize: (width: Int, height: Int)? {
    width.map { width in (width, height ?? 24) } ?? height.map { (80, $0) }
  }

  /// Whether the app prints something and exits rather than running.
  var printsAndExits: Bool { renderText || navigationState || frames }

  /// The URL `--open` gave, when it is one.
  var openURL: URL? { openText.flatMap(URL.init(string:)) }

  func validate() throws {
    if let width, width < 1 || width > 1000 {
      throw ValidationError("--width must be between 1 and 1000 columns.")
    }
    if let height, height < 1 || height > 1000 {
      throw ValidationError("--height must be between 1 and 1000 rows.")
    }
    if let openText, URL(string: openText) == nil {
      // Not an error: the app starts as usual, and says why the link was not followed.
      FileHandle.standardError.write(
        Data("Waypoint: --open \(openText.prefix(200)) is not a URL; starting as usual.\n".utf8))
    }
  }
}
