import CGTK
import Foundation
import Recipes
import Testing
import Waypoint
import WaypointGTK

/// The Desserts table's first row, as its cells read together.
private let applePie = "Apple Pie 1 h 50 min Medium"

@MainActor
@Suite("The recipes app in a GTK window", .serialized, .enabled(if: hasDisplay))
struct RecipesWindowTests {
  @Test("pointer and keys walk the split view, a tab, a recipe and the Plan Meal sheet")
  func walk() async throws {
    let desktop = await DesktopSession(RecipesApp())
    #expect(desktop.mappedWidgetCount > 20)
    #expect(desktop.misplacedWidgets() == [])

    try await desktop.click("Desserts 7")
    #expect(desktop.scene?.navigationState.visibleColumns == ["Recipes", "Desserts", ""])
    try await desktop.click(applePie)
    #expect(desktop.scene?.navigationState.windowTitle == "Apple Pie")
    #expect(desktop.misplacedWidgets() == [])
    try desktop.screenshot("recipes-desktop")
    // The recipe's toolbar items are header bar buttons, at its end as a GNOME app has them.
    #expect(desktop.headerBarButton(labeled: "Copy Link") != nil)
    #expect(
      !desktop.window.placements.contains {
        desktop.runtime.element(withID: $0.element)?.label == "Copy Link"
      })
    // What the app copies is on the desktop's clipboard.
    try await desktop.click("Copy Link")
    #expect(desktop.clipboardText == "recipes://recipe/apple-pie")

    try await desktop.click("Plan")
    #expect(desktop.scene?.navigationState.selectedTab == "Plan")
    try await desktop.click("Browse")
    #expect(desktop.scene?.navigationState.windowTitle == "Apple Pie")

