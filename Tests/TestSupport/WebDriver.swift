import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thrown by `BrowserSession.start` when the machine can't run browser tests, so callers can skip.
public struct WebDriverUnavailable: Error, CustomStringConvertible {
  /// What is missing, phrased so the fix is obvious from a test log.
  public let description: String
}

/// A failure reported by chromedriver, or a `waitUntil` that ran out of time.
public struct WebDriverError: Error, CustomStringConvertible {
  /// The W3C error code (e.g. "no such element"), or "timeout" for `waitUntil`.
  public let error: String
  /// The driver's explanation, which usually names the selector or script at fault.
  public let message: String
  /// One line for test output; chromedriver's messages often repeat the code, so it goes once.
  public var description: String {
    message.hasPrefix(error) ? "WebDriver \(message)" : "WebDriver \(error): \(message)"
  }
}

/// One headless Chromium driven over W3C WebDriver through a private chromedriver process.
///
/// `@unchecked Sendable` is sound: every stored property is set once in `init`, and `Process`
/// is safe to query and signal from any thread.
public final class BrowserSession: @unchecked Sendable {
  /// The WebDriver code point for Escape, for `pressKey`.
  public static let escapeKey = "\u{E00C}"
  /// The W3C key under which element references travel; fixed by the spec.
  private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

  /// Kept so `quit` and `deinit` can stop the driver we launched and nothing else.
  private let driver: Process
  /// The driver's port on 127.0.0.1.
  private let port: Int
  /// `/session/<id>`: every command after `start` is relative to it.
  private let session: String

  /// Private because a session is only usable once `start` has seen chromedriver answer.
  private init(driver: Process, port: Int, session: String) {
    self.driver = driver
    self.port = port
    self.session = session
  }

  /// A safety net for tests that throw before `quit`, which would otherwise leave Chromium
  /// running; best effort, as the process may exit before the detached task runs.
  deinit {
    guard driver.isRunning else { return }
    let (port, session, pid) = (port, session, driver.processIdentifier)
    Task.detached {
      _ = try? await Self.perform("DELETE", port, session, nil)
      _ = Foundation.kill(pid, SIGKILL)
    }
  }

  /// Whether chromedriver and Chromium are installed, so browser tests can skip saying why.
  public static var isAvailable: Bool { driverPath != nil && browserPath != nil }

  private static var driverPath: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let drivers =
      path.split(separator: ":").map { "\($0)/chromedriver" }
      + ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
    return drivers.first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// Debian's /usr/bin/chromium is a shell wrapper; the ELF behind it skips /etc/chromium.d.
  private static var browserPath: String? {
    [
      "/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser",
      "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable",
    ].first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// Launches chromedriver on a free port and opens a headless Chromium window of the given size.
  public static func start(windowWidth: Int = 1200, height: Int = 900) async throws
    -> BrowserSession
  {
    guard let driverPath = Self.driverPath else {
      throw WebDriverUnavailable(description: "no chromedriver (apt install chromium-driver)")
    }
    guard let browserPath = Self.browserPath else {
      throw WebDriverUnavailable(description: "no Chromium (apt install chromium)")
    }
    let port = try freePort()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: driverPath)
    process.arguments = ["--port=\(port)"]
    // Unread pipes would fill up and stall the driver, so its chatter goes nowhere.
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    do {
      try await waitUntilReady(port, process)
      // Tests run as root in CI containers, where Chromium refuses to start with its sandbox.
      let args = [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--window-size=\(windowWidth),\(height)",
      ]
      let options: [String: Any] = ["binary": browserPath, "args": args]
      // A hung page should fail its test in seconds, not after chromedriver's default 300 s.
      let always: [String: Any] = [
        "browserName": "chrome", "goog:chromeOptions": options, "timeouts": ["pageLoad": 30_000],
      ]
      let capabilities = ["alwaysMatch": always]
      let value = try await perform("POST", port, "/session", ["capabilities": capabilities])
      guard let id = (value as? [String: Any])?["sessionId"] as? String else {
        throw WebDriverError(error: "session not created", message: "\(value)")
      }
      return BrowserSession(driver: process, port: port, session: "/session/\(id)")
    } catch {
      kill(process)
      throw error
    }
  }

