import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an executable on a pseudo-terminal of a given size, as a person's terminal would, and
/// records everything it writes.
public final class PseudoTerminal {
  /// The program running on the terminal.
  public let process = Process()
  let master: Int32
  let slave: Int32
  /// Every byte the program wrote, in order.
  public private(set) var output: [UInt8] = []
  /// The screen those bytes drew.
  public private(set) var screen: VirtualTerminal
  /// The terminal's settings before the program changed them.
  public let settingsBefore: termios
  /// Where the app keeps its saved state, preferences, socket and desktop entries
  /// (`XDG_STATE_HOME`, `XDG_CONFIG_HOME`, `XDG_RUNTIME_DIR` and `XDG_DATA_HOME` inside it): a
  /// directory of this run's own, so runs never see each other unless given the same one.
  public let stateDirectory: URL
  private let ownsStateDirectory: Bool

  /// Starts `executable` with `arguments` on a new terminal of `width` by `height` cells.
  public init(
    executable: URL, arguments: [String] = [], width: Int = 80, height: Int = 24,
    stateDirectory: URL? = nil, errorsToTerminal: Bool = false
  ) throws {
    ownsStateDirectory = stateDirectory == nil
    self.stateDirectory =
      stateDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "waypoint-pty-state-\(UUID().uuidString)", isDirectory: true)
    let functions = try PseudoTerminalFunctions()
    master = functions.openMaster(O_RDWR | O_NOCTTY)
    guard master >= 0, functions.grant(master) == 0, functions.unlock(master) == 0,
      let name = functions.name(master)
    else {
      throw PseudoTerminalError.unavailable("posix_openpt failed: errno \(errno)")
    }
    let path = String(cString: name)
    slave = open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw PseudoTerminalError.unavailable("cannot open \(path)") }
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    var settings = termios()
    tcgetattr(slave, &settings)
    settingsBefore = settings
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    screen = VirtualTerminal(width: width, height: height)

    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = self.stateDirectory.appendingPathComponent("state").path
    environment["XDG_CONFIG_HOME"] = self.stateDirectory.appendingPathComponent("config").path
    let runtimeDirectory = self.stateDirectory.appendingPathComponent("run")
    try FileManager.default.createDirectory(
      at: runtimeDirectory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
    environment["XDG_DATA_HOME"] = self.stateDirectory.appendingPathComponent("data").path
    process.environment = environment
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = errorsToTerminal ? handle : FileHandle.nullDevice
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(master)
    close(slave)
    if ownsStateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
  }

  /// The terminal's settings now, to compare with those before the program ran.
  public var settingsNow: termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }

  /// Changes the window's size and tells the program, as a terminal emulator does.
  public func resize(width: Int, height: Int) {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    screen = VirtualTerminal(width: width, height: height)
    // Without a controlling terminal the kernel sends no SIGWINCH, so send it here.
    kill(process.processIdentifier, SIGWINCH)
  }

  /// Sends keys as the terminal would.
  public func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads what the program writes until `condition` holds of the screen and nothing more
  /// arrives for a moment; returns the number of bytes read. Fails the test on timeout.
  @discardableResult
  public func read(
    until condition: (VirtualTerminal) -> Bool, timeout: Duration = .seconds(20),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let start = output.count
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var quietSince: ContinuousClock.Instant?
    while clock.now < deadline {
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        let bytes = Array(buffer[0..<count])
        output += bytes
        screen.feed(bytes)
        quietSince = nil
        continue
      }
      if condition(screen) {
        if let quietSince, clock.now - quietSince > .milliseconds(150) {
          return output.count - start
        }
        if quietSince == nil { quietSince = clock.now }
      }
      usleep(5_000)
    }
    Issue.record(
      "Timed out waiting; the screen shows:\n\(screen.text)", sourceLocation: sourceLocation)
    return output.count - start
  }

  /// Waits for the program to exit.
  public func waitForExit(timeout: Duration = .seconds(20)) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while process.isRunning && clock.now < deadline {
      drain()
      usleep(10_000)
    }
    drain()
    return !process.isRunning
  }

  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      output += buffer[0..<count]
      screen.feed(Array(buffer[0..<count]))
    }
  }
}

/// Why a pseudo-terminal could not be opened.
public enum PseudoTerminalError: Error {
  /// The system refused one, for the reason given.
  case unavailable(String)
}

/// The C library's pseudo-terminal functions, which Glibc's module map leaves out (they need
/// `_XOPEN_SOURCE`), looked up at run time.
private struct PseudoTerminalFunctions {
  typealias OpenMaster = @convention(c) (Int32) -> Int32
  typealias OnMaster = @convention(c) (Int32) -> Int32
  typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  let openMaster: OpenMaster
  let grant: OnMaster
  let unlock: OnMaster
  let name: Name

  init() throws {
    func lookup<F>(_ symbol: String, as type: F.Type) throws -> F {
      // RTLD_DEFAULT: search the libraries already loaded.
      guard let pointer = dlsym(nil, symbol) else {
        throw PseudoTerminalError.unavailable("\(symbol) not found")
      }
      return unsafeBitCast(pointer, to: type)
    }
    openMaster = try lookup("posix_openpt", as: OpenMaster.self)
    grant = try lookup("grantpt", as: OnMaster.self)
    unlock = try lookup("unlockpt", as: OnMaster.self)
    name = try lookup("ptsname", as: Name.self)
  }
}
