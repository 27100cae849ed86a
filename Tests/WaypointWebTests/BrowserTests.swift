import Foundation
import Recipes
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// The recipes app in headless Chromium, driven as a person would; skipped where no browser is
/// installed (`.ci/run` installs Debian's chromium and chromium-driver).
@MainActor
@Suite(
  "The recipes app in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserIntegrationTests {
  private func withBrowser(
    width: Int = 1200, height: Int = 900,
    _ body: (BrowserSession, RunningServer) async throws -> Void
  ) async throws {
    try await WaypointWebTests.withBrowser(
      app: { RecipesApp() }, width: width, height: height, body)
  }

  private func path(_ browser: BrowserSession) async throws -> String {
    let url = try #require(URL(string: try await browser.currentURL()))
    return url.path + (url.query.map { "?" + $0 } ?? "")
  }

  private func waitForPath(_ expected: String, _ browser: BrowserSession) async throws {
    try await browser.waitUntil { try await path(browser) == expected }
  }

  private func tap(_ label: String, _ browser: BrowserSession) async throws {
    let element = try await browser.findElement(
      xpath: "//*[@id='wp-scene']//*[text()='\(label)']")
    try await browser.click(element)
  }

  private func connected(_ browser: BrowserSession) async throws {
    // The first update after the socket opens names the size class.
    try await browser.waitUntil {
      try await browser.executeScript("return document.body.dataset.connected === '1'") as? Bool
        == true
    }
  }

  /// Opens the app and taps Breakfast, then Shakshuka, checking the address after each.
  private func openShakshuka(_ browser: BrowserSession, _ server: RunningServer) async throws {
    try await browser.navigate(to: server.base + "/")
    try await connected(browser)
    try await tap("Breakfast", browser)
    try await waitForPath("/category/breakfast", browser)
    try await tap("Shakshuka", browser)
    try await waitForPath("/recipe/shakshuka", browser)
    try await browser.waitUntil { try await browser.title() == "Shakshuka" }
  }

  @Test("tapping a category then a recipe shows it, with its address and title")
  func tapThrough() async throws {
    try await withBrowser { browser, server in
      try await openShakshuka(browser, server)
    }
  }

  @Test("the browser's Back pops, Forward pushes again, and a reload shows the same screen")
  func backForwardReload() async throws {
    try await withBrowser { browser, server in
      try await openShakshuka(browser, server)
      try await browser.back()
      try await waitForPath("/category/breakfast", browser)
      try await browser.waitUntil { try await browser.title() == "Breakfast" }
      try await browser.forward()
      try await browser.waitUntil { try await browser.title() == "Shakshuka" }
      try await browser.refresh()
      try await connected(browser)
      try await waitForPath("/recipe/shakshuka", browser)
      #expect(try await browser.title() == "Shakshuka")
      let headings = try await browser.executeScript(
        "return Array.from(document.querySelectorAll('h1:not([hidden])')).map(h => h.textContent)")
      #expect((headings as? [String])?.contains("Shakshuka") == true)
    }
  }

  @Test("a pasted address opens its screen in a new session")
  func pastedAddress() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/chef/ada-okafor")
      try await connected(browser)
      #expect(try await browser.title() == "Ada Okafor")
      #expect(try await path(browser) == "/chef/ada-okafor")
    }
  }

  @Test("a sheet is a modal dialog that Escape dismisses")
  func sheetAndEscape() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/recipe/shakshuka")
      try await connected(browser)
      try await tap("Plan Meal…", browser)
      try await browser.waitUntil {
        try await browser.executeScript(
          "return !!document.querySelector('dialog.kind-sheet[open]') && "
            + "document.querySelector('dialog.kind-sheet').matches(':modal')") as? Bool == true
      }
      try await browser.pressKey(BrowserSession.escapeKey)
      try await browser.waitUntil {
        try await browser.executeScript("return !document.querySelector('dialog[open]')") as? Bool
          == true
      }
      #expect(try await browser.title() == "Shakshuka")
    }
  }

  @Test("a narrow window is compact and a wide one regular, keeping where the user is")
  func resizeKeepsState() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/recipe/shakshuka")
      try await connected(browser)
      #expect(try await browser.findElements(css: ".split").count == 1)
      try await browser.setWindowSize(width: 420, height: 900)
      try await browser.waitUntil { try await browser.findElements(css: ".split").isEmpty }
      #expect(try await browser.title() == "Shakshuka")
      let back = try await browser.findElements(css: "section.screen:not([hidden]) button.back")
      #expect(!back.isEmpty)
      try await browser.setWindowSize(width: 1200, height: 900)
      try await browser.waitUntil { try await browser.findElements(css: ".split").count == 1 }
      #expect(try await browser.title() == "Shakshuka")
      #expect(try await path(browser) == "/recipe/shakshuka")
    }
  }

  @Test("two browsers do not see each other's state")
  func sessionsAreSeparate() async throws {
    try await withBrowser { first, server in
      let second = try await BrowserSession.start()
      defer { Task { await second.quit() } }
      try await first.navigate(to: server.base + "/")
      try await second.navigate(to: server.base + "/")
      try await connected(first)
      try await connected(second)
      try await tap("Soups", first)
      try await waitForPath("/category/soups", first)
      try await second.refresh()
      try await connected(second)
      #expect(try await path(second) == "/")
      #expect(try await second.title() == "Recipes")
      await second.quit()
    }
  }

  @Test("the keyboard alone: focus a row, Enter opens it; the tabs are a tablist of tabs")
  func keyboard() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await connected(browser)
      let tabs = try await browser.findElements(css: "nav[role='tablist'] button[role='tab']")
      #expect(tabs.count == 4)
      // Send Keys focuses the element, as Tab would, then presses Enter there.
      let row = try await browser.findElement(
        xpath: "//button[contains(@class, 'row')][.//*[text()='Desserts']]")
      try await browser.sendKeys("\u{E007}", to: row)
      #expect(
        try await browser.executeScript("return document.activeElement.textContent") as? String
          != nil)
      try await waitForPath("/category/desserts", browser)
    }
  }

  @Test("at regular width a category's recipes are a table whose columns line up")
  func table() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/category/soups")
      try await connected(browser)
      // The header and seven recipes, each a row of three cells.
      try await browser.waitUntil { try await browser.findElements(css: ".grid-row").count == 8 }
      let lefts = try await browser.executeScript(
        """
        return Array.from(document.querySelectorAll('.grid-row')).map(row =>
          Array.from(row.children).map(cell => Math.round(cell.getBoundingClientRect().left)).join())
        """)
      let columns = try #require(lefts as? [String])
      #expect(Set(columns).count == 1, "every row's cells start where the header's do: \(columns)")
      try await tap("Time", browser)
      try await browser.waitUntil {
        try await browser.executeScript(
          "return document.querySelectorAll('.grid-row')[1].textContent") as? String
          == "Red Lentil Soup30 minEasy"
      }
      try await tap("Red Lentil Soup", browser)
      try await waitForPath("/recipe/lentil-soup", browser)
    }
  }

  @Test("Jump to Method scrolls the recipe until its method is at the top of the window")
  func jumpToMethod() async throws {
    try await withBrowser(height: 500) { browser, server in
      try await browser.navigate(to: server.base + "/recipe/minestrone")
      try await connected(browser)
      let methodTop = """
        const header = Array.from(document.querySelectorAll('#wp-scene .section-header'))
          .find(h => h.textContent === 'Method');
        return header ? Math.round(header.getBoundingClientRect().top) : null;
        """
      let before = try #require(try await browser.executeScript(methodTop) as? Int)
      #expect(before > 500, "the method starts below the window")
      try await tap("Jump to Method", browser)
      try await browser.waitUntil {
        guard let top = try await browser.executeScript(methodTop) as? Int else { return false }
        return top >= 0 && top < 250
      }
    }
  }

  @Test("typing in the search tab's field searches and replaces the address, not pushes")
  func typingSearches() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/search?q=")
      try await connected(browser)
      let entries = try await browser.executeScript("return history.length") as? Int
      let field = try await browser.findElement(css: "input[type='search']")
      try await browser.sendKeys("lentil", to: field)
      try await waitForPath("/search?q=lentil", browser)
      _ = try await browser.findElement(xpath: "//*[@id='wp-scene']//*[text()='Red Lentil Soup']")
      #expect(try await browser.executeScript("return history.length") as? Int == entries)
    }
  }

  @Test("the search tab's time slider is a range input that keys move, keeping what is in time")
  func timeSlider() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/search?q=garlic")
      try await connected(browser)
      _ = try await browser.findElement(
        xpath: "//*[@id='wp-scene']//*[text()='Lemon Roast Chicken']")
      let slider = try await browser.findElement(css: "input[type='range'][aria-label='Time']")
      // Home, then two steps of 15 minutes up: ready within 45 minutes.
      try await browser.sendKeys("\u{E011}\u{E014}\u{E014}", to: slider)
      try await browser.waitUntil {
        try await browser.executeScript(
          "return document.getElementById('wp-scene').textContent.includes('Ready within 45 min')")
          as? Bool == true
      }
      try await browser.waitUntil {
        try await browser.executeScript(
          "return document.getElementById('wp-scene').textContent.includes('Lemon Roast Chicken')")
          as? Bool == false
      }
      _ = try await browser.findElement(xpath: "//*[@id='wp-scene']//*[text()='Tarka Dal']")
      #expect(
        try await browser.executeScript(
          "return document.querySelector(\"input[type='range']\").value")
          as? String == "45")
    }
  }

  @Test("a hostile message closes only its own socket")
  func hostileMessage() async throws {
    try await withBrowser { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await connected(browser)
      // A second tab of the same browser, whose socket sends what no page sends.
      _ = try await browser.executeScript(
        """
        window.hostile = 'open';
        fetch('/').then(response => response.text()).then(html => {
          const tab = html.match(/data-tab="([0-9a-f]+)"/)[1];
          const socket = new WebSocket('ws://' + location.host + '/_waypoint/socket?tab=' + tab);
          socket.onopen = () => socket.send('{"t":"act","id":"not a number"}');
          socket.onclose = (event) => { window.hostile = 'closed ' + event.code; };
        }).catch(error => { window.hostile = 'failed ' + error; });
        """)
      // The outcome is read after the wait, so a failure says what the socket came to.
      try? await browser.waitUntil {
        try await browser.executeScript("return window.hostile") as? String != "open"
      }
      let outcome = try await browser.executeScript("return window.hostile") as? String
      #expect(outcome == "closed 1008")
      try await tap("Baking", browser)
      try await waitForPath("/category/baking", browser)
    }
  }
}

