import Foundation
import TestSupport
import Testing
import WaypointTesting
import WaypointUI

// The README's "Use it in your package" app, as written there (without `@main`, which a test
// target cannot have).
struct Hello: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        List(1...3, id: \.self) { number in
          NavigationLink("Item \(number)", value: number)
        }
        .navigationTitle("Items")
        .navigationDestination(for: Int.self) { number in
          Text("Item \(number)").navigationTitle("Item \(number)")
        }
      }
    }
  }
}

@MainActor
@Suite("The README's package snippet")
struct ReadmePackageSnippetTests {
  @Test("its app opens an item, as its test says")
  func opensAnItem() throws {
    let host = AppHost(Hello())
    try host.tap("Item 2")
    #expect(host.navigationTitles == ["Items", "Item 2"])
  }

  @Test("the README shows this app and this test, line for line")
  func readmeShowsThem() throws {
    let here = URL(fileURLWithPath: #filePath)
    let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let app = try #require(source.range(of: "struct Hello: App {"))
    let appEnd = try #require(source.range(of: "\n}\n", range: app.upperBound..<source.endIndex))
    #expect(readme.contains("@main\n" + source[app.lowerBound..<appEnd.upperBound]))
    for line in [
      "  let host = AppHost(Hello())", "  try host.tap(\"Item 2\")",
      "  #expect(host.navigationTitles == [\"Items\", \"Item 2\"])",
    ] {
      #expect(readme.contains(line), "\(line)")
    }
  }
}
