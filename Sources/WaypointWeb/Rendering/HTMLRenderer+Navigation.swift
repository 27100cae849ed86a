import WaypointUI

extension HTMLRenderer {
  /// Describes a navigation element (a container, a screen and its bar, a tab, a layer); false
  /// for another kind of element.
  func describeNavigation(
    _ element: Element, into attributes: inout TagAttributes, own: inout String
  ) -> Bool {
    switch element.role {
    case .navigationStack: attributes.addClass("stack")
    case .splitView(let info):
      attributes.addClass("split")
      attributes.addClass("style-" + HTMLText.className(String(describing: info.style)))
    case .column(let info):
      attributes.addClass("column")
      attributes.addClass("column-" + HTMLText.className(String(describing: info.column)))
      if let width = info.width { attributes.addStyle("flex-basis:\(CSS.number(width.ideal))px") }
    case .tabView: attributes.addClass("tabs")
    case .tabBar(let info):
      attributes.addClass("tabbar")
      attributes.addClass("form-" + info.form.rawValue)
      attributes.set("role", "tablist")
      attributes.set("data-minimize", HTMLText.className(String(describing: info.minimizeBehavior)))
      if let appearance = info.appearance { describeTabBar(appearance, into: &attributes) }
    case .tab(let info):
      attributes.addClass("tab")
      if info.isSearch { attributes.addClass("search-tab") }
      attributes.set("role", "tab")
      attributes.set("aria-selected", info.isSelected ? "true" : "false")
      if info.startsSection, let section = info.section {
        own +=
          "<span class=\"tab-section\" aria-hidden=\"true\">\(HTMLText.content(section))</span>"
      }
      if let image = info.image, let glyph = SymbolGlyphs.glyph(for: image) {
        own += "<span class=\"tab-icon\" aria-hidden=\"true\">\(HTMLText.content(glyph))</span>"
      }
      own += "<span class=\"tab-title\">\(HTMLText.content(info.title))</span>"
      if let badge = info.badge {
        own += "<span class=\"badge\">\(HTMLText.content(badge))</span>"
      }
    case .tabAccessory: attributes.addClass("tab-accessory")
    case .tabContent: attributes.addClass("tab-content")
    case .screen:
      attributes.addClass("screen")
      if let title = ScreenTitle.title(of: element) { attributes.set("aria-label", title) }
    case .navigationBar(let info):
      attributes.addClass("bar")
      attributes.addClass("title-" + HTMLText.className(String(describing: info.displayMode)))
      var titleStyle = ""
      if let appearance = info.appearance {
        titleStyle = describeNavigationBar(appearance, mode: info.displayMode, into: &attributes)
      }
      if let title = info.title, !title.isEmpty {
        own = "<h1 class=\"title\"\(titleStyle)>\(HTMLText.content(title))</h1>"
      }
    case .link: attributes.addClass("link")
    case .backButton:
      attributes.addClass("back")
      own = "<span class=\"chevron\" aria-hidden=\"true\">‹</span>"
    case .toolbarItem(let info):
      attributes.addClass("toolbar-item")
      attributes.addClass("placement-" + HTMLText.className(info.placement.description))
    case .scene: attributes.addClass("scene")
    case .layer(let info):
      attributes.addClass("layer")
      attributes.addClass("kind-" + HTMLText.className(info.kind.rawValue))
      if let sizing = info.sizing {
        attributes.addClass("sizing-" + HTMLText.className(String(describing: sizing.base)))
        if sizing.fitsVertically { attributes.addClass("fits-height") }
      }
      attributes.set("data-modal", info.isModal ? "true" : "false")
      if info.kind == .alert || info.kind == .confirmationDialog {
        attributes.set("role", "alertdialog")
      }
      // The title is shown by the layer's content; here it names the dialog.
      if let title = info.title { attributes.set("aria-label", title) }
    default: return false
    }
    return true
  }
}