/// Pictures in Chromium: the recipes app's asset catalog, and an AsyncImage the browser loads.
@MainActor
@Suite(
  "Pictures in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserPicturesIntegrationTests {
  /// Every `<img>` of the page: its address, the status fetching it gives, and its pixels.
  private func images(_ browser: BrowserSession) async throws -> [(String, Int, Int)] {
    let rows =
      try await browser.executeScript(
        """
        return (async () => {
          const images = [...document.querySelectorAll('#wp-scene img')];
          await Promise.all(images.map(i => i.decode().catch(() => null)));
          return Promise.all(images.map(async i =>
            [i.currentSrc, (await fetch(i.currentSrc)).status, i.naturalWidth]));
        })()
        """) as? [[Any]] ?? []
    return rows.map { ($0[0] as? String ?? "", $0[1] as? Int ?? 0, $0[2] as? Int ?? 0) }
  }

  @Test("a category's thumbnails and a recipe's picture load, the dark scheme's files too")
  func recipePictures() async throws {
    try await withBrowser(app: RecipesApp.init, width: 600, height: 900) { browser, server in
      try await browser.navigate(to: server.base + "/category/breakfast")
      try await browser.waitUntil { try await images(browser).count >= 7 }
      var loaded = try await images(browser)
      #expect(loaded.contains { $0.0.contains("/Recipes/akara/") }, "the list's thumbnails")
      try await browser.navigate(to: server.base + "/recipe/shakshuka")
      try await browser.waitUntil {
        try await images(browser).contains { $0.0.contains("/Recipes/shakshuka/") }
      }
      loaded += try await images(browser)
      for (source, status, width) in loaded {
        #expect(status == 200, "\(source)")
        #expect(width > 0, "\(source) has no pixels")
      }
      // A person who prefers the dark scheme gets the dark files.
      _ = try await browser.executeScript(
        "document.querySelectorAll('source').forEach(s => s.media = 'all'); return true")
      try await browser.waitUntil {
        try await images(browser).contains {
          $0.0.contains("/Recipes/shakshuka/") && $0.0.hasSuffix("x-dark.png") && $0.2 > 0
        }
      }
    }
  }

  @Test(
    "an AsyncImage: the browser loads its URL; a picture it can load shows, one it cannot fails")
  func asyncImage() async throws {
    try await withBrowser(app: AsyncPicturesApp.init) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await browser.waitUntil {
        (try? await browser.findElement(xpath: "//*[text()='No picture']")) != nil
      }
      try await browser.waitUntil { try await images(browser).count == 1 }
      let loaded = try await images(browser)
      #expect(
        loaded.first?.0.hasSuffix(
          "/_waypoint/images/Waypoint_Recipes/Assets/Recipes/focaccia/2x.png") == true)
      #expect(loaded.first?.1 == 200)
      #expect((loaded.first?.2 ?? 0) > 0)
    }
  }
}

