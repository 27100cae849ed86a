import Testing
import Waypoint

@testable import WaypointTerminal

@MainActor
@Suite("Grids and tables line up their columns in the terminal")
struct GridTerminalTests {
  private func screen(_ view: some View, width: Int) async -> [String] {
    let runtime = ViewRuntime(view)
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: width, height: 10, usesColor: false)
    return session.screen.plainText.split(separator: "\n").map(String.init)
  }

  @Test("the cells of a grid's rows start at the same columns, whatever their lengths")
  func gridColumns() async {
    let lines = await screen(
      Grid {
        GridRow {
          Text("Flour")
          Text("200 g")
          Text("sifted")
        }
        GridRow {
          Text("Brown sugar")
          Text("50 g")
          Text("packed")
        }
      }, width: 40)
    let flour = lines.first { $0.contains("Flour") } ?? ""
    let sugar = lines.first { $0.contains("Brown sugar") } ?? ""
    #expect(
      flour.range(of: "200 g")?.lowerBound.utf16Offset(in: flour)
        == sugar.range(of: "50 g")?.lowerBound.utf16Offset(in: sugar))
    #expect(
      flour.range(of: "sifted")?.lowerBound.utf16Offset(in: flour)
        == sugar.range(of: "packed")?.lowerBound.utf16Offset(in: sugar))
  }

  @Test("a cell longer than its share of the row is cut with an ellipsis")
  func cutCell() async {
    let lines = await screen(
      Grid {
        GridRow {
          Text("A very long ingredient name indeed")
          Text("1 kg")
        }
      }, width: 30)
    let row = lines.first { $0.contains("1 kg") } ?? ""
    #expect(row.contains("…"), "got \(lines)")
    #expect(!row.contains("indeed"))
  }

  @Test("a table's header and rows share columns, and choosing a header sorts by it")
  func tableColumns() async throws {
    struct Item: Identifiable {
      let id: Int
      let name: String
      let weight: Int
    }
    struct Pantry: View {
      @State private var order: [KeyPathComparator<Item>] = []
      let items = [
        Item(id: 1, name: "Rice", weight: 500), Item(id: 2, name: "Lentils", weight: 250),
      ]
      var body: some View {
        Table(order.isEmpty ? items : items.sorted(using: order), sortOrder: $order) {
          TableColumn("Name", value: \.name)
          TableColumn("Weight", value: \.weight) { Text("\($0.weight) g") }
        }
      }
    }
    let runtime = ViewRuntime(Pantry())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 40, height: 10, usesColor: false)
    var lines = session.screen.plainText.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.contains("Name") })
    let rice = try #require(lines.first { $0.contains("Rice") })
    #expect(
      header.range(of: "Weight")?.lowerBound.utf16Offset(in: header)
        == rice.range(of: "500 g")?.lowerBound.utf16Offset(in: rice))
    let weight = try #require(
      runtime.scenes.first?.reachableElements.flatMap(\.allElements).first {
        $0.label == "Weight" && $0.actions.contains(.tap)
      })
    try runtime.perform(.tap, on: weight)
    await runtime.settle()
    lines = session.screen.plainText.split(separator: "\n").map(String.init)
    let lentils = try #require(lines.firstIndex { $0.contains("Lentils") })
    let riceLine = try #require(lines.firstIndex { $0.contains("Rice") })
    #expect(lentils < riceLine, "sorted by weight, lightest first")
  }
}
