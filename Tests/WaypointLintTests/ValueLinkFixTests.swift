import Testing
import WaypointLint

@Suite("view-based-navigation-link's fix: a value link and its destination")
struct ValueLinkFixTests {
  func fixed(_ source: String) -> (text: String, applied: Int) {
    FixApplier.apply(Linter().lint(sources: [("A.swift", source)]), to: source)
  }

  @Test(
    "Links to one view of one value become value links; one destination per type, outside the list")
  func rewritten() {
    let source = """
      struct RecipeList: View {
        let recipes: [Recipe]
        var chef: Chef

        var body: some View {
          NavigationStack {
            List {
              ForEach(recipes) { recipe in
                NavigationLink(destination: RecipeDetail(recipe: recipe)) {
                  Text(recipe.name)
                }
              }
              NavigationLink("Chef", destination: ChefView(chef: chef))
              ForEach(recipes, id: \\.id) { (recipe: Recipe) in
                NavigationLink {
                  RecipeDetail(recipe: recipe)
                } label: {
                  Text(recipe.name)
                }
              }
            }
            .navigationTitle("Recipes")
          }
        }
      }
      """
    let result = fixed(source)
    #expect(result.applied == 3)
    #expect(
      result.text == """
        struct RecipeList: View {
          let recipes: [Recipe]
          var chef: Chef

          var body: some View {
            NavigationStack {
              List {
                ForEach(recipes) { recipe in
                  NavigationLink(value: recipe) {
                    Text(recipe.name)
                  }
                }
                NavigationLink("Chef", value: chef)
                ForEach(recipes, id: \\.id) { (recipe: Recipe) in
                  NavigationLink(value: recipe) {
                    Text(recipe.name)
                  }
                }
              }
              .navigationTitle("Recipes")
              .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
              .navigationDestination(for: Chef.self) { chef in ChefView(chef: chef) }
            }
          }
        }
        """)
    let after = Linter().lint(sources: [("A.swift", result.text)]).map(\.ruleID)
    #expect(!after.contains("view-based-navigation-link"))
    #expect(!after.contains("destination-in-lazy-container"))
  }

  @Test(
    "A view's body without a stack gets the destination on its top view; a list's element and a parameter are typed"
  )
  func bodyWithoutStack() {
    let source = """
      struct Rows: View {
        @State private var items: [Item] = []
        var body: some View {
          List(items) { item in
            NavigationLink(destination: ItemView(item: item), label: { Text("Open") })
          }
        }
        func row(_ tag: Tag) -> some View {
          NavigationLink(destination: TagView(tag: tag)) { Text("Tag") }
        }
      }
      """
    #expect(
      fixed(source).text == """
        struct Rows: View {
          @State private var items: [Item] = []
          var body: some View {
            List(items) { item in
              NavigationLink(value: item, label: { Text("Open") })
            }
            .navigationDestination(for: Item.self) { item in ItemView(item: item) }
          }
          func row(_ tag: Tag) -> some View {
            NavigationLink(value: tag) { Text("Tag") }
            .navigationDestination(for: Tag.self) { tag in TagView(tag: tag) }
          }
        }
        """)
  }

  @Test("A destination the file already declares is not added again")
  func existingDestination() {
    let source = """
      struct A: View {
        let recipe: Recipe
        var body: some View {
          NavigationLink(destination: RecipeDetail(recipe: recipe)) { Text("Open") }
            .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
        }
      }
      """
    #expect(fixed(source).text.contains("NavigationLink(value: recipe) { Text(\"Open\") }"))
    #expect(fixed(source).text.components(separatedBy: "navigationDestination").count == 2)
  }

  @Test("Other shapes are reported without a fix")
  func notMechanical() {
    let source = """
      struct A: View {
        let model: Model
        var recipe: Recipe?
        var body: some View {
          NavigationStack {
            List(model.recipes) { recipe in
              NavigationLink(destination: RecipeDetail(recipe: recipe)) { Text("unknown type") }
            }
            NavigationLink(destination: RecipeDetail(recipe: recipe, editing: true)) { Text("two") }
            NavigationLink(destination: RecipeDetail(recipe: recipe)) { Text("optional") }
            NavigationLink(destination: Text("a view")) { Text("not a value") }
          }
          .sheet(isPresented: .constant(true)) {
            ForEach(model.all) { (recipe: Recipe) in
              NavigationLink(destination: RecipeDetail(recipe: recipe)) { Text("in a sheet") }
            }
          }
        }
      }
      """
    let findings = Linter().lint(sources: [("A.swift", source)])
      .filter { $0.ruleID == "view-based-navigation-link" }
    #expect(findings.count == 5)
    #expect(findings.allSatisfy { $0.fixIt == nil })
  }
}
