import Foundation
import Testing

@testable import WaypointCore

private struct Dish: Hashable, Codable, Identifiable {
  var id: String
  var name: String
  var minutes: Int
}

private struct DishID: Hashable, Codable, Identifiable {
  var id: String
}

private enum Route: Hashable, Codable {
  case dish(String)
}

@Suite("Saving a path of whole models")
struct PersistedPathOfModelsTests {
  private func diagnostics(saving path: NavigationPath) -> [Diagnostic.Code] {
    let log = DiagnosticLog()
    DiagnosticLog.$current.withValue(log) { _ = path.codable }
    return log.diagnostics.map(\.code)
  }

  @Test("a path of whole Identifiable models is reported when it is saved")
  func wholeModels() {
    var path = NavigationPath()
    path.append(Dish(id: "soup", name: "Soup", minutes: 30))
    path.append(Dish(id: "pie", name: "Pie", minutes: 90))
    #expect(diagnostics(saving: path) == [.persistedPathOfModels])
  }

  @Test("ids, a type holding only its id, and a route enum are not")
  func ids() {
    var path = NavigationPath()
    path.append("soup")
    path.append(DishID(id: "pie"))
    path.append(Route.dish("stew"))
    path.append(42)
    #expect(diagnostics(saving: path).isEmpty)
  }
}
