import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointUI

/// An app declaring its `recipes` scheme, with a link to one of its screens and one to the web.
private struct Linking: App {
  var body: some Scene {
    WindowGroup {
      Screen()
    }
    .urlSchemes("recipes")
  }

  struct Screen: View {
    @State private var opened: [String] = []
    @Environment(\.openURL) private var openURL

    var body: some View {
      VStack {
        Text("Opened: \(opened.joined(separator: ", "))")
        Link("Soup", destination: URL(string: "recipes://recipe/soup")!)
        Link("Website", destination: URL(string: "https://recipes.example/about")!)
        Button("Other app") { openURL(URL(string: "otherapp://x")!) }
      }
      .onOpenURL { opened.append($0.absoluteString) }
    }
  }
}

@MainActor
@Suite("Opening URLs from the app")
struct OpenURLTests {
  @Test("a link in one of the app's schemes reaches its onOpenURL; a web link goes to the desktop")
  func ownAndExternal() throws {
    let host = AppHost(Linking())
    #expect(host.runtime.urlSchemes == ["recipes"])
    try host.tap("Soup")
    #expect(!host.elements(labeled: "Opened: recipes://recipe/soup").isEmpty)
    try host.tap("Website")
    #expect(host.externallyOpenedURLs == [URL(string: "https://recipes.example/about")!])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a custom scheme the app does not declare goes to the desktop, reported")
  func undeclared() throws {
    let host = AppHost(Linking())
    try host.tap("Other app")
    #expect(host.externallyOpenedURLs.map(\.absoluteString) == ["otherapp://x"])
    #expect(host.diagnostics.map(\.code) == [.urlSchemeNotDeclared])
  }

  @Test("a custom OpenURLAction decides: handled, discarded, or the system with another URL")
  func customAction() throws {
    struct Screen: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text("Log: \(log.joined(separator: ", "))")
          Link("Handled", destination: URL(string: "https://a.example/handled")!)
          Link("Discarded", destination: URL(string: "https://a.example/discarded")!)
          Link("Redirected", destination: URL(string: "https://a.example/old")!)
          Link("Passed on", destination: URL(string: "https://a.example/other")!)
        }
        .environment(
          \.openURL,
          OpenURLAction { url in
            switch url.lastPathComponent {
            case "handled":
              log.append("handled")
              return .handled
            case "discarded": return .discarded
            case "old": return .systemAction(URL(string: "https://a.example/new")!)
            default: return .systemAction
            }
          })
      }
    }
    let host = ViewHost(Screen())
    for label in ["Handled", "Discarded", "Redirected", "Passed on"] { try host.tap(label) }
    #expect(!host.elements(labeled: "Log: handled").isEmpty)
    #expect(
      host.externallyOpenedURLs.map(\.absoluteString) == [
        "https://a.example/new", "https://a.example/other",
      ])
  }

  @Test("openURL with a completion says whether the URL was opened")
  func completion() throws {
    struct Screen: View {
      @Environment(\.openURL) private var openURL
      @State private var result = "none"
      var body: some View {
        Button("Open \(result)") {
          openURL(URL(string: "https://a.example")!) { accepted in result = "\(accepted)" }
        }
        .environment(\.openURL, OpenURLAction { _ in .discarded })
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Open none")
    #expect(!host.elements(labeled: "Open true").isEmpty, "the outer action opened it")
  }
}

@MainActor
@Suite("Handing URLs to the desktop")
struct DesktopURLOpenerTests {
  @Test("without xdg-open a URL for the desktop is not opened, and that is reported")
  func noOpener() {
    let log = DiagnosticLog()
    let opened = DesktopURLOpener.open(
      URL(string: "https://example.com")!, diagnostics: log, searchPath: "/nonexistent")
    #expect(!opened)
    #expect(log.diagnostics.map(\.code) == [.noURLOpener])
  }
}
