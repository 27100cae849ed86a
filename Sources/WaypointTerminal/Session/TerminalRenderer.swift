import Foundation
import WaypointUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows a runtime in the terminal: interactively, or once as plain text.
@MainActor
public enum TerminalRenderer {
  /// Whether standard input and output are a terminal, so the app can run interactively.
  public static var isInteractive: Bool { TerminalDevice.isInteractive }

  /// The first settled frame of `runtime` in a window of the given size, as plain text: the
  /// same screen the interactive renderer would draw, without styles.
  public static func renderText(_ runtime: ViewRuntime, width: Int, height: Int) async -> String {
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: width, height: height, usesColor: false)
    await runtime.settle()
    return session.screen.plainText
  }

  /// The on-screen views of the first scene with their frames, as the layout pass places them
  /// in a window `width` columns by `height` rows (8 by 20 points a cell, text in cells; the
  /// content has all but three columns, which hold the focus marker and the scroll indicator).
  public static func renderFrames(_ runtime: ViewRuntime, width: Int, height: Int) -> String {
    _ = TerminalSession(runtime: runtime, width: width, height: height, usesColor: false)
    runtime.flush()
    guard let scene = runtime.scenes.first else { return "" }
    runtime.layOut(scene)
    return TextSnapshot.render(
      scene.elements,
      options: TextSnapshot.Options(onScreenOnly: true, showsModifiers: false, showsFrames: true))
  }

  /// The size class a window `width` columns wide gives: compact below 90 columns.
  public static func sizeClass(forWidth width: Int) -> UserInterfaceSizeClass {
    width < TerminalSession.regularWidth ? .compact : .regular
  }

  /// The terminal window's size, when standard output is a terminal.
  public static var windowSize: (width: Int, height: Int)? { TerminalDevice.windowSize() }

  /// How an interactive run ended.
  public enum Ending: Sendable, Equatable {
    /// The user quit (q, Ctrl-C).
    case quit
    /// Standard input closed.
    case inputClosed
    /// Another process asked the app to end with this signal (SIGTERM, SIGHUP, SIGINT); the
    /// caller saves what it must, then ends with the signal.
    case signal(Int32)
  }

  /// Runs `runtime` in the terminal until the user quits, input ends or a signal asks it to
  /// end, then gives the terminal back as it was. `size` overrides the window's own size when
  /// given; `openedURLs` are opened as they arrive (URLs later launches hand over). The scene
  /// phase follows the terminal: `.inactive` while the window has lost the
  /// focus, `.background` while suspended (Ctrl-Z) and once the run ends.
  @discardableResult
  public static func run(
    _ runtime: ViewRuntime, size: (width: Int, height: Int)? = nil,
    openedURLs: AsyncStream<URL>? = nil
  ) async throws -> Ending {
    let events = TerminalInput.events()
    let device = TerminalDevice()
    try device.start()
    defer { device.restore() }
    let windowSize = size ?? TerminalDevice.windowSize() ?? (80, 24)
    let session = TerminalSession(
      runtime: runtime, width: windowSize.width, height: windowSize.height,
      usesColor: TerminalDevice.supportsColor)
    session.cellPixelSize = TerminalDevice.cellPixelSize() ?? .assumed
    await runtime.settle()
    // Whether the terminal draws pictures: asked once, answered among the keys.
    device.write(KittyGraphics.query)
    device.write(session.output())
    // Tasks and models may change the screen between keys.
    session.onUnrequestedUpdate = { device.write(session.output()) }
    defer { session.onUnrequestedUpdate = nil }
    // URLs later launches hand over (single instance) open here, between keys.
    let opening = openedURLs.map { urls in
      Task { @MainActor in
        for await url in urls {
          runtime.open(url)
          device.write(session.output())
        }
      }
    }
    defer { opening?.cancel() }

    for await event in events {
      switch event {
      case .key(.focusLost):
        if runtime.scenePhase == .active { runtime.scenePhase = .inactive }
        continue
      case .key(.focusGained):
        if runtime.scenePhase == .inactive { runtime.scenePhase = .active }
        continue
      case .key(.reply(let reply)):
        session.handle(reply)
      case .key(.suspend):
        try suspend(runtime, device: device, session: session)
        await runtime.settle()
      case .key(let key):
        if await session.handle(key) == .quit { return .quit }
      case .resize:
        guard size == nil, let newSize = TerminalDevice.windowSize() else { continue }
        session.resize(width: newSize.width, height: newSize.height)
        session.cellPixelSize = TerminalDevice.cellPixelSize() ?? .assumed
        await runtime.settle()
      case .terminate(let signal):
        return .signal(signal)
      }
      device.write(session.output())
    }
    return .inputClosed
  }

  /// Ends the process with `signal`, as the signal would have ended it: after a run that
  /// ended with `.signal` and whatever saving the caller does.
  public static func endProcess(with signal: Int32) -> Never {
    SignalRestore.end(with: signal)
    // Only when the signal does not end the process (caught elsewhere): still end.
    exit(128 + signal)
  }

  /// Ctrl-Z: the scene goes to the background (saving its state) and the terminal is given
  /// back while the process is stopped; when it continues, the app takes the terminal again,
  /// draws the whole screen and is active.
  private static func suspend(
    _ runtime: ViewRuntime, device: TerminalDevice, session: TerminalSession
  ) throws {
    runtime.scenePhase = .background
    device.restore()
    TerminalDevice.stopProcess()
    try device.start()
    session.redrawAll()
    runtime.scenePhase = .active
  }
}
