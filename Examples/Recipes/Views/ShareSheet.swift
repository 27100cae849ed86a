import Waypoint

/// What sharing a recipe sends: its name, time and ingredients, as text to copy.
struct ShareSheet: View {
  let recipe: Recipe
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      List {
        Section("Text to share") {
          Text("\(recipe.name) — \(recipe.duration), serves \(recipe.servings)")
          ForEach(recipe.ingredients, id: \.self) { ingredient in
            Text("• \(ingredient)")
          }
        }
      }
      .navigationTitle("Share \(recipe.name)")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
    .presentationDetents([.medium, .large])
  }
}

/// Shares a recipe: sets the router's sheet, which the app's root presents.
struct ShareButton: View {
  let recipe: Recipe
  @Environment(Router.self) private var router

  var body: some View {
    Button("Share", systemImage: "square.and.arrow.up") {
      router.sheet = .share(recipe)
    }
  }
}

/// Copies a recipe's link (`recipes://recipe/…`) to the pasteboard; the terminal puts it on its
/// clipboard and says so on the bottom line.
struct CopyLinkButton: View {
  let recipe: Recipe
  @Environment(RecipeStore.self) private var store
  @Environment(\.pasteboard) private var pasteboard

  var body: some View {
    Button("Copy Link") {
      pasteboard.string = DeepLinks.link(to: recipe, in: store)?.absoluteString
    }
  }
}
