import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointTerminal
@testable import WaypointUI

/// A horizontal stack holding a column of several lines — a title over its subtitle, then a
/// price — drawn where the layout pass placed each part, not one part under another.
@MainActor
@Suite("A column of lines beside other content in the terminal")
struct ColumnBesideTerminalTests {
  /// A menu row as tutorials write it: a name over its price, pushed apart from its tags.
  private struct ItemRow: View {
    let name: String
    let price: Int

    var body: some View {
      HStack {
        VStack(alignment: .leading) {
          Text(name)
          Text("$\(price)")
        }
        Spacer()
        Text("V")
      }
    }
  }

  private struct Menu: View {
    var body: some View {
      NavigationStack {
        List {
          ForEach(["Toast", "Pancakes"], id: \.self) { name in
            NavigationLink(value: name) { ItemRow(name: name, price: 6) }
          }
        }
        .navigationTitle("Menu")
        .navigationDestination(for: String.self) { name in Text("Ordering \(name)") }
      }
    }
  }

  @Test("a title over its subtitle keeps its two rows, and what follows it stays beside it")
  func columnBesideText() {
    let view = VStack {
      ItemRow(name: "Toast", price: 6)
      Text("End")
    }
    // The column is 48 points tall, two rows; the tag, centred on it, starts 14 points down.
    #expect(
      trimmed(screenText(of: view, width: 30, height: 5)) == """
          Toast
          $6                        V
          End
        """)
  }

  @Test("in a list, each row is a block of its rows: the link keeps the focus and opens")
  func rowsInList() async {
    let session = TerminalSession(
      runtime: ViewRuntime(Menu()), width: 40, height: 10, usesColor: false)
    let lines = session.screen.plainText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("▸") && $0.contains("Toast") })
    #expect(lines.contains { $0.contains("$6") && $0.hasSuffix("V") })
    #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces) == "V" })
    _ = await session.handle(.down)
    _ = await session.handle(.enter)
    #expect(session.screen.plainText.contains("Ordering Pancakes"))
  }

  @Test("a row of single lines is still one line of the terminal's own")
  func singleLines() {
    let view = HStack {
      Text("Label")
      Spacer()
      Text("Value")
    }
    #expect(trimmed(screenText(of: view, width: 20, height: 3)) == "  Label       Value")
  }
}
