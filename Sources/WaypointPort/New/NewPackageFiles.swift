/// The files `waypoint new` writes, by path, for a package named `name`.
struct NewPackageFiles {
  let name: String
  let waypointPath: String

  /// The URL scheme of the app's deep links: its name in lower case.
  private var scheme: String { name.lowercased() }

  var files: [(path: String, text: String)] {
    [
      ("Package.swift", manifest),
      (".gitignore", ".build/\n.build-*/\n.swiftpm/\nPackage.resolved\n"),
      ("README.md", readme),
      ("Sources/\(name)/\(name)App.swift", app),
      ("Sources/\(name)Views/Router.swift", router),
      ("Sources/\(name)Views/RootView.swift", rootView),
      ("Sources/\(name)Views/ItemViews.swift", itemViews),
      ("Sources/\(name)Views/SettingsView.swift", settingsView),
      ("Tests/\(name)Tests/NavigationTests.swift", tests),
    ]
  }

  private var manifest: String {
    """
    // swift-tools-version: 6.1
    // Made by `waypoint new`: `swift run \(name)` runs the app in the terminal, `swift test` runs
    // its navigation tests.
    import PackageDescription

    let package = Package(
      name: \(name.debugDescription),
      platforms: [.macOS(.v15)],
      dependencies: [
        .package(name: "Waypoint", path: \(waypointPath.debugDescription))
      ],
      targets: [
        .executableTarget(
          name: \(name.debugDescription),
          dependencies: [
            \("\(name)Views".debugDescription), .product(name: "Waypoint", package: "Waypoint"),
          ]),
        .target(
          name: \("\(name)Views".debugDescription),
          dependencies: [.product(name: "Waypoint", package: "Waypoint")]),
        .testTarget(
          name: \("\(name)Tests".debugDescription),
          dependencies: [
            \("\(name)Views".debugDescription),
            .product(name: "WaypointTesting", package: "Waypoint"),
          ]),
      ]
    )

    """
  }

  private var readme: String {
    """
    # \(name)

    A SwiftUI app on [Waypoint](\(waypointPath)): two tabs, each with its own navigation stack,
    a router that deep links open, and a sheet.

    ```
    swift run \(name)            # the app in the terminal (q quits)
    swift test                  # its navigation tests, headless
    ```

    `swift run \(name) --open \(scheme)://item/7` starts on item 7; `--render-text` prints the
    first screen and exits; `--navigation-state` prints where the user is, as JSON.

    - `Sources/\(name)/` — the app's entry point.
    - `Sources/\(name)Views/` — the router and the screens, with a `#Preview`.
    - `Tests/\(name)Tests/` — tests that tap, go back, switch tabs and open links.

    """
  }

  private var app: String {
    """
    import \(name)Views
    import Waypoint

    /// The app: one window showing the tabs.
    @main
    struct \(name)App: App {
      var body: some Scene {
        WindowGroup {
          RootView()
        }
      }
    }

    """
  }

  private var router: String {
    """
    import Foundation
    import Waypoint

    /// The app's tabs.
    public enum AppTab: Hashable, Sendable {
      /// The items and their details.
      case items
      /// The settings.
      case settings
    }

    /// Where the user is: the selected tab, each tab's path and whether About is shown. Views
    /// change it; a deep link sets it whole.
    @Observable @MainActor
    public final class Router {
      /// The selected tab.
      public var tab = AppTab.items
      /// The Items tab's stack: item numbers, root first.
      public var itemsPath: [Int] = []
      /// The Settings tab's stack.
      public var settingsPath: [String] = []
      /// Whether the About sheet shows.
      public var showsAbout = false

      /// Starts at the Items tab's root.
      public init() {}

      /// Opens `\(scheme)://item/7`: the Items tab with item 7 in front. Other links are ignored.
      public func open(_ url: URL) {
        guard url.scheme == \(scheme.debugDescription), url.host == "item",
          let number = Int(url.lastPathComponent)
        else { return }
        tab = .items
        itemsPath = [number]
        showsAbout = false
      }
    }

    """
  }

