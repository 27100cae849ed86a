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

  /// The `Set-Cookie` value of the browser's session cookie; `Secure` (sent over HTTPS only)
  /// when the page came over HTTPS.
  static func browserCookie(_ id: String, secure: Bool = false) -> String {
    "\(browser)=\(id); Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
  }

  /// The `Set-Cookie` value naming the tab a reload comes from (for ten seconds), or clearing
  /// it when `tab` is nil.
  static func reloadingTabCookie(_ tab: String?, secure: Bool = false) -> String {
    let value =
      tab.map { "\(reloadingTab)=\($0); Path=/; Max-Age=10" }
      ?? "\(reloadingTab)=; Path=/; Max-Age=0"
    return value + "; SameSite=Strict" + (secure ? "; Secure" : "")
  }
}