  /// Ends the browser through the driver first, because killing chromedriver orphans Chromium;
  /// returns once the driver is gone so the next test starts from a clean slate.
  public func quit() async {
    _ = try? await Self.perform("DELETE", port, session, nil)
    Self.kill(driver)
    for _ in 0..<100 where driver.isRunning { try? await Task.sleep(for: .milliseconds(20)) }
  }

  /// Loads `url` and returns once the page's load event has fired.
  public func navigate(to url: String) async throws {
    try await command("POST", "url", ["url": url])
  }
  /// The address the page is at now, after any redirects or client-side navigation.
  public func currentURL() async throws -> String { try await string("GET", "url") }
  /// The document's title, handy as a cheap "which page am I on" check.
  public func title() async throws -> String { try await string("GET", "title") }
  /// Goes back one entry in session history, like the browser's Back button.
  public func back() async throws { try await command("POST", "back") }
  /// Goes forward one entry in session history.
  public func forward() async throws { try await command("POST", "forward") }
  /// Reloads the current page.
  public func refresh() async throws { try await command("POST", "refresh") }

  /// Opens a new tab of the same browser (same cookies) and returns its window handle.
  public func newTab() async throws -> String {
    let value = try await command("POST", "window/new", ["type": "tab"])
    guard let handle = (value as? [String: Any])?["handle"] as? String else {
      throw WebDriverError(error: "unexpected value", message: "window/new returned \(value)")
    }
    return handle
  }

  /// The handle of the tab commands go to now.
  public func currentTab() async throws -> String { try await string("GET", "window") }

  /// Sends the next commands to the tab `handle`.
  public func switchToTab(_ handle: String) async throws {
    try await command("POST", "window", ["handle": handle])
  }

  /// Resizes the outer window; in headless mode that equals the viewport (`innerWidth`).
  public func setWindowSize(width: Int, height: Int) async throws {
    try await command("POST", "window/rect", ["width": width, "height": height])
  }

  /// The id of the first element matching a CSS selector; throws "no such element" if none.
  public func findElement(css selector: String) async throws -> String {
    try await find("element", "css selector", selector)[0]
  }

  /// The ids of all elements matching a CSS selector, in document order; empty if none.
  public func findElements(css selector: String) async throws -> [String] {
    try await find("elements", "css selector", selector)
  }

  /// The ids of all elements matching an XPath, in document order; empty if none.
  public func findElements(xpath: String) async throws -> [String] {
    try await find("elements", "xpath", xpath)
  }

  /// The id of the first element matching an XPath, for finding things by their text.
  public func findElement(xpath: String) async throws -> String {
    try await find("element", "xpath", xpath)[0]
  }

  /// Clicks the element's centre, scrolling it into view first as a user would have to.
  public func click(_ element: String) async throws {
    try await command("POST", "element/\(element)/click")
  }

  /// Types `text` into the element as key events, so input listeners fire as for a user.
  public func sendKeys(_ text: String, to element: String) async throws {
    try await command("POST", "element/\(element)/value", ["text": text])
  }

  /// The element's rendered text, which excludes hidden content unlike `textContent`.
  public func text(of element: String) async throws -> String {
    try await string("GET", "element/\(element)/text")
  }

  /// The attribute's value, or `nil` when the element doesn't have it.
  public func attribute(_ name: String, of element: String) async throws -> String? {
    try await command("GET", "element/\(element)/attribute/\(name)") as? String
  }

  /// Runs `script` as a function body with `arguments` bound to `args`, returning its JSON value.
  ///
  /// Put `BrowserSession.reference(to:)` in `args` for the script to receive a DOM node.
  public func executeScript(_ script: String, args: [Any]? = nil) async throws -> Any? {
    let value = try await command("POST", "execute/sync", ["script": script, "args": args ?? []])
    return value is NSNull ? nil : value
  }

  /// Wraps an element id so it reaches a script as a DOM node rather than as a string.
  public static func reference(to element: String) -> [String: String] { [elementKey: element] }
  /// Presses and releases one key at whatever has focus, e.g. `escapeKey` to dismiss a dialog.
  public func pressKey(_ key: String) async throws {
    let keys = [["type": "keyDown", "value": key], ["type": "keyUp", "value": key]]
    let source: [String: Any] = ["type": "key", "id": "keyboard", "actions": keys]
    try await command("POST", "actions", ["actions": [source]])
  }

