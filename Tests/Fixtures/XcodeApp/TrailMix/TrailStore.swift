import Foundation

/// A trail of the bundled list.
struct Trail: Codable, Hashable, Identifiable {
  var name: String
  var miles: Double
  var id: String { name }
}

/// Loads the bundled trails; written, as many apps are, with only Foundation imported.
final class TrailStore: ObservableObject {
  @Published private(set) var trails: [Trail] = []

  init() {
    guard let url = Bundle.main.url(forResource: "trails", withExtension: "json"),
      let data = try? Data(contentsOf: url),
      let trails = try? JSONDecoder().decode([Trail].self, from: data)
    else { return }
    self.trails = trails
  }
}
