import SwiftData
import Waypoint

/// One recipe: facts, chef, ingredients, method and related recipes, which push on the detail
/// column's stack.
struct RecipeDetailView: View {
  let recipe: Recipe
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @Environment(\.isPresented) private var isPushed
  @Environment(\.goHome) private var goHome
  // The meal being planned is the scene's, so a relaunch (or, in a browser, another worker)
  // shows the sheet again with the day and the note as they were.
  @SceneStorage("plan.recipe") private var planningID: String?
  @SceneStorage("plan.day") private var planningDay: Weekday?
  @SceneStorage("plan.note") private var planningNote = ""
  @State private var confirmsLastFavouriteRemoval = false

  var body: some View {
    ScrollViewReader { proxy in
      content(proxy)
    }
    // The recipe fades under the translucent bar as it scrolls (drawn by the browser).
    .scrollEdgeEffectStyle(.soft, for: .top)
    .navigationTitle(recipe.name)
    .toolbar {
      ToolbarItem(placement: .secondaryAction) {
        ShareButton(recipe: recipe)
      }
      ToolbarItem(placement: .secondaryAction) {
        CopyLinkButton(recipe: recipe)
      }
      if isPushed, let goHome {
        ToolbarItem(placement: .primaryAction) {
          Button("Home", systemImage: "house") {
            goHome()
          }
        }
      }
    }
    .sheet(item: planning) { recipe in
      PlanMealSheet(recipe: recipe)
        .presentationSizing(.form)
    }
    .onChange(of: planningID) { _, id in
      // Planned or put aside: the next plan starts afresh.
      if id == nil {
        planningDay = nil
        planningNote = ""
      }
    }
    .alert("Remove your last favourite?", isPresented: $confirmsLastFavouriteRemoval) {
      Button("Remove", role: .destructive) { store.setFavorite(recipe, false) }
      Button("Keep", role: .cancel) {}
    } message: {
      Text("Favourites will be empty.")
    }
    .userActivity(DeepLinks.viewRecipeActivity) { activity in
      activity.title = recipe.name
      activity.targetContentIdentifier = recipe.id
      activity.webpageURL = URL(string: "https://\(DeepLinks.webHost)/recipe/\(recipe.id)")
      try? activity.setTypedPayload(recipe.id)
    }
    // The detail column keeps this view when another recipe is chosen, so `onAppear` would note
    // only the first: a task keyed by the recipe runs again for each one.
    .task(id: recipe.id) { router.noteViewed(recipe) }
  }

  /// This recipe while it is the one being planned.
  private var planning: Binding<Recipe?> {
    Binding(
      get: { planningID == recipe.id ? recipe : nil },
      set: { planningID = $0?.id })
  }

  /// The recipe's sections, with a button that scrolls to its method.
  private func content(_ proxy: ScrollViewProxy) -> some View {
    List {
      Section {
        Image(decorative: recipe.imageName, bundle: .module)
          .resizable()
          .scaledToFit()
          .frame(maxWidth: 320)
          .clipShape(.rect(cornerRadius: 12))
        Text(recipe.summary)
        LabeledContent("Time") {
          HStack {
            TimeDial(minutes: recipe.minutes)
            Text(recipe.duration).foregroundStyle(.secondary)
          }
        }
        fact("Serves", "\(recipe.servings)")
        fact("Difficulty", recipe.difficulty)
        Toggle(
          "Favourite",
          isOn: Binding(
            get: { store.isFavorite(recipe) },
            set: { isOn in
              // Emptying the favourites asks first.
              if !isOn, store.favorites == [recipe] {
                confirmsLastFavouriteRemoval = true
              } else {
                store.setFavorite(recipe, isOn)
              }
            }))
        PlannedDays(recipe: recipe)
        Button("Plan Meal…", systemImage: "calendar") { planningID = recipe.id }
          .keyboardShortcut("p")
        Button("Jump to Method", systemImage: "list.number") {
          proxy.scrollTo(MethodSection.id, anchor: .top)
        }
      }
      if let chef = store.chef(of: recipe) {
        Section("Chef") {
          NavigationLink(value: Route.chef(chef.id)) {
            Label(chef.name, systemImage: "person")
          }
        }
      }
      Section("Ingredients") {
        ForEach(recipe.ingredients, id: \.self) { ingredient in
          Text(ingredient)
        }
      }
      Section("Method") {
        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
          Text("\(index + 1). \(step)")
        }
      }
      .id(MethodSection.id)
      Section("Related") {
        // Chips in a flow of their own layout, each its own link (borderless, so a tap on
        // one does not open them all, as links sharing a list row would).
        ChipFlow {
          ForEach(store.related(to: recipe)) { related in
            NavigationLink(value: Route.recipe(related.id)) {
              Text(related.name)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .overlay { Capsule().stroke(.tint, lineWidth: 1) }
            }
          }
        }
        .buttonStyle(.borderless)
      }
    }
  }

  private func fact(_ name: String, _ value: String) -> some View {
    LabeledContent(name) {
      Text(value)
        .foregroundStyle(.secondary)
    }
  }
}

/// Where "Jump to Method" scrolls to.
private enum MethodSection {
  static let id = "method"
}

#Preview("Recipe detail", traits: .modifier(SampleRecipes())) {
  @Previewable @Environment(RecipeStore.self) var store
  if let recipe = store.recipes.first {
    NavigationStack { RecipeDetailView(recipe: recipe) }
  } else {
    Text(store.loadError ?? "No recipes")
  }
}

/// The days a recipe is planned for, Monday first, as one fact (nothing when none).
private struct PlannedDays: View {
  @Query private var meals: [PlannedMeal]

  init(recipe: Recipe) {
    let id = recipe.id
    _meals = Query(filter: #Predicate { $0.recipeID == id }, sort: \PlannedMeal.dayNumber)
  }

  var body: some View {
    if !meals.isEmpty {
      LabeledContent("Planned") {
        Text(meals.map(\.day.name).joined(separator: ", "))
          .foregroundStyle(.secondary)
      }
    }
  }
}
