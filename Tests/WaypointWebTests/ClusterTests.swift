import Foundation
import Logging
import Synchronization
import TestSupport
import Testing

@testable import WaypointWeb
@testable import WaypointWebPostgres

/// The recipes app served by two workers behind HAProxy, sharing PostgreSQL, in headless
/// Chromium: a worker killed mid-use loses nothing. Skipped where Chromium, PostgreSQL or
/// HAProxy is missing (`.ci/run` installs them).
@MainActor
@Suite(
  "Workers behind a balancer", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"),
  .enabled(if: WebCluster.isAvailable, "PostgreSQL, HAProxy or curl is not installed"))
struct ClusterIntegrationTests {
  private func withCluster(_ body: (WebCluster) async throws -> Void) async throws {
    let cluster = try await WebCluster.start(workers: 2)
    do {
      try await body(cluster)
    } catch {
      await cluster.stop()
      throw error
    }
    await cluster.stop()
  }

  private func withBrowser(_ body: (BrowserSession) async throws -> Void) async throws {
    let browser = try await BrowserSession.start()
    do {
      try await body(browser)
    } catch {
      await browser.quit()
      throw error
    }
    await browser.quit()
  }

  private func tap(_ label: String, _ browser: BrowserSession) async throws {
    try await browser.waitUntil {
      try await !browser.findElements(xpath: "//*[@id='wp-scene']//*[text()='\(label)']").isEmpty
    }
    try await browser.click(
      browser.findElement(xpath: "//*[@id='wp-scene']//*[text()='\(label)']"))
  }

  private func script(_ browser: BrowserSession, _ source: String) async throws -> Any? {
    try await browser.executeScript(source)
  }

  /// The worker serving the page, once its socket is up.
  private func servingWorker(_ browser: BrowserSession) async throws -> Int32 {
    try await browser.waitUntil {
      try await script(browser, "return document.body.dataset.connected === '1'") as? Bool == true
    }
    let text = try await script(browser, "return document.body.dataset.worker || ''") as? String
    return Int32(text ?? "") ?? 0
  }

  private static let noteField = "dialog.kind-sheet[open] input"

  @Test(
    "a worker killed with SIGKILL: within 5 s the other serves the same screen, sheet and typed note, and another browser is untouched"
  )
  func failover() async throws {
    try await withCluster { cluster in
      try await withBrowser { browser in
        try await withBrowser { other in
          // The other browser, somewhere of its own.
          try await other.navigate(to: cluster.base + "/recipe/minestrone")
          _ = try await servingWorker(other)
          try await other.waitUntil { try await other.title() == "Minestrone" }

          try await browser.navigate(to: cluster.base + "/")
          _ = try await servingWorker(browser)
          try await tap("Breakfast", browser)
          try await tap("Shakshuka", browser)
          try await browser.waitUntil { try await browser.title() == "Shakshuka" }
          try await tap("Plan Meal…", browser)
          try await tap("Monday", browser)
          try await browser.waitUntil {
            try await !browser.findElements(css: Self.noteField).isEmpty
          }
          try await browser.sendKeys("Bring bread", to: browser.findElement(css: Self.noteField))
          try await browser.waitUntil {
            try await script(
              browser, "return document.querySelector('\(Self.noteField)').value") as? String
              == "Bring bread"
          }
          // Longer than the 250 ms between a tab's writes, and the write itself.
          try await Task.sleep(for: .seconds(1))

          let selectedRows =
            "return Array.from(document.querySelectorAll('#wp-scene [aria-selected=true]')).map(e => e.textContent)"
          let selectedBefore = try await script(browser, selectedRows) as? [String]
          #expect(selectedBefore?.contains { $0.contains("Breakfast") } == true)
          let killed = try await servingWorker(browser)
          let workers = cluster.workerPIDs(count: 2)
          #expect(workers.contains(killed))
          let killedAt = ContinuousClock.now
          cluster.kill(worker: killed)

          let restored: Void? = try? await browser.waitUntil(timeout: .seconds(5)) {
            let worker = try await script(browser, "return document.body.dataset.worker || ''")
            let connected = try await script(
              browser, "return document.body.dataset.connected === '1'")
            let note = try await script(
              browser,
              "const f = document.querySelector('\(Self.noteField)'); return f ? f.value : null")
            return worker as? String != String(killed) && connected as? Bool == true
              && note as? String == "Bring bread"
          }
          if restored == nil {
            let state = try await script(
              browser,
              "return JSON.stringify({worker: document.body.dataset.worker, connected: document.body.dataset.connected, title: document.title, dialogs: document.querySelectorAll('dialog[open]').length, inputs: Array.from(document.querySelectorAll('input')).map(i => i.value), text: document.body.textContent.slice(0, 300)})"
            )
            Issue.record("not restored within 5 s; the page: \(state ?? "nothing")")
            return
          }
          let elapsed = ContinuousClock.now - killedAt
          #expect(elapsed < .seconds(5))
          #expect(try await browser.title() == "Monday")
          let sheetTitle = try await script(
            browser,
            "return Array.from(document.querySelectorAll('dialog.kind-sheet[open] h1')).map(h => h.textContent)"
          )
          #expect((sheetTitle as? [String])?.contains("Monday") == true)
          #expect(try await script(browser, selectedRows) as? [String] == selectedBefore)
          let servedBy = try await servingWorker(browser)
          #expect(servedBy != killed && workers.contains(servedBy))

          // The other browser: its own recipe, none of the first one's sheet or note.
          try await other.waitUntil(timeout: .seconds(5)) {
            try await script(other, "return document.body.dataset.connected === '1'") as? Bool
              == true
          }
          #expect(try await other.title() == "Minestrone")
          #expect(try await other.findElements(css: "dialog[open]").isEmpty)
          let otherText = try await script(other, "return document.body.textContent") as? String
          #expect(otherText?.contains("Bring bread") == false)
        }
      }
    }
  }