    // Ctrl-P is the recipe's Plan Meal… shortcut: the sheet opens as a modal window.
    try await desktop.press("ctrl+p")
    #expect(desktop.window.layerWindows.count == 1)
    #expect(desktop.misplacedWidgets() == [])
    // The sheet's window has its own header bar, with its Cancel; the main window's keeps the
    // recipe's items, which do not fall into its content.
    let cancel = try #require(desktop.headerBarButton(labeled: "Cancel"))
    #expect(desktop.headerBarButton(labeled: "Copy Link") != nil)
    #expect(
      !desktop.window.placements.contains {
        desktop.runtime.element(withID: $0.element)?.label == "Copy Link"
      })
    #expect(
      gtk_widget_get_root(cancel).map { UnsafeMutableRawPointer($0) }
        == desktop.window.layerWindows.first.map { UnsafeMutableRawPointer($0) })
    try await desktop.click("Tuesday")
    #expect(desktop.scene?.navigationState.frontScreen?.title == "Tuesday")
    try await desktop.click("Note")
    try await desktop.type("bring cream")
    #expect(
      desktop.scene?.reachableElements.flatMap(\.allElements).contains {
        if case .textField(_, let text, _) = $0.role { text == "bring cream" } else { false }
      } == true)
    try desktop.screenshot("recipes-desktop-sheet")
    // Escape goes back in the sheet's stack, as the one back rule says.
    try await desktop.press("Escape")
    #expect(desktop.scene?.navigationState.frontScreen?.title == "Plan Meal")
    try await desktop.click("Tuesday")
    try await desktop.click("Add to Plan")
    #expect(desktop.window.layerWindows.isEmpty)
    try await desktop.click("Plan")
    #expect(
      desktop.scene?.reachableElements.flatMap(\.allElements).contains {
        $0.label.contains("Apple Pie")
      } == true)
    #expect(desktop.misplacedWidgets() == [])
    try desktop.quit()
  }

  @Test("the search tab's field is a search entry: typing into it filters the recipes")
  func search() async throws {
    let desktop = await DesktopSession(RecipesApp())
    try await desktop.click("Search")
    let field = try desktop.placementOfElement { $0.attributes.contains(.searchField) }
    // A widget without a name of its own is named by its type.
    #expect(String(cString: gtk_widget_get_name(field.widget)) == "GtkSearchEntry")
    try await desktop.click(field)
    try await desktop.type("lentil")
    let labels = desktop.scene?.reachableElements.flatMap(\.allElements).map(\.label) ?? []
    #expect(labels.contains { $0.hasPrefix("Red Lentil Soup") }, "\(labels)")
    #expect(!labels.contains { $0.hasPrefix("Apple Pie") })
    try desktop.quit()
  }

  @Test("the search tab's time slider is a GtkScale that the pointer and keys move")
  func timeSlider() async throws {
    let desktop = await DesktopSession(RecipesApp())
    try await desktop.click("Search")
    try await desktop.click(desktop.placementOfElement { $0.attributes.contains(.searchField) })
    try await desktop.type("garlic")
    func labels() -> [String] {
      desktop.scene?.reachableElements.flatMap(\.allElements).map(\.label) ?? []
    }
    #expect(labels().contains { $0.hasPrefix("Lemon Roast Chicken") })
    let scale = try desktop.placementOfElement { $0.sliderBounds != nil }
    #expect(String(cString: gtk_widget_get_name(scale.widget)) == "GtkScale")
    // A click puts the knob where it lands; Home takes it to 15 minutes, and each → a step up.
    try await desktop.click(scale)
    try await desktop.press("Home")
    try await desktop.press("Right")
    try await desktop.press("Right")
    #expect(labels().contains("Ready within 45 min"), "\(labels())")
    #expect(gtk_range_get_value(wp_range(scale.widget)) == 45)
    #expect(labels().contains { $0.hasPrefix("Tarka Dal") })
    #expect(!labels().contains { $0.hasPrefix("Lemon Roast Chicken") })
    #expect(desktop.misplacedWidgets() == [])
    try desktop.screenshot("recipes-desktop-search")
    try desktop.quit()
  }

  @Test("the Sort menu is a popover at its header bar button, and a choice in it closes it")
  func sortMenu() async throws {
    let desktop = await DesktopSession(RecipesApp())
    try await desktop.click("Search")
    try await desktop.click(desktop.placementOfElement { $0.attributes.contains(.searchField) })
    try await desktop.type("garlic")
    let sort = try #require(desktop.headerBarButton(labeled: "Sort"))
    try await desktop.click(widget: sort)
    let popover = try #require(desktop.window.popoverWidgets.first)
    #expect(gtk_widget_get_mapped(popover) != 0)
    // Its arrow points at the button it was opened from.
    var pointing = GdkRectangle()
    #expect(gtk_popover_get_pointing_to(wp_popover(popover), &pointing) != 0)
    var button = graphene_rect_t()
    #expect(gtk_widget_compute_bounds(sort, gtk_widget_get_parent(popover), &button) != 0)
    #expect(abs(Double(pointing.x) - Double(button.origin.x)) <= 1)
    #expect(abs(Double(pointing.width) - Double(button.size.width)) <= 1)
    #expect(desktop.misplacedWidgets() == [])
    try desktop.screenshot("recipes-desktop-menu")
    try await desktop.click("Time")
    #expect(desktop.window.popoverWidgets.isEmpty)
    #expect(
      desktop.scene?.elements.contains { if case .layer = $0.role { true } else { false } }
        == false)
    let order = (desktop.scene?.reachableElements.flatMap(\.allElements) ?? []).compactMap {
      element in
      ["Shakshuka", "Tarka Dal", "Roast Tomato Soup", "Lemon Roast Chicken"].first {
        element.actions.contains(.tap) && element.label.hasPrefix($0 + " ")
      }
    }
    #expect(order == ["Shakshuka", "Tarka Dal", "Roast Tomato Soup", "Lemon Roast Chicken"])
    try desktop.quit()
  }

  @Test("a right click on a favourite opens its context menu as a popover; Escape closes it")
  func contextMenu() async throws {
    let desktop = await DesktopSession(RecipesApp())
    try await desktop.click("Desserts 7")
    try await desktop.click(applePie)
    // The switch is below the window's edge at this size: it is flipped as a driver would.
    let favourite = try #require(
      desktop.scene?.reachableElements.flatMap(\.allElements).first {
        $0.label == "Favourite" && $0.actions.contains(.toggle)
      })
    try desktop.runtime.perform(.toggle, on: favourite)
    await desktop.settle()
    try await desktop.click("Favourites")
    let row = try desktop.placementOfElement {
      $0.label == "Apple Pie" && $0.actions.contains(.showContextMenu)
    }
    try await desktop.rightClick(widget: row.widget)
    let popover = try #require(desktop.window.popoverWidgets.first)
    #expect(gtk_widget_get_mapped(popover) != 0)
    #expect(
      desktop.window.placements.contains { placement in
        DesktopSession.isInPopover(placement.widget)
          && desktop.runtime.element(withID: placement.element)?.label == "Share"
      })
    try await desktop.press("Escape")
    #expect(desktop.window.popoverWidgets.isEmpty)
    #expect(desktop.scene?.navigationState.selectedTab == "Favourites")
    try desktop.quit()
  }

  @Test("assistive technologies read each control's role, name and selection over AT-SPI")
  func accessibility() async throws {
    let desktop = await DesktopSession(RecipesApp())
    try await desktop.click("Desserts 7")
    let tree = try await desktop.accessibilityTree()
    #expect(tree.contains("page tab “Browse” [selected]"), "\(tree.prefix(3_000))")
    #expect(tree.contains("page tab “Plan”"))
    #expect(tree.contains("push button “Desserts 7” [selected]"))
    // The row's link is the row to a screen reader: it is read once.
    #expect(tree.components(separatedBy: "push button “Desserts 7”").count - 1 == 1, "\(tree)")
    #expect(tree.contains("label “Puddings, tarts and things in jars.”"))
    #expect(tree.contains("text “Filter”"))
    try desktop.quit()
  }

  @Test("a narrow window stacks the columns and a wide one splits them, keeping every choice")
  func resizing() async throws {
    let desktop = await DesktopSession(RecipesApp())
    try await desktop.click("Desserts 7")
    try await desktop.click(applePie)
    let wide = desktop.scene?.navigationState
    try await desktop.resize(width: 600, height: 720)
    #expect(desktop.runtime.horizontalSizeClass == .compact)
    #expect(desktop.scene?.navigationState.visibleColumns == [])
    #expect(desktop.scene?.navigationState.frontScreen?.title == "Apple Pie")
    #expect(desktop.misplacedWidgets() == [])
    try desktop.screenshot("recipes-desktop-narrow")
    try await desktop.press("Escape")
    #expect(desktop.scene?.navigationState.frontScreen?.title == "Desserts")
    // A narrow window lists the recipes rather than tabulating them.
    try await desktop.click("Apple Pie 1 h 50 min · Medium")
    try await desktop.resize(width: 1000, height: 720)
    #expect(desktop.runtime.horizontalSizeClass == .regular)
    #expect(desktop.scene?.navigationState.visibleColumns == wide?.visibleColumns)
    #expect(desktop.scene?.navigationState.windowTitle == "Apple Pie")
    try desktop.quit()
  }

  @Test("quitting and launching again opens the window where it was, as large as it was")
  func relaunch() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-gtk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = await DesktopSession(RecipesApp(), restoration: .directory(folder))
    try await first.click("Desserts 7")
    try await first.click(applePie)
    let browsing = first.scene?.navigationState
    try await first.click("Plan")
    try await first.resize(width: 820, height: 640)
    let size = first.windowSize
    try first.quit()

    let second = await DesktopSession(RecipesApp(), size: nil, restoration: .directory(folder))
    #expect(second.windowSize == size)
    #expect(size.width > 700 && size.width < 900, "\(size)")
    #expect(second.scene?.navigationState.selectedTab == "Plan")
    try await second.click("Browse")
    #expect(second.scene?.navigationState.windowTitle == "Apple Pie")
    #expect(second.scene?.navigationState.visibleColumns == browsing?.visibleColumns)
    try second.quit()
  }
}
