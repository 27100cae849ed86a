import Foundation
import Testing

/// The recipes app served by two workers behind HAProxy, sharing PostgreSQL, in headless
/// Chromium: a worker killed mid-use loses nothing. Skipped where Chromium, PostgreSQL or
/// HAProxy is missing (`.ci/run` installs them).
@MainActor
@Suite(
  "Workers behind a balancer", .serialized,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"),
  .enabled(if: WebCluster.isAvailable, "PostgreSQL, HAProxy or curl is not installed"))
struct ClusterTests {
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
}
