import Foundation
import Synchronization
import Waypoint
import WaypointWeb

#if canImport(Glibc)
  import Glibc
#endif

/// The browser renderer as a cluster (Scripts/web-cluster.sh: PostgreSQL, workers, HAProxy):
/// 1,000 simulated tabs on one worker, then on two, through the balancer; then a chaos run that
/// kills a worker every 10 s under load and counts tabs that came back anywhere but where they
/// were, and replies meant for another tab.
enum ClusterLoadBenchmarks {
  /// A stack of 100 items whose place is the scene's (`@SceneStorage`) and the address bar's.
  struct KeptItemsApp: App {
    var body: some Scene {
      WindowGroup { KeptItems() }
        .urlSchemes("items")
    }
  }

  struct KeptItems: View {
    @SceneStorage("item") private var item = -1
    @SceneStorage("note") private var note = ""
    @State private var showsSheet = false

    var body: some View {
      NavigationStack(
        path: Binding(get: { item >= 0 ? [item] : [] }, set: { item = $0.last ?? -1 })
      ) {
        List(0..<100, id: \.self) { item in
          NavigationLink("Item \(item)", value: item)
        }
        .navigationTitle("Items")
        .navigationDestination(for: Int.self) { item in
          VStack {
            Text("The details of item \(item)")
            // What a person types, and a sheet they open and close (the paced benchmark), by
            // texts that take taps: each is one element, found in a patch by its text.
            TextField("Note", text: $note)
            Text("Show Sheet").onTapGesture { showsSheet = true }
          }
          .navigationTitle("Item \(item)")
          .sheet(isPresented: $showsSheet) {
            Text("Close Sheet").onTapGesture { showsSheet = false }
          }
        }
      }
      .navigationAddress(URL(string: item >= 0 ? "items://item/\(item)" : "items://list"))
      .onOpenURL { url in
        item = url.host == "item" ? Int(url.lastPathComponent) ?? -1 : -1
      }
    }
  }

  /// The flag that makes this executable a worker serving `KeptItemsApp`.
  static let workerFlag = "--serve-kept-items"

  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Whether PostgreSQL, HAProxy and curl are installed (Scripts/install-cluster.sh).
  static var isAvailable: Bool {
    ["/usr/sbin/haproxy", "/usr/bin/curl", "/usr/bin/psql"].allSatisfy(
      FileManager.default.isExecutableFile(atPath:))
  }

  /// A running cluster of this executable's workers.
  struct Cluster {
    var port: Int
    var directory: URL

    static func start(workers: Int) throws -> Cluster {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("waypoint-bench-\(UUID().uuidString.prefix(8))")
      let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      var failure = ""
      // A port taken by something else: another range.
      for _ in 0..<3 {
        let port = Int.random(in: 20_000..<40_000)
        let (status, output) = script([
          "start", "--port", "\(port)", "--workers", "\(workers)", "--binary", binary,
          "--worker-args", "\(workerFlag) --max-tabs 2000", "--dir", directory.path,
        ])
        if status == 0 { return Cluster(port: port, directory: directory) }
        failure = output
        _ = ClusterLoadBenchmarks.script(["stop", "--dir", directory.path])
      }
      throw WebLoadClient.Failure(description: "cluster: \(failure)")
    }

    func stop() {
      _ = ClusterLoadBenchmarks.script(["stop", "--dir", directory.path])
      try? FileManager.default.removeItem(at: directory)
    }

