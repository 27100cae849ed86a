// swiftui-nav-ref.md §5.1, §5.2, §5.3 and §5.6, swiftui-nav-patterns.md Patterns 4 and 5, and
// the skill's "Tab-Based Navigation" snippet, copied as written. Edits: each snippet sits in a
// caseless enum (names repeat) and in a view's body, with the state it uses declared
// (`searchText`, `context`, `showSettings`); the views it names (`WatchNowView`, `HomeView`,
// `ItemDetail`, …) are declared as small screens, which each enum names through a protocol;
// the skill's snippet, printed on one line, is laid out on several, with its `AppTab` declared.
import Testing
import Waypoint
import WaypointTesting

/// The views the snippets name, as small screens with a title.
enum TabScreens {
  /// A screen with a title, standing in for the views the snippets name.
  struct Screen: View {
    let title: String
    var body: some View { Text("\(title) screen").navigationTitle(title) }
  }

  struct WatchNowView: View { var body: some View { Screen(title: "Watch Now") } }
  struct LibraryView: View { var body: some View { Screen(title: "Library") } }
  struct SearchView: View { var body: some View { Screen(title: "Search") } }
  struct SettingsView: View { var body: some View { Screen(title: "Settings") } }
  struct CinematicShotsView: View { var body: some View { Screen(title: "Cinematic") } }
  struct ForestLifeView: View { var body: some View { Screen(title: "Forest") } }
  struct LibrariesView: View { var body: some View { Screen(title: "Libraries") } }
  struct FavoritesView: View { var body: some View { Screen(title: "Favorites") } }
  struct RecentView: View { var body: some View { Screen(title: "Recent") } }
  struct ProfileView: View { var body: some View { Screen(title: "Profile") } }

  struct Item: Hashable { let name: String }
  struct ItemDetail: View {
    let item: Item
    var body: some View { Screen(title: item.name) }
  }
  struct HomeView: View {
    var body: some View {
      NavigationLink("Open Lamp", value: Item(name: "Lamp")).navigationTitle("Home")
    }
  }

}

/// Lets the snippets name the screens unqualified.
protocol NamesTabScreens {}

extension NamesTabScreens {
  typealias WatchNowView = TabScreens.WatchNowView
  typealias LibraryView = TabScreens.LibraryView
  typealias SearchView = TabScreens.SearchView
  typealias SettingsView = TabScreens.SettingsView
  typealias CinematicShotsView = TabScreens.CinematicShotsView
  typealias ForestLifeView = TabScreens.ForestLifeView
  typealias LibrariesView = TabScreens.LibrariesView
  typealias FavoritesView = TabScreens.FavoritesView
  typealias RecentView = TabScreens.RecentView
  typealias ProfileView = TabScreens.ProfileView
  typealias HomeView = TabScreens.HomeView
  typealias Item = TabScreens.Item
  typealias ItemDetail = TabScreens.ItemDetail
}

enum NavRef51: NamesTabScreens {
  struct Tabs: View {
    @State private var searchText = ""
    var body: some View {
      TabView {
        Tab("Watch Now", systemImage: "play") {
          WatchNowView()
        }
        Tab("Library", systemImage: "books.vertical") {
          LibraryView()
        }
        Tab(role: .search) {
          NavigationStack {
            SearchView()
              .navigationTitle("Search")
          }
          .searchable(text: $searchText)
        }
      }
    }
  }
}

enum NavRef52: NamesTabScreens {
  struct Tabs: View {
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") {
          NavigationStack {
            HomeView()
              .navigationDestination(for: Item.self) { item in
                ItemDetail(item: item)
              }
          }
        }
        Tab("Settings", systemImage: "gear") {
          NavigationStack {
            SettingsView()
          }
        }
      }
    }
  }
}

