import Foundation
import WaypointCore

/// The address a view declares for what it shows, for renderers with an address bar.
struct NavigationAddress {
  let url: URL?
}

/// The addresses declared in a subtree, in order: the last is the front-most screen's.
struct NavigationAddressesKey: PreferenceKey {
  static var defaultValue: [NavigationAddress] { [] }
  static func reduce(value: inout [NavigationAddress], nextValue: () -> [NavigationAddress]) {
    value += nextValue()
  }
}

extension View {
  /// Declares the address of what this view shows: the browser renderer puts it in the address
  /// bar and opens it through `onOpenURL` when the user goes back, forward or reloads.
  nonisolated public func navigationAddress(_ url: URL?) -> some View {
    modifier(
      AppendingPreference<NavigationAddressesKey, NavigationAddress>(
        element: NavigationAddress(url: url)))
  }

  /// Declares the address of what this view shows as `routes` printed by `router` (no address
  /// when the router cannot print them).
  nonisolated public func navigationAddress<Route>(_ routes: [Route], router: URLRouter<Route>)
    -> some View
  {
    navigationAddress((try? router.url(for: routes)).flatMap(URL.init(string:)))
  }
}

extension SceneSession {
  /// Whether a view of this scene declares its address (`navigationAddress`): the app then
  /// reads its addresses back through `onOpenURL`.
  public var declaresNavigationAddress: Bool {
    !preferences[NavigationAddressesKey.self].isEmpty
  }

  /// The address the front-most declaring view gives for what the scene shows, if any.
  public var navigationAddress: URL? {
    preferences[NavigationAddressesKey.self].last?.url
  }
}
