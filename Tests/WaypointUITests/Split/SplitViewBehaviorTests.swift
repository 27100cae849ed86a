import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// A three-column split view with a detail stack and a text field, for width changes.
private struct Library: View {
  @State var category: Category?
  @State var recipe: Recipe?
  @State var path: [Chef] = []
  @State var note = ""
  var compactColumn: Binding<NavigationSplitViewColumn>?

  var body: some View {
    if let compactColumn {
      NavigationSplitView(preferredCompactColumn: compactColumn) {
        sidebar
      } content: {
        content
      } detail: {
        detail
      }
    } else {
      NavigationSplitView {
        sidebar
      } content: {
        content
      } detail: {
        detail
      }
    }
  }

  private var sidebar: some View {
    List(Category.allCases, selection: $category) { category in
      NavigationLink(category.name, value: category)
    }
    .navigationTitle("Categories")
  }

  private var content: some View {
    List(DataModel.shared.recipes(in: category), selection: $recipe) { recipe in
      NavigationLink(recipe.name, value: recipe)
    }
    .navigationTitle(category?.name ?? "Recipes")
  }

  private var detail: some View {
    NavigationStack(path: $path) {
      VStack {
        Text(recipe?.name ?? "Pick a recipe")
        TextField("Note", text: $note)
        NavigationLink("Chef Ann", value: Chef(name: "Ann"))
      }
      .navigationTitle(recipe?.name ?? "")
      .navigationDestination(for: Chef.self) { chef in
        NavigationLink("Chef Bo", value: Chef(name: "Bo")).navigationTitle(chef.name)
      }
    }
  }
}

@MainActor
@Suite("Split views")
struct SplitViewBehaviorTests {
  @Test("collapsing and expanding keeps selections, the detail stack and half-typed text")
  func widthChangesLoseNothing() throws {
    let host = ViewHost(Library())
    try host.tap("Desserts")
    try host.tap("Brownies")
    try host.type("half a thought", into: "Note")
    try host.tap("Chef Ann")
    try host.tap("Chef Bo")
    #expect(host.visibleColumns == ["Categories", "Desserts", "Bo"])

    host.horizontalSizeClass = .compact
    #expect(host.visibleColumns.isEmpty)
    #expect(host.navigationTitles == ["Categories", "Desserts", "Brownies", "Ann", "Bo"])
    #expect(host.navigationDepth == 4)
    try host.back()
    try host.back()
    #expect(host.navigationTitle == "Brownies")
    #expect(host.render().contains("TextField \"Note\" = \"half a thought\""))
    try host.tap("Chef Ann")

    host.horizontalSizeClass = .regular
    #expect(host.visibleColumns == ["Categories", "Desserts", "Ann"])
    try host.back()
    #expect(host.visibleColumns == ["Categories", "Desserts", "Brownies"])
    #expect(host.render().contains("TextField \"Note\" = \"half a thought\""))
    #expect(host.diagnostics.isEmpty)
  }

  @Test("back is the front screen's back button, side by side and collapsed alike")
  func backIsTheFrontScreens() throws {
    let host = ViewHost(Library())
    try host.tap("Desserts")
    try host.tap("Brownies")
    #expect(host.scene?.backButton == nil)
    try host.tap("Chef Ann")
    let scene = try #require(host.scene)
    let back = try #require(scene.backButton)
    #expect(back.id == scene.frontScreenElement?.backButton?.id)
    #expect(NavigationState.title(of: try #require(scene.frontScreenElement)) == "Ann")
    try host.back()
    #expect(host.visibleColumns == ["Categories", "Desserts", "Brownies"])
    #expect(scene.backButton == nil)

    host.horizontalSizeClass = .compact
    // Collapsed, the detail's root has a back button: to the recipes of its category.
    #expect(host.navigationTitle == "Brownies")
    #expect(scene.backButton?.id == scene.frontScreenElement?.backButton?.id)
    try host.back()
    #expect(host.navigationTitle == "Desserts")
  }

