import Foundation
import WaypointUI

/// The browser's address for what a tab shows, and the app's URL for an address.
///
/// An app that declares its addresses (`navigationAddress`) gets its own URLs in the address
/// bar, without scheme and host: `recipes://recipe/shakshuka` is `/recipe/shakshuka`. Other
/// apps get an address made of the titles on screen (`/browse/desserts`), which says where the
/// person is; Back then pops instead of opening it.
enum AddressBar {
  /// The address (path and query) of an app URL.
  static func path(for url: URL) -> String {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return "/"
    }
    var path = components.percentEncodedPath
    if let scheme = components.scheme?.lowercased(), scheme != "http", scheme != "https",
      let host = components.percentEncodedHost, !host.isEmpty
    {
      // A custom scheme's host is the first segment of the path.
      path = "/" + host + (path.hasPrefix("/") || path.isEmpty ? path : "/" + path)
    }
    if !path.hasPrefix("/") { path = "/" + path }
    if let query = components.percentEncodedQuery, !query.isEmpty { path += "?" + query }
    return path
  }

  /// The app URL an address opens: in the app's own scheme when it declares one, else on the
  /// first web domain it claims; nil when the address is not a path.
  @MainActor
  static func appURL(for address: String, in runtime: ViewRuntime) -> URL? {
    guard address.hasPrefix("/"), !address.hasPrefix("//") else { return nil }
    let custom = runtime.urlSchemes.filter { $0 != "http" && $0 != "https" }.sorted()
    if let scheme = custom.first {
      return URL(string: scheme + ":/" + address)
    }
    if let domain = runtime.universalLinks.first?.domain {
      return URL(string: "https://" + domain + address)
    }
    return URL(string: "http://localhost" + address)
  }

  /// The address made of what is on screen: the selected tab's title, then the title of each
  /// screen shown or covered by the one shown, as lowercase words joined by `-`.
  static func derivedPath(of roots: [Element]) -> String {
    var parts: [String] = []
    func visit(_ element: Element) {
      guard element.offScreenReason == nil || element.offScreenReason == .covered else { return }
      switch element.role {
      case .tab(let info) where info.isSelected: parts.append(slug(info.title))
      case .screen:
        if let title = ScreenTitle.title(of: element) { parts.append(slug(title)) }
      case .layer: return
      default: break
      }
      element.children.forEach(visit)
    }
    roots.forEach(visit)
    let path = "/" + parts.filter { !$0.isEmpty }.joined(separator: "/")
    return path
  }

  /// `Chocolate Cake!` → `chocolate-cake`; letters of any script are kept, percent-encoded.
  static func slug(_ title: String) -> String {
    let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
    let slug = words.joined(separator: "-")
    return slug.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
  }
}