enum NavRef53: NamesTabScreens {
  struct Tabs: View {
    var body: some View {
      TabView {
        Tab("Watch Now", systemImage: "play") {
          WatchNowView()
        }
        Tab("Library", systemImage: "books.vertical") {
          LibraryView()
        }
        TabSection("Collections") {
          Tab("Cinematic Shots", systemImage: "list.and.film") {
            CinematicShotsView()
          }
          Tab("Forest Life", systemImage: "list.and.film") {
            ForestLifeView()
          }
        }
        TabSection("Animations") {
          // More tabs...
        }
        Tab(role: .search) {
          SearchView()
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }
}

enum NavRef56: NamesTabScreens {
  enum Context { case browse, library }
  struct Tabs: View {
    @State var context = Context.library
    @State var showSettings = true
    var body: some View {
      TabView {
        Tab("Libraries", systemImage: "square.stack") { LibrariesView() }
          .hidden(context == .browse)  // Hide based on app state
        // ✅ State preserved when hidden
        Tab("Settings", systemImage: "gear") {
          SettingsView()  // Navigation stack preserved
        }
        .hidden(!showSettings)
      }
    }
  }
}

enum Pattern4: NamesTabScreens {
  struct TabBasedApp: View {
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") {
          NavigationStack {
            HomeView()
              .navigationDestination(for: Item.self) { item in
                ItemDetail(item: item)
              }
          }
        }
        Tab("Search", systemImage: "magnifyingglass") {
          NavigationStack {
            SearchView()
          }
        }
        Tab("Settings", systemImage: "gear") {
          NavigationStack {
            SettingsView()
          }
        }
      }
    }
  }
}

