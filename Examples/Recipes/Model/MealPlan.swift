import Waypoint

/// A day of the week a meal can be planned for.
enum Weekday: String, CaseIterable, Identifiable, Hashable, Codable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  var id: Self { self }

  /// The day's name, capitalised: "Monday".
  var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A recipe planned for a day, with the cook's note.
struct PlannedMeal: Hashable, Codable {
  var recipeID: Recipe.ID
  var note: String
}
