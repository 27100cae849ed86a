import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct AppearanceProxyTests {
  private struct Screens: View {
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") {
          NavigationStack { Text("Welcome").navigationTitle("Home") }
        }
        Tab("Settings", systemImage: "gear") { Text("Settings") }
      }
    }
  }

  private func navigationBar(_ host: ViewHost) -> NavigationBarInfo? {
    func find(_ elements: [Element]) -> NavigationBarInfo? {
      for element in elements {
        if case .navigationBar(let info) = element.role { return info }
        if let info = find(Array(element.children)) { return info }
      }
      return nil
    }
    return find(host.tree)
  }

  private func tabBar(_ host: ViewHost) -> TabBarInfo? {
    func find(_ elements: [Element]) -> TabBarInfo? {
      for element in elements {
        if case .tabBar(let info) = element.role { return info }
        if let info = find(Array(element.children)) { return info }
      }
      return nil
    }
    return find(host.tree)
  }

  @Test func aNavigationBarProxySetBeforeTheHostShowsOnTheBar() {
    AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      let bar = UINavigationBar.appearance()
      bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
      bar.titleTextAttributes = [
        .foregroundColor: UIColor.systemOrange, .font: UIFont.boldSystemFont(ofSize: 18),
      ]
      bar.tintColor = .systemPink
      let host = ViewHost(Screens())
      let appearance = navigationBar(host)?.appearance
      #expect(appearance?.largeTitleColor == Color(uiColor: .white))
      #expect(appearance?.titleColor == Color(uiColor: .systemOrange))
      #expect(appearance?.titleFont == .system(size: 18, weight: .bold))
      #expect(appearance?.tintColor == Color(uiColor: .systemPink))
      #expect(
        host.render().contains(
          "NavigationBar \"Home\" appearance: (tint: Color(uiColor: .systemPink)"))
    }
  }

  @Test func aNavigationBarAppearanceObjectIsCopiedWhenAssigned() {
    AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      let look = UINavigationBarAppearance()
      look.configureWithOpaqueBackground()
      look.backgroundColor = .systemIndigo
      look.shadowColor = .clear
      look.titleTextAttributes = [.foregroundColor: UIColor.white]
      UINavigationBar.appearance().standardAppearance = look
      UINavigationBar.appearance().scrollEdgeAppearance = look
      look.backgroundColor = .systemRed
      let appearance = navigationBar(ViewHost(Screens()))?.appearance
      #expect(appearance?.backgroundColor == Color(uiColor: .systemIndigo))
      #expect(appearance?.hidesSeparator == true)
      #expect(appearance?.isTranslucent == false)
      #expect(appearance?.titleColor == Color(uiColor: .white))
    }
  }

  @Test func aTabBarProxyShowsOnTheTabBar() {
    AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      UITabBar.appearance().unselectedItemTintColor = .systemGray
      let look = UITabBarAppearance()
      look.configureWithOpaqueBackground()
      look.backgroundColor = .secondarySystemBackground
      look.stackedLayoutAppearance.selected.iconColor = .systemGreen
      UITabBar.appearance().standardAppearance = look
      let appearance = tabBar(ViewHost(Screens()))?.appearance
      #expect(appearance?.backgroundColor == Color(uiColor: .secondarySystemBackground))
      #expect(appearance?.tintColor == Color(uiColor: .systemGreen))
      #expect(appearance?.secondaryTintColor == nil)
    }
  }

  @Test func itemProxiesColourTheirBars() {
    AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      UITabBarItem.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.systemGray], for: .normal)
      UITabBarItem.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.systemTeal], for: .selected)
      UIBarButtonItem.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.systemMint], for: .normal)
      let host = ViewHost(Screens())
      #expect(tabBar(host)?.appearance?.secondaryTintColor == Color(uiColor: .systemGray))
      #expect(tabBar(host)?.appearance?.tintColor == Color(uiColor: .systemTeal))
      #expect(navigationBar(host)?.appearance?.tintColor == Color(uiColor: .systemMint))
    }
  }

  @Test func withoutProxiesBarsCarryNoAppearance() {
    AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      let host = ViewHost(Screens())
      #expect(navigationBar(host)?.appearance == nil)
      #expect(tabBar(host)?.appearance == nil)
      #expect(!host.render().contains("appearance:"))
    }
  }

  @Test func recordedOnlyProxiesKeepTheirValues() {
    AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      UITableView.appearance().backgroundColor = .clear
      UITableView.appearance().separatorStyle = .none
      UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
      UISegmentedControl.appearance().setTitleTextAttributes(
        [.foregroundColor: UIColor.white], for: .selected)
      UIPageControl.appearance().currentPageIndicatorTintColor = .black
      #expect(AppearanceRegistry.appearance(of: .list)?.hidesSeparator == true)
      #expect(
        AppearanceRegistry.appearance(of: .segmentedControl)?.secondaryTintColor
          == Color(uiColor: .systemBlue))
      #expect(
        UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor]
          as? UIColor == .white)
      #expect(AppearanceRegistry.appearance(of: .pageControl)?.tintColor == Color(uiColor: .black))
    }
  }
}
