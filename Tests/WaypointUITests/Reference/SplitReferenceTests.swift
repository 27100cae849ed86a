// swiftui-nav-ref.md §2.1–2.6, swiftui-nav-patterns.md Patterns 2 and 3, and the skill's
// "NavigationSplitView (Multi-Column)" snippet, copied as written. Edits: each snippet sits in a
// caseless enum (names repeat); §2.2 and §2.3 are the bodies of a view, with the state they use
// declared; §2.3's elided sidebar rows (`{ ... }`) are written out as §2.2's; §2.2's
// `RecipeDetail(recipe:)` takes the optional the snippet passes, and §2.4's `Sidebar`,
// `Content`, `Detail`, the skill's `Item`, `items`, `ItemRow` and
// `ItemDetailView` are declared; the skill's snippet, printed on one line, is laid out on
// several.
import Foundation
import Testing
import Waypoint
import WaypointTesting

enum NavRef21 {
  struct MultipleColumns: View {
    @State private var selectedCategory: Category?
    @State private var selectedRecipe: Recipe?
    @StateObject private var dataModel = DataModel()

    var body: some View {
      NavigationSplitView {
        List(Category.allCases, selection: $selectedCategory) { category in
          NavigationLink(category.localizedName, value: category)
        }
        .navigationTitle("Categories")
      } detail: {
        if let recipe = selectedRecipe {
          RecipeDetail(recipe: recipe)
        } else {
          Text("Select a recipe")
        }
      }
    }
  }
}

enum NavRef22 {
  struct RecipeDetail: View {  // declared: the snippet passes an optional recipe
    let recipe: Recipe?
    var body: some View {
      Text(recipe?.name ?? "No recipe").navigationTitle(recipe?.name ?? "")
    }
  }

  struct ThreeColumns: View {
    @State private var selectedCategory: Category?
    @State private var selectedRecipe: Recipe?
    @StateObject private var dataModel = DataModel()

    var body: some View {
      NavigationSplitView {
        List(Category.allCases, selection: $selectedCategory) { category in
          NavigationLink(category.localizedName, value: category)
        }
      } content: {
        List(dataModel.recipes(in: selectedCategory), selection: $selectedRecipe) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
      } detail: {
        RecipeDetail(recipe: selectedRecipe)
      }
    }
  }
}

enum NavRef23 {
  struct GridColumns: View {
    @State private var selectedCategory: Category?
    @State private var path: [Recipe] = []

    var body: some View {
      NavigationSplitView {
        List(Category.allCases, selection: $selectedCategory) { category in
          NavigationLink(category.localizedName, value: category)
        }
      } detail: {
        NavigationStack(path: $path) {
          RecipeGrid(category: selectedCategory)
            .navigationDestination(for: Recipe.self) { recipe in
              RecipeDetail(recipe: recipe)
            }
        }
      }
    }
  }
}

enum NavRef24 {
  struct Sidebar: View {
    var body: some View { Text("Sidebar").navigationTitle("Sidebar") }
  }
  struct Content: View {
    var body: some View { Text("Content").navigationTitle("Content") }
  }
  struct Detail: View {
    var body: some View { Text("Detail").navigationTitle("Detail") }
  }

  struct Columns: View {
    @State private var columnVisibility: NavigationSplitViewVisibility = .all

    var body: some View {
      VStack {
        NavigationSplitView(columnVisibility: $columnVisibility) {
          Sidebar()
        } content: {
          Content()
        } detail: {
          Detail()
        }
        // Programmatically control visibility
        Button("Detail only") { columnVisibility = .detailOnly }  // Hide sidebar and content
        Button("All") { columnVisibility = .all }  // Show all columns
        Button("Automatic") { columnVisibility = .automatic }  // System decides
      }
    }
  }
}

enum NavRef26 {
  struct DetailView: View {
    var body: some View { Text("Detail").navigationTitle("Detail") }
  }
  struct HeroImage: View {
    var body: some View { Image(systemName: "photo") }
  }

