import WaypointUI

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

  /// The size class a window `width` columns wide gives: compact below 90 columns.
  public static func sizeClass(forWidth width: Int) -> UserInterfaceSizeClass {
    width < TerminalSession.regularWidth ? .compact : .regular
  }

  /// The terminal window's size, when standard output is a terminal.
  public static var windowSize: (width: Int, height: Int)? { TerminalDevice.windowSize() }

  /// Runs `runtime` in the terminal until the user quits or input ends, then gives the
  /// terminal back as it was. `size` overrides the window's own size when given.
  public static func run(_ runtime: ViewRuntime, size: (width: Int, height: Int)? = nil)
    async throws
  {
    let device = TerminalDevice()
    try device.start()
    defer { device.restore() }
    let windowSize = size ?? TerminalDevice.windowSize() ?? (80, 24)
    let session = TerminalSession(
      runtime: runtime, width: windowSize.width, height: windowSize.height,
      usesColor: TerminalDevice.supportsColor)
    await runtime.settle()
    device.write(session.output())
    // Tasks and models may change the screen between keys.
    session.onUnrequestedUpdate = { device.write(session.output()) }
    defer { session.onUnrequestedUpdate = nil }

    for await event in TerminalInput.events() {
      switch event {
      case .key(let key):
        if await session.handle(key) == .quit { return }
      case .resize:
        guard size == nil, let newSize = TerminalDevice.windowSize() else { continue }
        session.resize(width: newSize.width, height: newSize.height)
        await runtime.settle()
      }
      device.write(session.output())
    }
  }
}