  /// A PNG of the viewport, for attaching to failures or checking that rendering happened.
  public func screenshotPNG() async throws -> Data {
    guard let data = Data(base64Encoded: try await string("GET", "screenshot")) else {
      throw WebDriverError(error: "invalid screenshot", message: "not base64")
    }
    return data
  }

  /// Polls `condition` every 50 ms because pages update asynchronously after clicks and keys;
  /// 20 s by default, as CI runs the browser beside every other suite on two cores.
  ///
  /// `isolation` keeps the loop on the caller's actor, so `condition` needn't be `Sendable`.
  public func waitUntil(
    timeout: Duration = .seconds(20), isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + timeout
    while try await !holds(condition, until: deadline) {
      guard ContinuousClock.now < deadline else {
        throw WebDriverError(error: "timeout", message: "condition still false after \(timeout)")
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// One poll of `condition`. On two busy cores a page's renderer can miss chromedriver's own
  /// deadline for one answer; that poll counts as false while time is left, any other error ends.
  private func holds(
    _ condition: () async throws -> Bool, until deadline: ContinuousClock.Instant,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Bool {
    do {
      return try await condition()
    } catch let error as WebDriverError
      where error.message.contains("Timed out receiving message from renderer")
      && ContinuousClock.now < deadline
    {
      return false
    }
  }

  /// Sends a command relative to the session; `@discardableResult` as most return `null`.
  @discardableResult
  private func command(_ method: String, _ path: String, _ body: Any? = nil) async throws -> Any {
    try await Self.perform(method, port, "\(session)/\(path)", body)
  }

  /// A command whose value must be a string, so type surprises fail loudly at the source.
  private func string(_ method: String, _ path: String) async throws -> String {
    let value = try await command(method, path)
    guard let string = value as? String else {
      throw WebDriverError(error: "unexpected value", message: "\(path) returned \(value)")
    }
    return string
  }

  /// Unwraps element references; `element` answers one, `elements` a list, so both become a list.
  private func find(_ path: String, _ using: String, _ value: String) async throws -> [String] {
    let found = try await command("POST", path, ["using": using, "value": value])
    let list = path == "element" ? [found] : found as? [Any] ?? [found]
    let ids = list.compactMap { ($0 as? [String: Any])?[Self.elementKey] as? String }
    guard ids.count == list.count else {
      throw WebDriverError(error: "unexpected value", message: "\(path) returned \(found)")
    }
    return ids
  }

  /// SIGKILL because a `Process` started off the main thread inherits libdispatch's blocked
  /// signal mask, so chromedriver never sees `terminate()`'s SIGTERM.
  private static func kill(_ process: Process) {
    if process.isRunning { _ = Foundation.kill(process.processIdentifier, SIGKILL) }
  }

  /// The one place requests happen, so every W3C error body becomes a thrown `WebDriverError`.
  private static func perform(
    _ method: String, _ port: Int, _ path: String, _ body: Any?
  ) async throws -> Any {
    // The spec requires a JSON object on every POST, even commands that take no parameters.
    let payload =
      method == "POST"
      ? try JSONSerialization.data(withJSONObject: body ?? [String: Any]()) : Data()
    let head =
      "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
      + "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n"
    let response = try await RawHTTP.exchange(Data(head.utf8) + payload, port: port).body
    let object = try JSONSerialization.jsonObject(with: response, options: .fragmentsAllowed)
    let value = (object as? [String: Any])?["value"] ?? NSNull()
    if let failure = value as? [String: Any], let error = failure["error"] as? String {
      throw WebDriverError(error: error, message: failure["message"] as? String ?? "")
    }
    return value
  }

  /// Polls `/status` because chromedriver gives no other signal that it is listening.
  private static func waitUntilReady(_ port: Int, _ driver: Process) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline {
      guard driver.isRunning else {
        throw WebDriverUnavailable(description: "chromedriver exited during startup")
      }
      let status = try? await perform("GET", port, "/status", nil)
      if (status as? [String: Any])?["ready"] as? Bool == true { return }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw WebDriverUnavailable(description: "chromedriver not ready within 20 s")
  }

  /// Asks the kernel for an unused port; the tiny race before chromedriver binds it is accepted.
  private static func freePort() throws -> Int {
    let fd = try RawHTTP.loopbackSocket(0, connect: false)
    defer { close(fd) }
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else { throw WebDriverUnavailable(description: "cannot find a free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

}