  struct GlassSidebar: View {
    var body: some View {
      NavigationSplitView {
        List { Text("Inbox") }
      } detail: {
        DetailView()
      }
      // Sidebar automatically gets Liquid Glass appearance on iPad/macOS

      // Extend content behind glass sidebar
      .backgroundExtensionEffect()  // Mirrors and blurs content outside safe area
    }
  }

  struct ExtendedHero: View {
    var body: some View {
      NavigationSplitView {
        Text("Sidebar")
      } detail: {
        HeroImage()
          .backgroundExtensionEffect()  // Content extends behind sidebar
      }
    }
  }
}

enum Pattern2 {
  struct MultiColumnView: View {
    @State private var selectedCategory: Category?
    @State private var selectedRecipe: Recipe?

    func recipes(in category: Category) -> [Recipe] {  // declared: the snippet uses it
      DataModel.shared.recipes(in: category)
    }

    var body: some View {
      NavigationSplitView {
        List(Category.allCases, selection: $selectedCategory) { category in
          NavigationLink(category.name, value: category)
        }
        .navigationTitle("Categories")
      } content: {
        if let category = selectedCategory {
          List(recipes(in: category), selection: $selectedRecipe) { recipe in
            NavigationLink(recipe.name, value: recipe)
          }
          .navigationTitle(category.name)
        } else {
          Text("Select a category")
        }
      } detail: {
        if let recipe = selectedRecipe {
          RecipeDetail(recipe: recipe)
        } else {
          Text("Select a recipe")
        }
      }
    }
  }
}

enum Pattern3 {
  struct GridWithDrillDown: View {
    @State private var selectedCategory: Category?
    @State private var path: [Recipe] = []

    var body: some View {
      NavigationSplitView {
        List(Category.allCases, selection: $selectedCategory) { category in
          NavigationLink(category.name, value: category)
        }
        .navigationTitle("Categories")
      } detail: {
        NavigationStack(path: $path) {
          if let category = selectedCategory {
            RecipeGrid(category: category)
              .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
              }
          } else {
            Text("Select a category")
          }
        }
      }
    }
  }
}

enum SkillSplit {
  struct Item: Hashable, Identifiable {  // declared: the snippet uses it
    let id: Int
    let name: String
  }
  static let items = [Item(id: 1, name: "First"), Item(id: 2, name: "Second")]

  struct ItemRow: View {
    let item: Item
    var body: some View { Text(item.name) }
  }

  struct ItemDetailView: View {
    let item: Item
    var body: some View { Text("About \(item.name)").navigationTitle(item.name) }
  }

  struct MasterDetailView: View {
    let items = SkillSplit.items  // declared: the snippet uses it
    @State private var selectedItem: Item?
    var body: some View {
      NavigationSplitView {
        List(items, selection: $selectedItem) { item in
          NavigationLink(value: item) { ItemRow(item: item) }
        }
        .navigationTitle("Items")
      } detail: {
        if let item = selectedItem {
          ItemDetailView(item: item)
        } else {
          ContentUnavailableView("Select an Item", systemImage: "sidebar.leading")
        }
      }
    }
  }
}

@MainActor
@Suite("The reference's split views")
struct SplitReferenceTests {
  @Test("§2.1: selecting a category in the sidebar shows the detail column beside it")
  func twoColumns() throws {
    let host = ViewHost(NavRef21.MultipleColumns())
    #expect(host.visibleColumns == ["Categories", ""])
    #expect(!host.elements(labeled: "Select a recipe").isEmpty)
    try host.tap("Desserts")
    #expect(host.render().contains("Row (selected)"))
    #expect(host.diagnostics.isEmpty)
  }