  private var rootView: String {
    """
    import Waypoint

    /// Two tabs, each with its own stack, and the About sheet; deep links go to the router.
    public struct RootView: View {
      @State private var router = Router()

      /// The app's root, with a router of its own.
      public init() {}

      /// The tabs, the sheet and the deep-link handler.
      public var body: some View {
        TabView(selection: $router.tab) {
          Tab("Items", systemImage: "list.bullet", value: AppTab.items) {
            NavigationStack(path: $router.itemsPath) {
              ItemList()
                .navigationDestination(for: Int.self) { ItemDetail(number: $0) }
            }
          }
          Tab("Settings", systemImage: "gear", value: AppTab.settings) {
            NavigationStack(path: $router.settingsPath) {
              SettingsView()
                .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
            }
          }
        }
        .sheet(isPresented: $router.showsAbout) { AboutSheet() }
        .environment(router)
        .onOpenURL { router.open($0) }
      }
    }

    """
  }

  private var itemViews: String {
    """
    import Waypoint

    /// The items, each a link to its detail; About in the toolbar.
    struct ItemList: View {
      @Environment(Router.self) private var router

      var body: some View {
        List(1...20, id: \\.self) { number in
          NavigationLink("Item \\(number)", value: number)
        }
        .navigationTitle("Items")
        .toolbar {
          Button("About") { router.showsAbout = true }
        }
      }
    }

    /// One item, with a link to the next.
    struct ItemDetail: View {
      let number: Int

      var body: some View {
        VStack {
          Text("This is item \\(number).")
          NavigationLink("Next: Item \\(number + 1)", value: number + 1)
        }
        .navigationTitle("Item \\(number)")
      }
    }

    /// What the app is, in a sheet with its own stack.
    struct AboutSheet: View {
      @Environment(\\.dismiss) private var dismiss

      var body: some View {
        NavigationStack {
          Text("\(name), made with Waypoint.")
            .navigationTitle("About")
            .toolbar {
              Button("Done") { dismiss() }
            }
        }
      }
    }

    #Preview("Items") {
      NavigationStack {
        ItemList()
          .navigationDestination(for: Int.self) { ItemDetail(number: $0) }
      }
      .environment(Router())
    }

    """
  }

  private var settingsView: String {
    """
    import Waypoint

    /// The settings tab: a toggle and a link.
    struct SettingsView: View {
      @State private var showsBadges = true

      var body: some View {
        List {
          Toggle("Show badges", isOn: $showsBadges)
          NavigationLink("Version", value: "Version 1.0")
        }
        .navigationTitle("Settings")
      }
    }

    """
  }

  private var tests: String {
    """
    import Foundation
    import Testing
    import Waypoint
    import WaypointTesting

    @testable import \(name)Views

    /// The app's navigation, driven headlessly: tap by label, go back, switch tabs, open links.
    @MainActor
    @Suite("\(name)'s navigation")
    struct NavigationTests {
      @Test("tapping an item pushes it; Back returns to the list")
      func pushAndBack() throws {
        let host = ViewHost(RootView(), horizontalSizeClass: .compact)
        try host.tap("Item 3")
        #expect(host.navigationTitles == ["Items", "Item 3"])
        try host.tap("Next: Item 4")
        #expect(host.navigationTitle == "Item 4")
        try host.back()
        try host.back()
        #expect(host.navigationTitle == "Items")
      }

      @Test("each tab keeps its own stack")
      func tabsKeepTheirPlace() throws {
        let host = ViewHost(RootView(), horizontalSizeClass: .compact)
        try host.tap("Item 2")
        try host.selectTab("Settings")
        try host.tap("Version")
        #expect(host.navigationTitles == ["Settings", "Version 1.0"])
        try host.selectTab("Items")
        #expect(host.navigationTitle == "Item 2")
      }

      @Test("a deep link opens its item in the Items tab")
      func deepLink() throws {
        let host = ViewHost(RootView(), horizontalSizeClass: .compact)
        try host.selectTab("Settings")
        host.open(try #require(URL(string: "\(scheme)://item/7")))
        #expect(host.navigationState.selectedTab == "Items")
        #expect(host.navigationTitles == ["Items", "Item 7"])
      }

      @Test("About is a sheet that Done dismisses")
      func aboutSheet() throws {
        let host = ViewHost(RootView(), horizontalSizeClass: .compact)
        try host.tap("About")
        #expect(host.navigationState.layers.map(\\.kind) == [.sheet])
        #expect(host.navigationTitle == "About")
        try host.tap("Done")
        #expect(host.navigationState.layers.isEmpty)
      }
    }

    """
  }
}