  @Test("@AppStorage changed in one tab shows in the browser's tab another worker serves")
  func appStorageAcrossWorkers() async throws {
    try await withCluster { cluster in
      try await withBrowser { browser in
        try await browser.navigate(to: cluster.base + "/recipe/shakshuka")
        let serving = try await servingWorker(browser)
        let workers = cluster.workerPIDs(count: 2)
        let otherIndex = try #require(workers.firstIndex { $0 != serving }) + 1
        let first = try await browser.currentTab()

        // The same browser (its cookie), straight to the other worker.
        let second = try await browser.newTab()
        try await browser.switchToTab(second)
        try await browser.navigate(to: "http://127.0.0.1:\(try cluster.workerPort(otherIndex))/")
        #expect(try await servingWorker(browser) == workers[otherIndex - 1])
        let favourites =
          "return Array.from(document.querySelectorAll('#wp-scene *')).filter(e => e.children.length === 0 && e.textContent === 'Favourites').length"
        let before = try await script(browser, favourites) as? Int ?? 0

        try await browser.switchToTab(first)
        try await tap("Favourite", browser)
        try await browser.switchToTab(second)
        try await browser.waitUntil(timeout: .seconds(5)) {
          (try await script(browser, favourites) as? Int ?? 0) > before
        }
      }
    }
  }

  @Test(
    "the PostgreSQL store: writes are idempotent, an older revision never replaces a newer, keys are per browser, and other workers hear of @AppStorage changes"
  )
  func postgresStore() async throws {
    try await withCluster { cluster in
      let address = try StoreAddress(try #require(cluster.storeAddress))
      let first = PostgresStateStore(address: address, logger: Logger(label: "first"))
      let second = PostgresStateStore(address: address, logger: Logger(label: "second"))
      let clients = [Task { await first.run() }, Task { await second.run() }]
      defer { for client in clients { client.cancel() } }
      // Both workers check the schema at once: one creates it, the other waits and reads it.
      async let firstReady: Void = first.prepare()
      async let secondReady: Void = second.prepare()
      _ = try await (firstReady, secondReady)

      let tab = SavedTab(
        browser: "b1", tab: "t1", scenes: ["main": Data("scene".utf8)], address: "/recipe/akara",
        width: 1200, height: 800, navigation: "{}", revision: 2)
      try await first.save([tab])
      try await first.save([tab])
      #expect(try await second.tab("t1", browser: "b1") == tab)
      #expect(try await cluster.sql("SELECT count(*) FROM waypoint_tabs WHERE tab = 't1'") == "1")
      var older = tab
      older.revision = 1
      older.address = "/old"
      // In a batch with another tab: that one is written, the older revision is not.
      var another = tab
      another.tab = "t2"
      try await second.save([older, another])
      #expect(try await first.tab("t2", browser: "b1") == another)
      #expect(try await first.tab("t1", browser: "b1")?.address == "/recipe/akara")
      #expect(try await first.tab("t1", browser: "b2") == nil)
      #expect(try await first.latestTab(browser: "b1")?.tab == "t2")

      let (heard, hear) = AsyncStream.makeStream(of: String.self)
      let listening = Task { await second.listenForAppStorageChanges { hear.yield($0) } }
      defer { listening.cancel() }
      let value = try #require(BrowserAppStorage.encode("v"))
      // The listener may not be listening yet: write until it hears (its own writes it ignores).
      let writer = Task {
        while !Task.isCancelled {
          try await first.saveAppStorage(["k": value], browser: "b1")
          try await Task.sleep(for: .milliseconds(200))
        }
      }
      defer { writer.cancel() }
      var iterator = heard.makeAsyncIterator()
      #expect(await iterator.next() == "b1")
      #expect(try await second.appStorage(browser: "b1") == ["k": value])
      #expect(try await second.appStorage(browser: "b2").isEmpty)

      // A database a newer worker upgraded is refused, in a sentence.
      _ = try await cluster.sql("UPDATE waypoint_schema SET version = 99")
      let third = PostgresStateStore(address: address, logger: Logger(label: "third"))
      let thirdClient = Task { await third.run() }
      defer { thirdClient.cancel() }
      await #expect {
        try await third.prepare()
      } throws: { error in
        "\(error)".contains("schema version 99, newer than this worker's 1")
      }
      _ = try await cluster.sql("UPDATE waypoint_schema SET version = 1")
    }
  }

