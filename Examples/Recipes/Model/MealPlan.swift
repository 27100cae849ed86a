import SwiftData
import Waypoint

/// A day of the week a meal can be planned for.
enum Weekday: String, CaseIterable, Identifiable, Hashable, Codable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  var id: Self { self }

  /// The day's name, capitalised: "Monday".
  var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// Monday is 0, Sunday 6: the order of the week.
  var number: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// A recipe planned for a day, with the cook's note and what to buy for it: what a person adds
/// to the app, kept by SwiftData in the app's store (one meal a day).
@Model final class PlannedMeal {
  #Unique<PlannedMeal>([\.dayNumber])

  /// The day, as `Weekday.number`, so the store orders the week.
  var dayNumber: Int
  var recipeID: String
  var note: String
  var plannedAt: Date
  /// What to buy; it goes with the meal.
  @Relationship(deleteRule: .cascade, inverse: \ShoppingItem.meal)
  var shoppingList: [ShoppingItem] = []

  init(day: Weekday, recipeID: Recipe.ID, note: String, plannedAt: Date = .now) {
    dayNumber = day.number
    self.recipeID = recipeID
    self.note = note
    self.plannedAt = plannedAt
  }

  /// The day planned.
  var day: Weekday { Weekday.allCases[min(max(dayNumber, 0), 6)] }
}

/// One thing to buy for a planned meal.
@Model final class ShoppingItem {
  var name: String
  var isBought = false
  var addedAt: Date
  var meal: PlannedMeal?

  init(name: String, addedAt: Date = .now) {
    self.name = name
    self.addedAt = addedAt
  }
}

extension ModelContext {
  /// Plans `recipe` for `day` with `note`, replacing what was planned then (and its list).
  func plan(_ recipe: Recipe, on day: Weekday, note: String) {
    let number = day.number
    let planned =
      (try? fetch(
        FetchDescriptor<PlannedMeal>(
          predicate: #Predicate { $0.dayNumber == number }))) ?? []
    for meal in planned { delete(meal) }
    insert(PlannedMeal(day: day, recipeID: recipe.id, note: note))
  }
}
