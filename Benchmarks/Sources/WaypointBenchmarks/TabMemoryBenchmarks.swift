import CHeap
import Foundation
import Recipes
import Waypoint
import WaypointWeb

#if canImport(Glibc)
  import Glibc
#endif

/// What each open browser tab costs the worker (issue 49): a few hundred tabs opened one after
/// another on loopback and kept open, then the growth of the C heap (exact) and of the resident
/// set (what an operator sees), per tab. The recipes app at a phone's width and a desktop's,
/// across its browse, category and recipe pages, and an app of a hundred rows. Then every page
/// reports itself hidden, each tab is parked, and what a parked tab still costs is measured.
enum TabMemoryBenchmarks {
  /// One measured case: the app, the windows' widths and the pages tabs open in turn.
  struct Case {
    var name: String
    var widths: [Int]
    var paths: [String]
    var makeServer: @MainActor @Sendable (WebServer.Configuration) -> WebServer
  }

  static let cases = [
    Case(
      name: "recipes, regular width (1200)", widths: [1200],
      paths: ["/", "/category/breakfast", "/recipe/shakshuka"],
      makeServer: { WebServer(configuration: $0) { RecipesApp() } }),
    Case(
      name: "recipes, compact width (390)", widths: [390],
      paths: ["/", "/category/breakfast", "/recipe/shakshuka"],
      makeServer: { WebServer(configuration: $0) { RecipesApp() } }),
    Case(
      name: "a hundred rows", widths: [1200], paths: ["/"],
      makeServer: { WebServer(configuration: $0) { WebLoadBenchmarks.ItemsApp() } }),
    // Tabs of one width share what their elements measured; windows a point apart share only
    // what does not depend on the width.
    Case(
      name: "recipes, a width for each tab (1000–1299)", widths: Array(1000..<1300),
      paths: ["/", "/category/breakfast", "/recipe/shakshuka"],
      makeServer: { WebServer(configuration: $0) { RecipesApp() } }),
  ]

  @MainActor
  static func run(tabs: Int = 300) async -> Bool {
    print("\n## tab memory: \(tabs) tabs kept open on loopback")
    var ok = true
    // WAYPOINT_TAB_MEMORY_CASE picks the cases whose name contains it (one at a time under a
    // heap profiler, whose peak is then that case's tabs); WAYPOINT_TAB_MEMORY_COUNT sets how
    // many tabs or runtimes are kept.
    let environment = ProcessInfo.processInfo.environment
    let only = environment["WAYPOINT_TAB_MEMORY_CASE"]
    let count = environment["WAYPOINT_TAB_MEMORY_COUNT"].flatMap { Int($0) }.map { max($0, 1) }
    for item in cases where only.map({ item.name.contains($0) }) ?? true {
      ok = await measure(item, tabs: count ?? tabs) && ok
    }
    if only == nil || only == "runtime" { await measureRuntimes(count: count ?? 100) }
    if only == nil || only == "edits" { await measureEdits() }
    return ok
  }

  @MainActor
  private static func measure(_ item: Case, tabs: Int) async -> Bool {
    var configuration = WebServer.Configuration()
    configuration.port = 0
    configuration.logs = false
    configuration.maxTabs = tabs + 10
    // Hidden pages are parked after a second (see below); none is hidden until then. Open tabs
    // release their measurements after 20 seconds without an act (30 by default): after all
    // are open and measured, as long as opening them takes less.
    configuration.parkHiddenAfter = .seconds(1)
    configuration.releaseMeasurementsAfter = .seconds(20)
    let server = item.makeServer(configuration)
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let serving = Task { try await server.run { portContinuation.yield($0) } }
    var portIterator = ports.makeAsyncIterator()
    guard let port = await portIterator.next() else { return false }
    defer { serving.cancel() }

    // The first tabs pay for what is built once per app (fonts, the page's script): not counted.
    let warm = await open(count: 3, item, port: port)
    let heapBefore = cheap_bytes_in_use()
    let residentBefore = residentBytes()
    let openingStarted = ContinuousClock.now
    let opened = await open(count: tabs, item, port: port)
    let opening = ContinuousClock.now - openingStarted
    let heap = Double(cheap_bytes_in_use()) - Double(heapBefore)
    let resident = Double(residentBytes() - residentBefore)
    let failed = opened.filter { $0.client == nil }.count
    print("   \(item.name)")
    print(
      "      heap per tab \(Harness.format(heap / Double(tabs) / 1024, digits: 0)) KiB; resident "
        + "per tab \(Harness.format(resident / Double(tabs) / 1024, digits: 0)) KiB; "
        + "\(server.tabCount) tabs live; \(failed) failed")
    if let error = opened.compactMap(\.error).first { print("      first failure: \(error)") }
    exitIfProfiling()
    if opening > .seconds(20) { print("      (opening took \(opening): some had released)") }
    // Still open, but idle past the delay (and the sweep after it): each tab has released.
    try? await Task.sleep(for: .seconds(22))
    let idle = Double(cheap_bytes_in_use()) - Double(heapBefore)
    print(
      "      idle 20 s, measurements released: heap per open tab "
        + "\(Harness.format(idle / Double(tabs) / 1024, digits: 0)) KiB")
    // Every page reports itself hidden: each tab is parked, its state left in the store.
    await Task.detached {
      for tab in opened { _ = try? tab.client?.exchange(#"{"t":"visibility","hidden":true}"#) }
    }.value
    let deadline = ContinuousClock.now + .seconds(10)
    while server.parkedTabCount < opened.count - failed, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(250))
    }
    let parked = Double(cheap_bytes_in_use()) - Double(heapBefore)
    print(
      "      parked: \(server.parkedTabCount) tabs (\(server.tabCount) live), heap per parked tab "
        + "\(Harness.format(parked / Double(tabs) / 1024, digits: 1)) KiB")
    withExtendedLifetime((warm, opened)) {}
    return failed == 0
  }