  @Test("collapsed, back from the detail's root pops the column and clears its selection")
  func backClearsSelection() throws {
    let host = ViewHost(Library(), horizontalSizeClass: .compact)
    #expect(host.navigationTitles == ["Categories"])
    try host.tap("Desserts")
    try host.tap("Apple Pie")
    #expect(host.navigationTitles == ["Categories", "Desserts", "Apple Pie"])
    try host.back()
    #expect(host.navigationTitles == ["Categories", "Desserts"])
    #expect(!host.render().contains("Row (selected)"))
    try host.back()
    #expect(host.navigationTitles == ["Categories"])
    #expect(host.navigationDepth == 0)
  }

  @Test("with selections already made, the collapsed stack opens on the last useful column")
  func opensOnLastUsefulColumn() {
    let host = ViewHost(
      Library(category: .drinks, recipe: Recipe(name: "Lemonade", category: .drinks)),
      horizontalSizeClass: .compact)
    #expect(host.navigationTitles == ["Categories", "Drinks", "Lemonade"])
    let partly = ViewHost(Library(category: .drinks), horizontalSizeClass: .compact)
    #expect(partly.navigationTitles == ["Categories", "Drinks"])
  }

  @Test("preferredCompactColumn picks the top column, and going back writes the binding")
  func preferredCompactColumn() throws {
    final class Box { var column = NavigationSplitViewColumn.detail }
    let box = Box()
    let binding = Binding(get: { box.column }, set: { box.column = $0 })
    let host = ViewHost(Library(compactColumn: binding), horizontalSizeClass: .compact)
    #expect(host.navigationTitles == ["Categories", "Recipes", ""])
    try host.back()
    #expect(box.column == .content)
    try host.back()
    #expect(box.column == .sidebar)
    try host.tap("Breakfast")
    #expect(box.column == .content)
    #expect(host.navigationTitle == "Breakfast")
  }

  @Test("the show / hide sidebar action writes the visibility binding")
  func visibilityAction() throws {
    final class Box { var visibility = NavigationSplitViewVisibility.all }
    let box = Box()
    let host = ViewHost(
      NavigationSplitView(
        columnVisibility: Binding(get: { box.visibility }, set: { box.visibility = $0 })
      ) {
        Text("Folders").navigationTitle("Folders")
      } detail: {
        Text("Mail").navigationTitle("Mail")
      })
    let split = try #require(host.tree.first)
    try host.runtime.perform(.setColumnVisibility(.detailOnly), on: split)
    #expect(box.visibility == .detailOnly)
    #expect(host.visibleColumns == ["Mail"])
    #expect(host.elements(labeled: "Folders").isEmpty)
    try host.runtime.perform(.setColumnVisibility(.doubleColumn), on: split)
    #expect(host.visibleColumns == ["Folders", "Mail"])
  }

  @Test("a link in a column without a selection presents its destination in the next column")
  func linkPresentsInNextColumn() throws {
    let view = NavigationSplitView {
      List {
        NavigationLink("Desserts", value: Category.desserts)
      }
      .navigationTitle("Menu")
      .navigationDestination(for: Category.self) { Text("All \($0.name)").navigationTitle($0.name) }
    } detail: {
      Text("Nothing chosen")
    }
    let host = ViewHost(view)
    try host.tap("Desserts")
    #expect(host.visibleColumns == ["Menu", "Desserts"])

    let compact = ViewHost(view, horizontalSizeClass: .compact)
    try compact.tap("Desserts")
    #expect(compact.navigationTitles == ["Menu", "Desserts"])
    try compact.back()
    #expect(compact.navigationTitles == ["Menu"])
    #expect(compact.diagnostics.isEmpty)
  }

  @Test(
    "a split view inside a stack is diagnosed; one at the root with a stack in its detail is not")
  func splitInsideStack() {
    let wrong = ViewHost(
      NavigationStack {
        NavigationSplitView {
          Text("Sidebar")
        } detail: {
          Text("Detail")
        }
      })
    #expect(wrong.diagnostics.map(\.code) == [.splitViewInsideStack])
    let right = ViewHost(
      NavigationSplitView {
        Text("Sidebar")
      } detail: {
        NavigationStack { Text("Detail") }
      })
    #expect(right.diagnostics.isEmpty)
  }

