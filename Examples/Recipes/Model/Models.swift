import Waypoint

/// A group of recipes, such as "Soups".
struct Category: Hashable, Codable, Identifiable {
  var id: String
  var name: String
  var summary: String
  /// The SF Symbol shown next to the name.
  var symbol: String
}

/// A person who wrote recipes.
struct Chef: Hashable, Codable, Identifiable {
  var id: String
  var name: String
  var bio: String
  var specialty: String

  /// The chef's portrait in the app's asset catalog.
  var imageName: String { "Chefs/\(id)" }
}

/// One dish: what goes in it, how to make it, and what to cook next.
struct Recipe: Hashable, Codable, Identifiable {
  var id: String
  var name: String
  /// The id of its category.
  var category: String
  /// The id of its chef.
  var chef: String
  var minutes: Int
  var servings: Int
  var difficulty: String
  var summary: String
  var ingredients: [String]
  var steps: [String]
  /// Ids of recipes that go well with this one.
  var related: [String]

  /// The dish's picture in the app's asset catalog.
  var imageName: String { "Recipes/\(id)" }

  /// The cooking time as people say it: "25 min", "1 h 30 min", "1 day".
  var duration: String {
    if minutes >= 24 * 60 {
      let days = minutes / (24 * 60)
      return days == 1 ? "1 day" : "\(days) days"
    }
    if minutes >= 60 {
      let rest = minutes % 60
      return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(rest) min"
    }
    return "\(minutes) min"
  }
}
