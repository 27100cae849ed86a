import SwiftData
import Waypoint

/// Plans a recipe for a day of the week: pick the day, add a note, confirm. Closing it with a
/// note written asks first. The day and the note are the scene's, kept as the sheet is.
struct PlanMealSheet: View {
  let recipe: Recipe
  @Environment(RecipeStore.self) private var store
  @Environment(\.modelContext) private var context
  @Environment(\.dismiss) private var dismiss
  @Query private var planned: [PlannedMeal]
  @SceneStorage("plan.day") private var day: Weekday?
  @SceneStorage("plan.note") private var note = ""

  var body: some View {
    NavigationStack(path: dayPath) {
      List {
        Section("Which day?") {
          ForEach(Weekday.allCases) { day in
            NavigationLink(value: day) {
              HStack {
                Text(day.name)
                Spacer()
                if let meal = planned.first(where: { $0.day == day }), meal.recipeID != recipe.id {
                  Text("replaces \(store.recipe(withID: meal.recipeID)?.name ?? "a meal")")
                    .foregroundStyle(.secondary)
                }
              }
            }
          }
        }
      }
      .navigationTitle("Plan Meal")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
            .keyboardShortcut(.cancelAction)
        }
      }
      .navigationDestination(for: Weekday.self) { day in
        ConfirmPlanView(recipe: recipe, day: day, note: $note) {
          context.plan(recipe, on: day, note: note)
          dismiss()
        }
      }
    }
    .dismissalConfirmationDialog("Discard this plan?", shouldPresent: !note.isEmpty) {
      Button("Discard", role: .destructive) {}
    } message: {
      Text("The note you wrote will be lost.")
    }
  }
}

extension PlanMealSheet {
  /// The sheet's stack: the chosen day's screen over the list of days.
  private var dayPath: Binding<[Weekday]> {
    Binding(get: { day.map { [$0] } ?? [] }, set: { day = $0.last })
  }
}

/// The last step of planning: the day chosen, a note, and the button that adds it to the plan.
private struct ConfirmPlanView: View {
  let recipe: Recipe
  let day: Weekday
  @Binding var note: String
  let confirm: @MainActor () -> Void

  var body: some View {
    Form {
      Section {
        Text("\(recipe.name) on \(day.name)")
      }
      Section("Note") {
        TextField("Note", text: $note, prompt: Text("Who is coming, what to buy…"))
      }
      Button("Add to Plan", action: confirm)
        .keyboardShortcut("s")
    }
    .navigationTitle(day.name)
  }
}

#Preview("Plan meal", traits: .modifier(SampleRecipes())) {
  @Previewable @Environment(RecipeStore.self) var store
  if let recipe = store.recipes.last {
    PlanMealSheet(recipe: recipe)
  }
}