  @Test("a column list's link that matches neither the selection nor a destination is diagnosed")
  func columnLinkWithoutTarget() throws {
    struct Wrong: View {
      @State private var selection: Recipe?
      var body: some View {
        NavigationSplitView {
          List(selection: $selection) {
            NavigationLink("Desserts", value: Category.desserts)
          }
        } detail: {
          Text("Detail")
        }
      }
    }
    let wrong = ViewHost(Wrong())
    #expect(wrong.diagnostics.map(\.code).contains(.columnLinkWithoutTarget))
    #expect(
      wrong.diagnostics.first { $0.code == .columnLinkWithoutTarget }?.message.contains(
        "within the same column") == true)
    #expect(throws: HostError.self) { try wrong.tap("Desserts") }

    struct Right: View {
      @State private var selection: Category?
      var body: some View {
        NavigationSplitView {
          List(selection: $selection) {
            NavigationLink("Desserts", value: Category.desserts)
          }
        } detail: {
          Text(selection?.name ?? "Detail")
        }
      }
    }
    let right = ViewHost(Right())
    try right.tap("Desserts")
    #expect(right.diagnostics.isEmpty)
  }

  @Test("preferredCompactColumn .content on a two-column view is diagnosed and shows the detail")
  func compactContentOnTwoColumns() {
    let host = ViewHost(
      NavigationSplitView(preferredCompactColumn: .constant(.content)) {
        Text("Sidebar").navigationTitle("Sidebar")
      } detail: {
        Text("Detail").navigationTitle("Detail")
      },
      horizontalSizeClass: .compact)
    #expect(host.diagnostics.map(\.code) == [.compactColumnMissing])
    #expect(host.navigationTitles == ["Sidebar", "Detail"])
    let fine = ViewHost(
      NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
        Text("Sidebar")
      } detail: {
        Text("Detail")
      },
      horizontalSizeClass: .compact)
    #expect(fine.diagnostics.isEmpty)
  }

  @Test("hidden columns are off screen: neither rendered nor reachable")
  func hiddenColumnsAreOffScreen() {
    let host = ViewHost(
      NavigationSplitView(columnVisibility: .constant(.doubleColumn)) {
        Button("In the sidebar") {}
      } content: {
        Text("Content")
      } detail: {
        Text("Detail")
      })
    #expect(host.elements(labeled: "In the sidebar").isEmpty)
    #expect(!host.render().contains("In the sidebar"))
    #expect(throws: HostError.self) { try host.tap("In the sidebar") }
  }

  @Test("a width change evaluates no column's content from scratch")
  func widthChangeCost() throws {
    let host = ViewHost(Pattern2.MultiColumnView())
    try host.tap("Desserts")
    try host.tap("Brownies")
    host.resetEvaluationCount()
    host.horizontalSizeClass = .compact
    let collapse = host.evaluations.total
    host.resetEvaluationCount()
    host.horizontalSizeClass = .regular
    let expand = host.evaluations.total
    // No body here reads the size class, so none runs again.
    #expect(collapse == 0, "\(host.evaluations)")
    #expect(expand == 0, "\(host.evaluations)")
  }
}

/// The benchmark's shape: ten categories, 1,000 items, and a detail stack ten screens deep.
private struct ThousandRows: View {
  @State private var category: Int? = 3
  @State private var item: Int? = 500
  @State private var path = Array(1...10)

  var body: some View {
    NavigationSplitView {
      List(0..<10, id: \.self, selection: $category) { NavigationLink("Category \($0)", value: $0) }
        .navigationTitle("Categories")
    } content: {
      List(0..<1_000, id: \.self, selection: $item) { NavigationLink("Item \($0)", value: $0) }
        .navigationTitle("Category \(category ?? 0)")
    } detail: {
      NavigationStack(path: $path) {
        Text("Item \(item ?? 0)")
          .navigationTitle("Item")
          .navigationDestination(for: Int.self) { Text("Level \($0)").navigationTitle("\($0)") }
      }
    }
  }
}