  @Test(
    "a store that goes down is logged once; the workers serve from memory and write again when it is back"
  )
  func storeDownLater() async throws {
    try await withCluster { cluster in
      let workers = cluster.workerPIDs(count: 2)
      try await cluster.store(running: false)
      // Served while the store is down: the page, and its tab's write tried and failed.
      let base = cluster.base
      let status = try await Task.detached {
        try BuiltExecutable(at: URL(fileURLWithPath: "/usr/bin/curl"))
          .run(["-s", "-o", "/dev/null", "-w", "%{http_code}", base + "/recipe/akara"]).output
      }.value
      #expect(status == "200")
      let logs = { (1...2).map(cluster.workerLog).joined() }
      try await waitFor(seconds: 10) { logs().contains("The store is unavailable") }
      for index in 1...2 {
        let log = cluster.workerLog(index)
        #expect(log.components(separatedBy: "The store is unavailable").count <= 2)
      }
      try await cluster.store(running: true)
      try await waitFor(seconds: 15) {
        let count = try? await cluster.sql(
          "SELECT count(*) FROM waypoint_tabs WHERE address = '/recipe/akara'")
        return count == "1"
      }
      #expect(logs().contains("The store is back"))
      #expect(cluster.workerPIDs(count: 2) == workers)
    }
  }

  @Test(
    "every response names its worker, a socket from another origin is refused at every worker, and SIGTERM writes a worker's tabs before it exits"
  )
  func workersAnswer() async throws {
    try await withCluster { cluster in
      let curl = BuiltExecutable(at: URL(fileURLWithPath: "/usr/bin/curl"))
      let base = cluster.base
      let workers = cluster.workerPIDs(count: 2)
      for path in ["/", "/_waypoint/waypoint.js", "/_waypoint/health", "/recipe/kedgeree"] {
        let head = try await Task.detached {
          try curl.run(["-s", "-o", "/dev/null", "-D", "-", base + path]).output.lowercased()
        }.value
        let worker = head.firstMatch(of: /x-waypoint-worker: (\d+)/)?.output.1
        #expect(worker.flatMap { Int32($0) }.map(workers.contains) == true, "\(path): \(head)")
      }
      let health = try await Task.detached {
        try curl.run([
          "-s", "-I", "-o", "/dev/null", "-w", "%{http_code}", base + "/_waypoint/health",
        ])
        .output
      }.value
      #expect(health == "200")
      for index in 1...2 {
        let port = try cluster.workerPort(index)
        let answer = try await Task.detached {
          try curl.run([
            "-s", "-i", "--max-time", "3", "-H", "Connection: Upgrade", "-H", "Upgrade: websocket",
            "-H", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "-H", "Sec-WebSocket-Version: 13",
            "-H", "Origin: http://evil.example", "-H",
            "Cookie: wp_session=0123456789abcdef0123456789abcdef",
            "http://127.0.0.1:\(port)/_waypoint/socket?tab=0123456789abcdef0123456789abcdef",
          ]).output
        }.value
        #expect(!answer.hasPrefix("HTTP/1.1 101"), "worker \(index): \(answer.prefix(80))")
      }

      // A page on worker 1, then SIGTERM: the worker writes its tabs and exits.
      let port = try cluster.workerPort(1)
      _ = try await Task.detached {
        try curl.run(["-s", "-o", "/dev/null", "http://127.0.0.1:\(port)/recipe/granola"])
      }.value
      let pid = try #require(cluster.workerPID(1))
      _ = kill(pid, SIGTERM)
      try await waitFor(seconds: 5) { kill(pid, 0) != 0 }
      #expect(
        try await cluster.sql(
          "SELECT count(*) FROM waypoint_tabs WHERE address = '/recipe/granola'")
          == "1")
    }
  }

  private func waitFor(seconds: Int, _ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while await !condition() {
      guard ContinuousClock.now < deadline else {
        throw ClusterError(description: "still not so after \(seconds) s")
      }
      try await Task.sleep(for: .milliseconds(100))
    }
  }
}
