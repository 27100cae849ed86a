import Foundation
import Recipes
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import WaypointWeb

/// The driver, the terminal and the browser, attached to one running recipes app, report what
/// its navigation state says at every step through stacks, columns, tabs and a sheet.
@MainActor
@Suite("The driver, the terminal and the browser agree with the navigation state")
struct RendererAgreementTests {
  enum Step: CustomStringConvertible {
    case open(String)
    case tap(String)
    case selectTab(String)
    case dismiss

    var description: String {
      switch self {
      case .open(let link): "open \(link)"
      case .tap(let label): "tap \(label)"
      case .selectTab(let title): "select tab \(title)"
      case .dismiss: "dismiss"
      }
    }
  }

  /// At compact width the columns are one stack, pushed by tapping; at regular width the
  /// recipes are a table beside the sidebar, reached by deep links.
  static func steps(regular: Bool) -> [Step] {
    let toChef: [Step] =
      regular
      ? [.open("recipes://category/desserts"), .open("recipes://chef/sam-porter")]
      : [.tap("Desserts 7"), .tap("Apple Pie 1 h 50 min · Medium"), .tap("Sam Porter")]
    return toChef + [
      .open("recipes://recipe/shakshuka"), .tap("Share"), .dismiss, .selectTab("Favourites"),
      .open("recipes://search?q=lentil"), .selectTab("Browse"), .open("recipes://category/soups"),
    ]
  }

  /// What the driver reports is the state's own reading.
  private func checkDriver(_ host: AppHost, _ state: NavigationState, _ step: Step) {
    #expect(host.navigationTitle == state.frontScreen?.title, "\(step)")
    #expect(host.navigationTitles == state.screenTitles, "\(step)")
    #expect(host.visibleColumns == state.visibleColumns, "\(step)")
    #expect(host.visibleTabs == state.visibleTabs, "\(step)")
    #expect(host.presentations.map(\.title) == state.layers.map(\.title), "\(step)")
  }

  /// The terminal's title line names the front screen (or each visible column), its tab bar
  /// underlines the selected tab, and a presented layer's panel shows the layer's title.
  private func checkTerminal(
    _ session: TerminalSession, _ state: NavigationState, regular: Bool, _ step: Step
  ) {
    let screen = session.screen
    let lines = screen.plainText.components(separatedBy: "\n")
    if let layer = state.layers.last {
      if let title = layer.title {
        #expect(screen.plainText.contains(title), "\(step): \(layer.kind) \(title)")
      }
      return
    }
    let titleLine = lines.first ?? ""
    if regular {
      var rest = Substring(titleLine)
      for title in state.visibleColumns where !title.isEmpty {
        let found = rest.range(of: title)
        #expect(found != nil, "\(step): \(title) in \(titleLine)")
        if let found { rest = rest[found.upperBound...] }
      }
    } else if let title = state.frontScreen?.title, !title.isEmpty {
      #expect(titleLine.contains(title), "\(step): \(titleLine)")
    }
    guard let selected = state.selectedTab else { return }
    let barRow = lines.lastIndex { line in state.visibleTabs.allSatisfy { line.contains($0) } }
    guard let barRow, let range = lines[barRow].range(of: selected) else {
      Issue.record("\(step): no tab bar with \(state.visibleTabs) in\n\(screen.plainText)")
      return
    }
    let column = lines[barRow].distance(from: lines[barRow].startIndex, to: range.lowerBound)
    #expect(screen.rows[barRow][column].style.underline, "\(step): \(selected) not underlined")
  }

  /// The browser's document title is the state's window title, and its address the state's.
  private func checkBrowser(_ tab: BrowserTab, _ state: NavigationState, _ step: Step) async {
    let page = await tab.page(address: tab.currentPath())
    #expect(
      page.contains("<title>\(HTMLText.content(state.windowTitle ?? ""))</title>"),
      "\(step): \(state.windowTitle ?? "nil")")
    if let address = state.navigationAddress.flatMap(URL.init(string:)) {
      #expect(tab.currentPath() == AddressBar.path(for: address), "\(step)")
    }
  }

  private func walk(regular: Bool) async throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: regular ? .regular : .compact)
    await host.runtime.settle()
    let session = TerminalSession(
      runtime: host.runtime, width: regular ? 160 : 80, height: 24, usesColor: false)
    let tab = BrowserTab(id: "t", browserID: "b", runtime: host.runtime)
    var layersSeen = 0
    var tabsSeen: Set<String> = []
    for step in Self.steps(regular: regular) {
      switch step {
      case .open(let link): host.open(try #require(URL(string: link)))
      case .tap(let label): try host.tap(label)
      case .selectTab(let title): try host.selectTab(title)
      case .dismiss: try host.dismiss()
      }
      await host.runtime.settle()
      // A JSON round trip keeps the state whole.
      let state = host.navigationState
      let decoded = try JSONDecoder().decode(NavigationState.self, from: Data(state.json.utf8))
      #expect(decoded == state, "\(step)")
      layersSeen += state.layers.count
      if let selected = state.selectedTab { tabsSeen.insert(selected) }
      checkDriver(host, state, step)
      checkTerminal(session, state, regular: regular, step)
      await checkBrowser(tab, state, step)
    }
    // The walk went through a sheet and three tabs, so the checks above covered them.
    #expect(layersSeen > 0)
    #expect(tabsSeen == ["Browse", "Favourites", "Search"])
  }

  @Test("at compact width: one stack, tabs below, a sheet")
  func compact() async throws { try await walk(regular: false) }

  @Test("at regular width: the split view's columns side by side, tabs, a sheet")
  func regular() async throws { try await walk(regular: true) }
}