enum Pattern5: NamesTabScreens {
  struct AdaptableApp: View {
    var body: some View {
      TabView {
        Tab("Watch Now", systemImage: "play") {
          WatchNowView()
        }
        Tab("Library", systemImage: "books.vertical") {
          LibraryView()
        }
        TabSection("Collections") {
          Tab("Favorites", systemImage: "star") {
            FavoritesView()
          }
          Tab("Recently Added", systemImage: "clock") {
            RecentView()
          }
        }
        Tab(role: .search) {
          SearchView()
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }
}

enum SkillTabs {
  typealias HomeView = TabScreens.HomeView
  typealias ProfileView = TabScreens.ProfileView
  enum AppTab: Hashable { case home, search, profile }
  struct SearchView: View { var body: some View { TabScreens.Screen(title: "Find") } }
  struct MainTabView: View {
    @State private var selectedTab: AppTab = .home
    var body: some View {
      TabView(selection: $selectedTab) {
        Tab("Home", systemImage: "house", value: .home) { NavigationStack { HomeView() } }
        Tab("Search", systemImage: "magnifyingglass", value: .search) {
          NavigationStack { SearchView() }
        }
        Tab("Profile", systemImage: "person", value: .profile) {
          NavigationStack { ProfileView() }
        }
      }
    }
  }
}

@MainActor
@Suite("Reference: tabs")
struct TabReferenceTests {
  @Test("§5.1: three tabs; the search tab's stack has a search field one can type into")
  func tabSyntax() throws {
    let host = ViewHost(NavRef51.Tabs())
    #expect(host.visibleTabs == ["Watch Now", "Library", "Search"])
    try host.selectTab("Search")
    try host.type("otters", into: "Search")
    #expect(host.render().contains(#"TextField "Search" = "otters""#))
    #expect(host.navigationTitle == "Search")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("§5.2 and Pattern 4: each tab's own stack keeps its place while another is selected")
  func stackPerTab() throws {
    for host in [ViewHost(NavRef52.Tabs()), ViewHost(Pattern4.TabBasedApp())] {
      try host.tap("Open Lamp")
      #expect(host.navigationTitle == "Lamp")
      try host.selectTab("Settings")
      #expect(host.navigationTitle == "Settings")
      try host.selectTab("Home")
      #expect(host.navigationTitle == "Lamp")
    }
  }

  @Test("§5.3 and Pattern 5: sections group tabs; an empty section adds none")
  func sidebarAdaptable() throws {
    let host = ViewHost(NavRef53.Tabs(), horizontalSizeClass: .compact)
    #expect(
      host.visibleTabs == ["Watch Now", "Library", "Cinematic Shots", "Forest Life", "Search"])
    #expect(
      host.render().contains(
        #"Tab "Forest Life" (systemName: "list.and.film") section: "Collections""#))
    let pattern = ViewHost(Pattern5.AdaptableApp(), horizontalSizeClass: .compact)
    #expect(
      pattern.visibleTabs == ["Watch Now", "Library", "Favorites", "Recently Added", "Search"])
    try pattern.selectTab("Recently Added")
    #expect(pattern.navigationTitle == nil)
    #expect(!pattern.elements(labeled: "Recent screen").isEmpty)
  }

  @Test("§5.3: sidebar-adaptable is a sidebar at regular width; a width change keeps the tab")
  func sidebarAtRegularWidth() throws {
    let host = ViewHost(Pattern5.AdaptableApp())
    #expect(host.render().contains("TabBar (sidebar) style: .sidebarAdaptable"))
    try host.selectTab("Favorites")
    host.horizontalSizeClass = .compact
    #expect(host.render().contains("TabBar style: .sidebarAdaptable"))
    #expect(
      host.render().contains(
        #"Tab "Favorites" (systemName: "star") section: "Collections" (selected)"#))
    #expect(!host.elements(labeled: "Favorites screen").isEmpty)
  }

  @Test("§5.6: hidden tabs leave the bar and come back")
  func programmaticVisibility() {
    let host = ViewHost(NavRef56.Tabs())
    #expect(host.visibleTabs == ["Libraries", "Settings"])
    let browsing = ViewHost(NavRef56.Tabs(context: .browse, showSettings: false))
    #expect(browsing.visibleTabs.isEmpty)
  }

  @Test("the skill's MainTabView: typed tabs, each in its own stack")
  func skillTabs() throws {
    let host = ViewHost(SkillTabs.MainTabView())
    #expect(host.visibleTabs == ["Home", "Search", "Profile"])
    try host.selectTab("Profile")
    #expect(host.navigationTitle == "Profile")
  }
}

// §5.7 as written. Edits: each `TabView { ... }` gets one tab, `PlaybackControls`,
// `MiniPlayerView` and `SearchView` are declared, and the snippets sit in views with
// `showMiniPlayer` and `searchText` declared.
enum NavRef57 {
  struct PlaybackControls: View { var body: some View { Button("Play") {} } }
  struct MiniPlayerView: View { var body: some View { Text("Now playing") } }
  struct SearchView: View { var body: some View { Text("Results") } }

  struct Minimizing: View {
    var body: some View {
      // Tab bar minimization on scroll
      TabView { Tab("Home", systemImage: "house") { Text("Home") } }
        .tabBarMinimizeBehavior(.onScrollDown)
    }
  }

  struct Accessory: View {
    var body: some View {
      // Bottom accessory view (always visible)
      TabView { Tab("Home", systemImage: "house") { Text("Home") } }
        .tabViewBottomAccessory {
          PlaybackControls()
        }
    }
  }

  struct MiniPlayer: View {
    @State var showMiniPlayer: Bool
    var body: some View {
      // Dynamic visibility (recommended for mini-players)
      TabView { Tab("Home", systemImage: "house") { Text("Home") } }
        .tabViewBottomAccessory(isEnabled: showMiniPlayer) {
          MiniPlayerView()
            .transition(.opacity)
        }
    }
  }

  struct Search: View {
    @State private var searchText = ""
    var body: some View {
      TabView {
        // Search tab with dedicated search field
        Tab(role: .search) {
          NavigationStack {
            SearchView()
              .navigationTitle("Search")
          }
          .searchable(text: $searchText)
        }
      }
    }
  }
}

@MainActor
@Suite("Reference: iOS 26 tab features")
struct TabFeatures26Tests {
  @Test("§5.7: minimize behavior, a bottom accessory, one that comes and goes, a search tab")
  func features() throws {
    let minimizing = ViewHost(NavRef57.Minimizing(), horizontalSizeClass: .compact)
    #expect(minimizing.render().contains("minimize: .onScrollDown"))
    let accessory = ViewHost(NavRef57.Accessory())
    #expect(accessory.render().contains("TabViewBottomAccessory"))
    try accessory.tap("Play")
    let hidden = ViewHost(NavRef57.MiniPlayer(showMiniPlayer: false))
    #expect(!hidden.render().contains("TabViewBottomAccessory"), "disabled: no room taken")
    let shown = ViewHost(NavRef57.MiniPlayer(showMiniPlayer: true))
    #expect(shown.render().contains(#"Text "Now playing" .transition(.opacity)"#))
    let search = ViewHost(NavRef57.Search())
    #expect(search.visibleTabs == ["Search"])
    try search.type("jazz", into: "Search")
    #expect(search.diagnostics.isEmpty)
  }

  @Test("the accessory reads its placement from the environment: expanded above the bar")
  func placement() {
    struct Reader: View {
      @Environment(\.tabViewBottomAccessoryPlacement) private var placement
      var body: some View { Text(placement == .expanded ? "expanded" : "elsewhere") }
    }
    let host = ViewHost(
      TabView { Tab("Home", systemImage: "house") { Reader() } }
        .tabViewBottomAccessory { Reader() })
    #expect(!host.elements(labeled: "expanded").isEmpty, "in the accessory")
    #expect(!host.elements(labeled: "elsewhere").isEmpty, "in the tab: none")
  }
}
