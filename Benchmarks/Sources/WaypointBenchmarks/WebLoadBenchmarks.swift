import Foundation
import Synchronization
import Waypoint
import WaypointWeb

#if canImport(Glibc)
  import Glibc
#endif

/// The browser renderer under load on loopback: many tabs at once, each pushing and popping
/// through its socket as fast as the server answers. Reports the server's time per message
/// (p50, p99), the round trip, memory per tab, and whether any tab lost or mixed up its state.
enum WebLoadBenchmarks {
  /// A stack of 100 items: a push is a tap on one, a pop is the browser's Back.
  struct ItemsApp: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          List(0..<100, id: \.self) { item in
            NavigationLink("Item \(item)", value: item)
          }
          .navigationTitle("Items")
          .navigationDestination(for: Int.self) { item in
            Text("The details of item \(item)").navigationTitle("Item \(item)")
          }
        }
      }
    }
  }

  /// What one tab saw.
  private struct TabResult {
    var roundTrips: [Duration] = []
    var replyBytes = 0
    var pageBytes = 0
    var mismatches = 0
    var error: String?
  }

  @MainActor
  static func run(tabs: Int, interactions: Int = 50) async -> Bool {
    print("\nweb load: \(tabs) tabs × \(interactions) interactions on loopback")
    let handled = Mutex<[Duration]>([])
    var configuration = WebServer.Configuration()
    configuration.port = 0
    configuration.logs = false
    configuration.maxTabs = tabs + 10
    configuration.onMessageHandled = { duration in handled.withLock { $0.append(duration) } }
    let server = WebServer(configuration: configuration) { ItemsApp() }
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let serving = Task { try await server.run { portContinuation.yield($0) } }
    var portIterator = ports.makeAsyncIterator()
    guard let port = await portIterator.next() else { return false }

    let before = residentBytes()
    let results = Mutex<[TabResult]>([])
    let connected = Mutex(0)
    let go = DispatchSemaphore(value: 0)
    let (allConnected, connectedContinuation) = AsyncStream.makeStream(of: Void.self)
    let (allDone, doneContinuation) = AsyncStream.makeStream(of: Void.self)
    let clock = ContinuousClock()
    for index in 0..<tabs {
      let thread = Thread {
        var result = TabResult()
        let client = WebLoadClient(port: port)
        var links: [Int: Int] = [:]
        do {
          let (cookie, body) = try client.page("/")
          result.pageBytes = body.utf8.count
          guard let tab = body.firstMatch(of: /data-tab="([0-9a-f]{32})"/)?.output.1 else {
            throw WebLoadClient.Failure(description: "no tab id")
          }
          for match in body.matches(
            of: /<[a-z]+ id="e(\d+)"[^>]*class="[^"]*\blink\b[^"]*"[^>]*>(?:<[^>]*>)*Item (\d+)</)
          {
            if let id = Int(match.output.1), let item = Int(match.output.2) { links[item] = id }
          }
          try client.open(tab: String(tab), cookie: cookie)
          _ = try client.exchange(#"{"t":"hello","w":1200,"h":800,"path":"/"}"#)
        } catch {
          result.error = "\(error)"
        }
        if connected.withLock({
          $0 += 1
          return $0
        }) == tabs {
          connectedContinuation.finish()
        }
        go.wait()
        if result.error == nil {
          do {
            for step in 0..<interactions {
              let item = (index + step) % 100
              let message =
                step % 2 == 0
                ? #"{"t":"act","id":"\#(links[item] ?? 0)","a":"tap"}"#
                : #"{"t":"history","n":0,"path":"/items"}"#
              let start = clock.now
              let reply = try client.exchange(message)
              result.roundTrips.append(clock.now - start)
              result.replyBytes += reply.utf8.count
              // A push must show this tab's item; a pop, the list: anything else is mixed up.
              let expected = step % 2 == 0 ? "\"u\":\"/items/item-\(item)\"" : "\"title\":\"Items\""
              if !reply.contains(expected) { result.mismatches += 1 }
            }
          } catch {
            result.error = "\(error)"
          }
        }
        let finished = results.withLock { all -> Int in
          all.append(result)
          return all.count
        }
        if finished == tabs { doneContinuation.finish() }
      }
      thread.stackSize = 256 * 1024
      thread.start()
    }
    for await _ in allConnected {}
    let live = server.tabCount
    let during = residentBytes()
    for _ in 0..<tabs { go.signal() }
    let started = clock.now
    for await _ in allDone {}
    let elapsed = clock.now - started
    serving.cancel()
    _ = try? await serving.value

    let all = results.withLock { $0 }
    let failed = all.filter { $0.error != nil }
    let mismatches = all.reduce(0) { $0 + $1.mismatches }
    let serverTimes = handled.withLock { $0 }.sorted()
    let trips = all.flatMap(\.roundTrips).sorted()
    func percentile(_ values: [Duration], _ fraction: Double) -> String {
      guard !values.isEmpty else { return "–" }
      let value = values[min(values.count - 1, Int(Double(values.count) * fraction))]
      return String(
        format: "%.2f ms",
        Double(value.components.attoseconds) / 1e15
          + Double(value.components.seconds) * 1000)
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("  tabs alive at once:        \(live) of \(tabs)")
    print(
      "  server time per message:   p50 \(percentile(serverTimes, 0.5)), p99 \(percentile(serverTimes, 0.99))"
    )
    print(
      "  round trip (client):       p50 \(percentile(trips, 0.5)), p99 \(percentile(trips, 0.99))")
    print("  interactions per second:   \(Int(Double(trips.count) / max(seconds, 0.001)))")
    let bytes = all.reduce(0) { $0 + $1.replyBytes } / max(1, trips.count)
    let page = all.first?.pageBytes ?? 0
    print("  bytes per interaction:     \(bytes) (the page: \(page))")
    print("  memory per tab (resident): \((during - before) / max(1, tabs) / 1024) KiB")
    print("  tabs failed: \(failed.count); replies mixed up or wrong: \(mismatches)")
    if let first = failed.first?.error { print("  first failure: \(first)") }
    return failed.isEmpty && mismatches == 0 && live == tabs
  }

  /// The process's resident memory, from /proc.
  private static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