@MainActor
@Suite("Split views, switching width at scale")
struct SplitViewScaleTests {
  @Test("switching width with 1,000 rows and a detail stack 10 deep evaluates no body or row")
  func switchEvaluatesNothing() {
    let host = ViewHost(ThousandRows())
    #expect(host.visibleColumns == ["Categories", "Category 3", "10"])
    for sizeClass in [UserInterfaceSizeClass.compact, .regular, .compact, .regular] {
      host.resetEvaluationCount()
      let updates = host.runtime.graph.nodeUpdateCount
      host.horizontalSizeClass = sizeClass
      #expect(host.evaluations.total == 0, "\(sizeClass): \(host.evaluations)")
      // The split view and what it shows anew (a column's bar); none of the 1,000 rows.
      let updated = host.runtime.graph.nodeUpdateCount - updates
      #expect(updated < 50, "\(sizeClass): \(updated) nodes updated")
    }
    host.horizontalSizeClass = .compact
    #expect(host.navigationDepth == 12, "sidebar, content, detail root and ten pushed screens")
  }
}

@MainActor
@Suite("Split views, collapsing again")
struct SplitViewRecollapseTests {
  private struct Counted: View {
    @State private var count = 0
    @State private var folder: String?
    @State private var message: String?

    var body: some View {
      NavigationSplitView {
        List(["Inbox"], id: \.self, selection: $folder) { NavigationLink($0, value: $0) }
          .navigationTitle("Folders (\(count))")
      } content: {
        List(["Hello"], id: \.self, selection: $message) { NavigationLink($0, value: $0) }
          .navigationTitle("Messages")
      } detail: {
        Button("Count") { count += 1 }.navigationTitle("Detail")
      }
    }
  }

  @Test("a column that changed while expanded shows its change when the view collapses again")
  func changesWhileExpandedReachTheCollapsedStack() throws {
    let host = ViewHost(Counted())
    try host.tap("Inbox")
    try host.tap("Hello")
    host.horizontalSizeClass = .compact
    #expect(host.navigationTitles == ["Folders (0)", "Messages", "Detail"])
    host.horizontalSizeClass = .regular
    try host.tap("Count")
    host.horizontalSizeClass = .compact
    #expect(host.navigationTitles == ["Folders (1)", "Messages", "Detail"])
  }
}

@MainActor
@Suite("Split views, selections made in code")
struct SplitViewCodeSelectionTests {
  /// The content column's list exists only once a folder is chosen; a button chooses a folder
  /// and a message in it at once.
  private struct Mail: View {
    @State private var folder: String?
    @State private var message: String?

    var body: some View {
      NavigationSplitView {
        List(["Inbox", "Sent"], id: \.self, selection: $folder) { NavigationLink($0, value: $0) }
          .navigationTitle("Folders")
          .toolbar {
            Button("Latest sent") {
              folder = "Sent"
              message = "Re: lunch"
            }
          }
      } content: {
        if let folder {
          List(["Hello", "Re: lunch"], id: \.self, selection: $message) {
            NavigationLink($0, value: $0)
          }
          .navigationTitle(folder)
        } else {
          Text("No folder")
        }
      } detail: {
        Text(message ?? "No message").navigationTitle(message ?? "")
      }
    }
  }

  @Test(
    "a selection set in code with the list that holds it shows at once, expanded or collapsed",
    arguments: [UserInterfaceSizeClass.regular, .compact])
  func selectionWithItsList(sizeClass: UserInterfaceSizeClass) throws {
    let host = ViewHost(Mail(), horizontalSizeClass: sizeClass)
    try host.tap("Latest sent")
    if sizeClass == .compact {
      #expect(host.navigationTitles == ["Folders", "Sent", "Re: lunch"])
    } else {
      #expect(host.visibleColumns == ["Folders", "Sent", "Re: lunch"])
    }
    #expect(!host.elements(labeled: "Re: lunch").isEmpty)
  }
}