/// Two AsyncImages, one of a picture the server has and one of a path it has not.
private struct AsyncPicturesApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        ForEach(["Recipes/focaccia/2x.png", "Recipes/missing/2x.png"], id: \.self) { path in
          AsyncImage(url: URL(string: "/_waypoint/images/Waypoint_Recipes/Assets/" + path)) {
            phase in
            if let image = phase.image {
              image.resizable().frame(width: 80, height: 60)
            } else if phase.error != nil {
              Text("No picture")
            } else {
              ProgressView()
            }
          }
        }
      }
    }
  }
}

/// An app that declares no addresses, in Chromium: the titles make the address, Back pops.
@MainActor
@Suite(
  "An app without declared addresses in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct UndeclaredAddressBrowserIntegrationTests {
  struct Shelf: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          List(["Soups", "Breads"], id: \.self) { NavigationLink($0, value: $0) }
            .navigationTitle("Shelf")
            .navigationDestination(for: String.self) { name in
              Text("All the \(name.lowercased())").navigationTitle(name)
            }
        }
      }
    }
  }

  @Test("each screen has its own address and the browser's Back pops")
  func backPops() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Shelf() }) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await browser.waitUntil {
        try await browser.executeScript("return document.body.dataset.connected === '1'") as? Bool
          == true
      }
      let link = try await browser.findElement(xpath: "//*[@id='wp-scene']//*[text()='Breads']")
      try await browser.click(link)
      try await browser.waitUntil { try await browser.currentURL().hasSuffix("/shelf/breads") }
      #expect(try await browser.title() == "Breads")
      try await browser.back()
      try await browser.waitUntil { try await browser.title() == "Shelf" }
      #expect(try await browser.currentURL().hasSuffix("/shelf"))
    }
  }
}
