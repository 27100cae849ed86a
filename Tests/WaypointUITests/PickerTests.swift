import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Pickers: a menu button by default, the options inline in other styles")
struct PickerTests {
  private struct Order: View {
    @State private var flavour = "Vanilla"
    var style: String?

    var body: some View {
      Form {
        switch style {
        case "inline":
          picker.pickerStyle(.inline)
        case "menu":
          picker.pickerStyle(.menu)
        default:
          picker
        }
        Text("Chosen: \(flavour)")
      }
    }

    private var picker: some View {
      Picker("Flavour", selection: $flavour) {
        ForEach(["Vanilla", "Mint", "Lemon"], id: \.self) { Text($0) }
      }
    }
  }

  @Test("the automatic style is a button with the title and the chosen option, over a menu")
  func automatic() throws {
    let host = ViewHost(Order())
    #expect(try host.selection(of: "Flavour") == "Vanilla")
    #expect(host.elements(labeled: "Mint").isEmpty, "the options show only in the menu")
    try host.tap("Flavour")
    #expect(host.presentations.map(\.kind) == [.menu])
    #expect(try host.selectedRows() == ["Vanilla"])
    try host.select("Mint")
    #expect(host.presentations.isEmpty)
    #expect(try host.selection(of: "Flavour") == "Mint")
    #expect(!host.elements(labeled: "Chosen: Mint").isEmpty)
    #expect(
      host.render().contains(#"Button "Flavour Mint" .pickerStyle(.menu)"#), "\(host.render())")
  }

  @Test("the menu style is the same menu; the inline style shows the options as rows")
  func styles() throws {
    let menu = ViewHost(Order(style: "menu"))
    #expect(try menu.selection(of: "Flavour") == "Vanilla")
    #expect(menu.elements(labeled: "Mint").isEmpty)
    let inline = ViewHost(Order(style: "inline"))
    try inline.select("Lemon")
    #expect(try inline.selection(of: "Flavour") == "Lemon")
    #expect(inline.presentations.isEmpty)
  }
}
