import Foundation
import Testing
import WaypointPort

@Suite("Counting deprecated uses")
struct DeprecatedUsesTests {
  @Test("uses of deprecated API are listed with the compiler's reason, in PORTING.md too")
  func counted() throws {
    let project = try TemporaryFolder([
      "Trips/TripsApp.swift": "import SwiftUI\n@main struct TripsApp: App {}",
      "Trips/ContentView.swift": """
      import SwiftUI

      struct ContentView: View {
        @State private var open = false
        var body: some View {
          NavigationView {
            List {
              NavigationLink(destination: Text("Rome"), isActive: $open) { Text("Rome") }
              NavigationLink("Oslo") { Text("Oslo") }
              Text("Soon").foregroundColor(.secondary)
            }
            .navigationBarTitle("Trips")
            .onChange(of: open) { _ in }
            .onChange(of: open) { _, _ in }
          }
        }
      }
      """,
      // An app's own function of a deprecated name is its own, not Waypoint's.
      "Trips/Extras.swift": """
      import SwiftUI

      func tabItem(_ name: String) -> String { name }
      let tab = tabItem("Home")
      """,
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    let file = "Sources/\(report.appName)/Trips/ContentView.swift"
    #expect(
      report.deprecatedUses.map { "\($0.path):\($0.line) \($0.name)" } == [
        "\(file):6 NavigationView", "\(file):8 NavigationLink", "\(file):10 foregroundColor",
        "\(file):12 navigationBarTitle",
      ])
    #expect(
      report.deprecatedUses.first?.description
        == "\(file):6: note: 'NavigationView' is deprecated: "
        + "use NavigationStack or NavigationSplitView instead")
    let document = try #require(output.read("PORTING.md"))
    #expect(document.contains("## Deprecated API"))
    #expect(
      document.contains(
        "- `navigationBarTitle`: renamed to 'navigationTitle(_:)' (`\(file):12`)"))
  }
}
