import Foundation

/// The cookies the server reads and sets.
enum Cookies {
  /// The browser's session: HttpOnly and SameSite=Strict, so no script and no other site's
  /// request carries it.
  static let browser = "wp_session"
  /// The tab a reload comes from, set by the page as it unloads and read by the next page.
  static let reloadingTab = "wp_tab"

  /// The cookies of a `Cookie` header, by name (the first of a name wins).
  static func parse(_ header: String?) -> [String: String] {
    guard let header else { return [:] }
    var result: [String: String] = [:]
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = parts[0].trimmingCharacters(in: .whitespaces)
      if result[name] == nil { result[name] = parts[1].trimmingCharacters(in: .whitespaces) }
    }
    return result
  }

  /// A well-formed token (what `BrowserSessions.token()` makes), or nil.
  static func token(_ value: String?) -> String? {
    guard let value, value.count == 32, value.allSatisfy(\.isHexDigit) else { return nil }
    return value
  }

  /// The `Set-Cookie` value of the browser's session cookie.
  static func browserCookie(_ id: String) -> String {
    "\(browser)=\(id); Path=/; HttpOnly; SameSite=Strict"
  }
}