    func pid(_ index: Int) -> Int32? {
      (try? String(
        contentsOf: directory.appendingPathComponent("worker-\(index).pid"), encoding: .utf8))
        .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    func restart(_ index: Int) {
      _ = ClusterLoadBenchmarks.script([
        "start-worker", "--index", "\(index)", "--dir", directory.path,
      ])
    }

    /// One number psql prints for `statement` against the store.
    func sql(_ statement: String) -> Int {
      guard
        let line =
          (try? String(
            contentsOf: directory.appendingPathComponent("cluster.env"), encoding: .utf8))?
          .split(separator: "\n").first(where: { $0.hasPrefix("WAYPOINT_STORE=") })
      else { return 0 }
      let address = String(line.dropFirst("WAYPOINT_STORE=".count))
      let (_, output) = run("/usr/bin/psql", [address, "-tAc", statement])
      return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Tab writes so far: each write of a tab raises its revision by one.
    var storeWrites: Int {
      sql("SELECT coalesce(sum(revision), 0) FROM waypoint_tabs")
    }
  }

  @discardableResult
  private static func script(_ arguments: [String]) -> (Int32, String) {
    run(repository.appendingPathComponent("Scripts/web-cluster.sh").path, arguments)
  }

  private static func run(_ path: String, _ arguments: [String]) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return (127, "\(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// One simulated tab: its page, its socket, and where it is.
  final class SimulatedTab {
    let client: WebLoadClient
    var cookie = ""
    var tab = ""
    var links: [Int: Int] = [:]
    /// The item shown, or -1 for the list; and the address the page shows.
    var item = -1
    var address = "/list"

    init(port: Int) {
      client = WebLoadClient(port: port)
    }

    func start() throws {
      let (cookie, body) = try client.page("/")
      self.cookie = cookie
      guard let tab = body.firstMatch(of: /data-tab="([0-9a-f]{32})"/)?.output.1 else {
        throw WebLoadClient.Failure(description: "no tab id")
      }
      self.tab = String(tab)
      readLinks(body)
      try connect()
    }

    /// The links' element ids by item: the element whose markup opens with the label's text.
    func readLinks(_ html: String) {
      for match in html.matches(
        of: /<[a-z]+ id="e(\d+)"[^>]*class="[^"]*\blink\b[^"]*"[^>]*>(?:<[^>]*>)*Item (\d+)</)
      {
        if let id = Int(match.output.1), let item = Int(match.output.2), links[item] == nil {
          links[item] = id
        }
      }
    }

    /// Opens the socket and says hello from the address shown; returns the answer.
    @discardableResult
    func connect() throws -> String {
      let set = try client.open(tab: tab, cookie: cookie)
      for pair in set where pair.hasPrefix("wp_worker=") {
        cookie =
          cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.hasPrefix("wp_worker=") }.joined(separator: "; ") + "; " + pair
      }
      let reply = try client.exchange(
        #"{"t":"hello","w":1200,"h":800,"path":"\#(address)"}"#)
      if reply.contains(#""page":"#) {
        readLinks(reply.replacingOccurrences(of: #"\""#, with: "\""))
      }
      return reply
    }

    /// A push of `target` (or a pop when nil); whether the answer shows this tab's place.
    func step(push target: Int?) throws -> Bool {
      let message =
        target.map { #"{"t":"act","id":"\#(links[$0] ?? 0)","a":"tap"}"# }
        ?? #"{"t":"history","n":0,"path":"/list"}"#
      let reply = try client.exchange(message)
      if let target {
        item = target
        address = "/item/\(target)"
        return reply.contains(#""u":"/item/\#(target)""#)
      }
      item = -1
      address = "/list"
      return reply.contains(#""title":"Items""#)
    }
  }

  struct Figures {
    var trips: [Duration] = []
    var mismatches = 0
    var lost = 0
    var failed = 0
    var reconnects = 0
    var steps = 0
    var replyBytes = 0
    var firstError: String?
  }

  /// Runs `body` on one thread per tab after every tab has its page and socket; returns what
  /// the tabs saw and how long the run took.
  static func load(
    tabs count: Int, port: Int,
    _ body: @escaping @Sendable (Int, SimulatedTab, inout Figures) -> Void
  ) -> (Figures, Duration) {
    let results = Mutex(Figures())
    let ready = DispatchGroup()
    let done = DispatchGroup()
    let go = DispatchSemaphore(value: 0)
    for index in 0..<count {
      ready.enter()
      done.enter()
      let thread = Thread {
        var figures = Figures()
        let tab = SimulatedTab(port: port)
        var started = true
        do { try tab.start() } catch {
          figures.failed += 1
          figures.firstError = "\(error)"
          started = false
        }
        ready.leave()
        go.wait()
        if started { body(index, tab, &figures) }
        results.withLock { all in
          all.trips += figures.trips
          all.mismatches += figures.mismatches
          all.lost += figures.lost
          all.failed += figures.failed
          all.reconnects += figures.reconnects
          all.steps += figures.steps
          all.replyBytes += figures.replyBytes
          all.firstError = all.firstError ?? figures.firstError
        }
        done.leave()
      }
      thread.stackSize = 256 * 1024
      thread.start()
    }
    ready.wait()
    let clock = ContinuousClock()
    let started = clock.now
    for _ in 0..<count { go.signal() }
    done.wait()
    return (results.withLock { $0 }, clock.now - started)
  }

  static func milliseconds(_ values: [Duration], _ fraction: Double) -> String {
    guard !values.isEmpty else { return "–" }
    let sorted = values.sorted()
    let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    return String(
      format: "%.1f ms",
      Double(value.components.attoseconds) / 1e15 + Double(value.components.seconds) * 1000)
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Interactions per second with `workers` workers, as fast as each tab's answers come.
  private static func throughput(workers: Int, tabs: Int, interactions: Int) -> Double? {
    let cluster: Cluster
    do { cluster = try Cluster.start(workers: workers) } catch {
      print("  \(workers) worker(s): the cluster did not start: \(error)")
      return nil
    }
    defer { cluster.stop() }
    let writesBefore = cluster.storeWrites
    let (figures, elapsed) = load(tabs: tabs, port: cluster.port) { index, tab, figures in
      let clock = ContinuousClock()
      do {
        for step in 0..<interactions {
          let start = clock.now
          let shown = try tab.step(push: step % 2 == 0 ? (index + step) % 100 : nil)
          figures.trips.append(clock.now - start)
          if !shown { figures.mismatches += 1 }
        }
      } catch {
        figures.failed += 1
        figures.firstError = figures.firstError ?? "\(error)"
      }
    }
    // The last writes land within 250 ms of the last change.
    Thread.sleep(forTimeInterval: 1)
    let writes = cluster.storeWrites - writesBefore
    let rate = Double(figures.trips.count) / max(seconds(elapsed), 0.001)
    print(
      "  \(workers) worker(s): \(Int(rate)) interactions/s, round trip p50 \(milliseconds(figures.trips, 0.5)), p99 \(milliseconds(figures.trips, 0.99))"
    )
    print(
      "    store writes: \(Int(Double(writes) / max(seconds(elapsed), 0.001)))/s; tabs failed \(figures.failed), replies mixed or wrong \(figures.mismatches)"
    )
    if workers == 2 {
      let rows = cluster.sql("SELECT count(*) FROM waypoint_tabs")
      let bytes = cluster.sql("SELECT pg_total_relation_size('waypoint_tabs')")
      let row = cluster.sql(
        "SELECT coalesce(avg(pg_column_size(t.*)), 0)::int FROM waypoint_tabs t")
      print(
        "    PostgreSQL: \(rows) tabs, \(row) bytes per tab's row, \(bytes / max(rows, 1)) bytes per tab with indexes"
      )
    }
    if let error = figures.firstError { print("    first failure: \(error)") }
    return figures.failed == 0 && figures.mismatches == 0 ? rate : nil
  }

  /// Kills a worker every 10 s for a minute (starting it again at once), each tab acting about
  /// once a second; counts tabs whose place was not the one they had, and replies mixed up.
  private static func chaos(tabs: Int, duration: Duration = .seconds(60)) -> Bool {
    let cluster: Cluster
    do { cluster = try Cluster.start(workers: 2) } catch {
      print("  chaos: the cluster did not start: \(error)")
      return false
    }
    defer { cluster.stop() }
    let stop = Mutex(false)
    let killer = Thread {
      for round in 0..<Int(seconds(duration) / 10) {
        Thread.sleep(forTimeInterval: 10)
        let index = round % 2 + 1
        if let pid = cluster.pid(index) { _ = kill(pid, SIGKILL) }
        cluster.restart(index)
      }
      stop.withLock { $0 = true }
    }
    killer.start()
    let (figures, elapsed) = load(tabs: tabs, port: cluster.port) { index, tab, figures in
      var step = 0
      while !stop.withLock({ $0 }) {
        // A person's pace: about one action a second, spread over the tabs.
        Thread.sleep(forTimeInterval: 0.8 + Double(index % 40) / 100)
        let target: Int? = step % 2 == 0 ? (index + step) % 100 : nil
        do {
          if !(try tab.step(push: target)) { figures.mismatches += 1 }
          step += 1
          figures.steps += 1
        } catch {
          // The worker went away: connect again (the balancer picks a live one) and check the
          // tab is where it was before the step that failed, or after it.
          let before = tab.item
          figures.reconnects += 1
          var restored = false
          for attempt in 0..<20 where !restored {
            Thread.sleep(forTimeInterval: min(2, 0.25 * Double(attempt + 1)))
            tab.client.closeSocket()
            if let reply = try? tab.connect() {
              restored = true
              let title = reply.firstMatch(of: /"title":"([^"]*)"/)?.output.1
              let expected = [before, target ?? -1].map { $0 >= 0 ? "Item \($0)" : "Items" }
              if let title, !expected.contains(String(title)) { figures.lost += 1 }
              if let title { tab.item = title == "Items" ? -1 : Int(title.dropFirst(5)) ?? -1 }
              tab.address = tab.item >= 0 ? "/item/\(tab.item)" : "/list"
            }
          }
          if !restored {
            figures.failed += 1
            figures.firstError = figures.firstError ?? "\(error)"
            return
          }
        }
      }
    }
    print(
      "  chaos: \(tabs) tabs for \(Int(seconds(elapsed))) s, a worker killed with SIGKILL every 10 s:"
        + " \(figures.steps) interactions, \(figures.reconnects) reconnects")
    print(
      "    tabs that lost their place \(figures.lost), replies mixed or wrong \(figures.mismatches),"
        + " tabs that never came back \(figures.failed)")
    if let error = figures.firstError { print("    first failure: \(error)") }
    return figures.lost == 0 && figures.mismatches == 0 && figures.failed == 0
  }

  /// The whole section: 1 worker vs 2, then the chaos run.
  static func run(tabs: Int = 1_000, interactions: Int = 20) -> Bool {
    print("\ncluster load: \(tabs) tabs × \(interactions) interactions through HAProxy")
    guard isAvailable else {
      print("  skipped: PostgreSQL, HAProxy or curl is not installed (Scripts/install-cluster.sh)")
      return true
    }
    let one = throughput(workers: 1, tabs: tabs, interactions: interactions)
    let two = throughput(workers: 2, tabs: tabs, interactions: interactions)
    var within = false
    if let one, let two {
      let ratio = two / one
      within = ratio >= 1.6
      print(
        String(
          format: "  2 workers vs 1: %.2fx (target ≥ 1.6x)%@", ratio, within ? "" : "  OVER TARGET")
      )
    }
    let calm = chaos(tabs: tabs)
    return within && calm
  }
}
