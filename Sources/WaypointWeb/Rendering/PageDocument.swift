import WaypointUI

/// The complete page: readable, and its buttons working as a form, before any script runs.
enum PageDocument {
  /// Where the page's script, style sheet, socket and form post go.
  static let assetPrefix = "/_waypoint/"

  /// The page around `body` (the scene's elements as HTML).
  static func html(
    body: String, title: String, tabID: String, sizeClass: UserInterfaceSizeClass, path: String
  ) -> String {
    let sizeClassName = sizeClass == .compact ? "compact" : "regular"
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">\
      <meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">\
      <title>\(HTMLText.content(title))</title>\
      <link rel="stylesheet" href="\(assetPrefix)waypoint.css">\
      <script src="\(assetPrefix)waypoint.js" defer></script></head>\
      <body data-tab="\(HTMLText.attribute(tabID))" data-size-class="\(sizeClassName)" \
      data-breakpoint="\(CSS.number(BrowserTab.compactBreakpoint))" \
      data-path="\(HTMLText.attribute(path))">\
      <form id="wp-form" method="post" action="\(assetPrefix)act">\
      <input type="hidden" name="tab" value="\(HTMLText.attribute(tabID))">\
      <div id="\(PagePatch.rootID)">\(body)</div></form>\
      <div id="wp-safe-area" aria-hidden="true"></div></body></html>

      """
  }
}
