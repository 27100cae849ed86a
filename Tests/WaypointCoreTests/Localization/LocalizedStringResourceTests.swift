import Foundation
import Testing
import WaypointCore

@Suite("Localized strings where Linux's Foundation has none")
struct LocalizedStringResourceTests {
  @Test("an interpolated localization value keys by its literal and shows its values")
  func interpolation() {
    let name = "Ada"
    let value: String.LocalizationValue = "Hello \(name), 100% done"
    #expect(value.key == "Hello %@, 100%% done")
    #expect(value.arguments == ["Ada"])
    #expect(String(localized: value) == "Hello Ada, 100% done")
  }

  @Test("a resource with no table entry shows its default value")
  func resource() {
    let count = 3
    let resource = LocalizedStringResource("recipes.count", defaultValue: "\(count) recipes")
    #expect(resource.key == "recipes.count")
    #expect(String(localized: resource) == "3 recipes")
    let literal: LocalizedStringResource = "Recipes"
    #expect(literal.description == "Recipes")
    #expect(String(localized: "soup", defaultValue: "Soup of the day") == "Soup of the day")
  }
}