  /// What the runtime alone costs, without a server, a page or a socket: `count` recipes
  /// runtimes at a desktop's size across the same pages, laid out, with their graph's nodes
  /// and elements counted (objects only, not the arrays and strings they hold).
  @MainActor
  private static func measureRuntimes(count: Int) async {
    let links = [nil, "recipes://category/breakfast", "recipes://recipe/shakshuka"]
    var runtimes: [ViewRuntime] = []
    let before = cheap_bytes_in_use()
    for index in 0..<count {
      let runtime = ViewRuntime(app: RecipesApp(), horizontalSizeClass: .regular)
      runtime.sceneSize = CGSize(width: 1200, height: 800)
      await runtime.settle()
      if let link = links[index % links.count].flatMap(URL.init(string:)) {
        runtime.open(link)
        await runtime.settle()
      }
      runtime.layOut()
      runtimes.append(runtime)
    }
    let heap = (Double(cheap_bytes_in_use()) - Double(before)) / Double(max(count, 1))
    var nodes = 0
    var nodeBytes = 0
    var elements = 0
    var elementBytes = 0
    for runtime in runtimes {
      let use = runtime.memoryUse {
        Int(cheap_usable_size(Unmanaged.passUnretained($0).toOpaque()))
      }
      nodes += use.nodes
      nodeBytes += use.nodeBytes
      elements += use.elements
      elementBytes += use.elementBytes
    }
    print("   the recipes runtime alone, regular width, laid out (\(count) runtimes)")
    print(
      "      heap per runtime \(Harness.format(heap / 1024, digits: 0)) KiB; "
        + "\(nodes / count) nodes of \(nodeBytes / max(nodes, 1)) bytes, "
        + "\(elements / count) elements of \(elementBytes / max(elements, 1)) bytes")
    exitIfProfiling()
    for runtime in runtimes { try? runtime.shutDown() }
  }

  /// Under WAYPOINT_TAB_MEMORY_EXIT, ends the process while the tabs (or runtimes) are still
  /// open: a heap profiler's report of what was never freed is then what they hold, and two
  /// runs with different counts give the cost of one by difference.
  static func exitIfProfiling() {
    guard ProcessInfo.processInfo.environment["WAYPOINT_TAB_MEMORY_EXIT"] != nil else { return }
    exit(0)
  }

  /// An open tab's client, or why it could not open.
  private struct Opened: @unchecked Sendable {
    var client: WebLoadClient?
    var error: String?
  }

  /// Opens `count` tabs, each loading its page and saying hello over its socket, off the main
  /// actor (the server runs on it).
  private static func open(count: Int, _ item: Case, port: Int) async -> [Opened] {
    await Task.detached {
      (0..<count).map { index in
        let path = item.paths[index % item.paths.count]
        let width = item.widths[index % item.widths.count]
        let client = WebLoadClient(port: port)
        do {
          let (cookie, body) = try client.page(path)
          guard let tab = body.firstMatch(of: /data-tab="([0-9a-f]{32})"/)?.output.1 else {
            return Opened(error: "no tab id on \(path)")
          }
          try client.open(tab: String(tab), cookie: cookie)
          _ = try client.exchange(
            #"{"t":"hello","w":\#(width),"h":800,"path":"\#(path)"}"#)
          return Opened(client: client)
        } catch {
          return Opened(error: "\(path): \(error)")
        }
      }
    }.value
  }

  /// The process's resident memory, from /proc.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