  @Test("§2.2: the sidebar's selection fills the content column, whose selection fills the detail")
  func threeColumns() throws {
    let host = ViewHost(NavRef22.ThreeColumns())
    #expect(host.visibleColumns.count == 3)
    try host.tap("Desserts")
    try host.tap("Brownies")
    #expect(host.visibleColumns == ["", "", "Brownies"])
    #expect(host.navigationTitle == "Brownies")
    try host.tap("Drinks")
    #expect(!host.elements(labeled: "Lemonade").isEmpty)
    #expect(!host.elements(labeled: "Brownies").isEmpty)  // the detail still shows it
    #expect(host.diagnostics.isEmpty)
  }

  @Test("§2.3 and Pattern 3: the detail's stack drills down while the sidebar selection stays")
  func gridDrillDown() throws {
    for view in [AnyView(NavRef23.GridColumns()), AnyView(Pattern3.GridWithDrillDown())] {
      let host = ViewHost(view)
      try host.tap("Desserts")
      try host.tap("Apple Pie")
      #expect(host.navigationTitle == "Apple Pie")
      #expect(host.navigationDepth == 1)
      #expect(host.visibleColumns.last == "Apple Pie")
      #expect(host.render().contains("Row (selected)"))
      try host.back()
      #expect(host.navigationTitle == "Desserts")
      #expect(host.diagnostics.isEmpty)
    }
  }

  @Test("§2.4: setting the visibility in code hides and shows the leading columns")
  func programmaticVisibility() throws {
    let host = ViewHost(NavRef24.Columns())
    #expect(host.visibleColumns == ["Sidebar", "Content", "Detail"])
    try host.tap("Detail only")
    #expect(host.visibleColumns == ["Detail"])
    #expect(host.elements(labeled: "Sidebar").isEmpty)
    #expect(host.render().contains("Column .sidebar (hidden column)"))
    try host.tap("All")
    #expect(host.visibleColumns == ["Sidebar", "Content", "Detail"])
    try host.tap("Automatic")
    #expect(host.visibleColumns == ["Sidebar", "Content", "Detail"])
  }

  @Test("§2.5: the same split view is one stack at compact width, and selections push")
  func automaticAdaptation() throws {
    let host = ViewHost(Pattern2.MultiColumnView(), horizontalSizeClass: .compact)
    #expect(host.visibleColumns.isEmpty)
    #expect(host.navigationTitles == ["Categories"])
    try host.tap("Desserts")
    #expect(host.navigationTitles == ["Categories", "Desserts"])
    try host.tap("Apple Pie")
    #expect(host.navigationTitles == ["Categories", "Desserts", "Apple Pie"])
    #expect(host.navigationDepth == 2)
    try host.back()
    #expect(host.navigationTitle == "Desserts")
    // Going back cleared the recipe selection: the detail says so at regular width.
    host.horizontalSizeClass = .regular
    #expect(!host.elements(labeled: "Select a recipe").isEmpty)
    #expect(host.visibleColumns == ["Categories", "Desserts", ""])
  }

  @Test("§2.6: backgroundExtensionEffect is recorded on the element it modifies")
  func backgroundExtension() {
    let host = ViewHost(NavRef26.ExtendedHero())
    #expect(host.render().contains(".backgroundExtensionEffect()"))
    let glass = ViewHost(NavRef26.GlassSidebar())
    #expect(
      glass.render().contains("NavigationSplitView (visibility: .all) .backgroundExtensionEffect()")
    )
  }

  @Test("Pattern 2: three columns driven by two selections")
  func pattern2() throws {
    let host = ViewHost(Pattern2.MultiColumnView())
    #expect(!host.elements(labeled: "Select a category").isEmpty)
    try host.tap("Breakfast")
    try host.tap("Pancakes")
    #expect(host.visibleColumns == ["Categories", "Breakfast", "Pancakes"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("the skill's master-detail view shows a placeholder until an item is selected")
  func skillMasterDetail() throws {
    let host = ViewHost(SkillSplit.MasterDetailView())
    #expect(!host.elements(labeled: "Select an Item").isEmpty)
    try host.tap("Second")
    #expect(host.visibleColumns == ["Items", "Second"])
    #expect(host.diagnostics.isEmpty)
  }
}
