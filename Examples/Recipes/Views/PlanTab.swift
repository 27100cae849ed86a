import SwiftData
import Waypoint

/// The Plan tab: the week's planned meals, kept by SwiftData; each day opens its meal, its note
/// and its shopping list.
struct PlanTab: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @Query(sort: \PlannedMeal.dayNumber) private var meals: [PlannedMeal]

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.planPath) {
      List(meals) { meal in
        NavigationLink(value: meal.day) {
          HStack {
            Text(meal.day.name)
            Spacer()
            Text(store.recipe(withID: meal.recipeID)?.name ?? "A recipe no longer here")
              .foregroundStyle(.secondary)
          }
        }
      }
      .overlay {
        if meals.isEmpty {
          ContentUnavailableView(
            "Nothing Planned", systemImage: "calendar",
            description: Text("Open a recipe and choose Plan Meal… to add it to a day."))
        }
      }
      .navigationTitle("Meal Plan")
      .navigationDestination(for: Weekday.self) { day in
        PlannedDayView(day: day)
      }
    }
  }
}

/// One day of the plan: the recipe, the note (edited in place), the shopping list and the way to
/// take the meal off the plan.
struct PlannedDayView: View {
  let day: Weekday
  @Query private var meals: [PlannedMeal]

  init(day: Weekday) {
    self.day = day
    let number = day.number
    _meals = Query(filter: #Predicate { $0.dayNumber == number })
  }

  var body: some View {
    Group {
      if let meal = meals.first {
        PlannedMealForm(meal: meal)
      } else {
        ContentUnavailableView(
          "Nothing Planned", systemImage: "calendar",
          description: Text("Nothing is planned for \(day.name)."))
      }
    }
    .navigationTitle(day.name)
  }
}

/// A planned meal's note and shopping list, edited where they are shown.
private struct PlannedMealForm: View {
  @Bindable var meal: PlannedMeal
  @Environment(\.modelContext) private var context
  @Environment(\.dismiss) private var dismiss
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @State private var newItem = ""

  var body: some View {
    Form {
      if let recipe = store.recipe(withID: meal.recipeID) {
        Section {
          Button(recipe.name, systemImage: "book") { router.show(recipe, from: store) }
        }
      }
      Section("Note") {
        TextField("Note", text: $meal.note, prompt: Text("Who is coming, what to buy…"))
      }
      Section("Shopping list") {
        ForEach(meal.shoppingList.sorted { $0.addedAt < $1.addedAt }) { item in
          ShoppingItemRow(item: item)
        }
        TextField("Add item", text: $newItem)
          .onSubmit(addItem)
        Button("Add to List", systemImage: "plus", action: addItem)
          .disabled(newItem.trimmingCharacters(in: .whitespaces).isEmpty)
      }
      Button("Remove from Plan", systemImage: "trash", role: .destructive) {
        context.delete(meal)
        dismiss()
      }
    }
  }

  private func addItem() {
    let name = newItem.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    meal.shoppingList.append(ShoppingItem(name: name))
    newItem = ""
  }
}

/// One thing to buy: ticked when bought, removed with its button.
private struct ShoppingItemRow: View {
  @Bindable var item: ShoppingItem
  @Environment(\.modelContext) private var context

  var body: some View {
    HStack {
      Toggle(item.name, isOn: $item.isBought)
      Button("Remove \(item.name)", systemImage: "minus.circle") { context.delete(item) }
        .labelStyle(.iconOnly)
    }
  }
}

#Preview("Plan", traits: .modifier(SampleRecipes())) {
  PlanTab()
}
