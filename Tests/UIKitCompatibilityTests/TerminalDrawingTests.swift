import Foundation
import Testing
import WaypointTerminal
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct TerminalDrawingTests {
  private func styles(of view: some View) -> [String: CellStyle] {
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 40, height: 10, usesColor: true)
    var result: [String: CellStyle] = [:]
    for row in session.screen.rows {
      let text = String(row.map(\.character)).trimmingCharacters(in: .whitespaces)
      if let first = row.first(where: { $0.character != " " }) { result[text] = first.style }
    }
    return result
  }

  @Test func aSystemColorIsDrawnInItsLightValue() {
    let drawn = styles(of: Text("Gray").foregroundStyle(Color(uiColor: .systemIndigo)))
    #expect(drawn["Gray"]?.foreground == .rgb(88, 86, 214))
  }

  @Test func barProxiesColourTheTitleAndTheSelectedTab() {
    AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemPink]
      UITabBar.appearance().tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      let view = TabView {
        Tab("Home", systemImage: "house") {
          NavigationStack { Text("Body").navigationTitle("Kitchen") }
        }
        Tab("More", systemImage: "ellipsis") { Text("More") }
      }
      let session = TerminalSession(
        runtime: ViewRuntime(view), width: 40, height: 10, usesColor: true)
      var titleColor: TerminalColor?
      var homeColor: TerminalColor?
      for row in session.screen.rows {
        let text = String(row.map(\.character))
        if let range = text.range(of: "Kitchen") {
          titleColor =
            row[text.distance(from: text.startIndex, to: range.lowerBound)].style.foreground
        }
        if let range = text.range(of: "Home") {
          homeColor =
            row[text.distance(from: text.startIndex, to: range.lowerBound)].style.foreground
        }
      }
      #expect(titleColor == .rgb(255, 45, 85))
      #expect(homeColor == .rgb(255, 0, 0))
    }
  }
}
