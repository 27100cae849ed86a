import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Grid: cells line up in columns as wide as their widest cell")
struct GridFrameTests {
  @Test("columns, a column's alignment, a view across the grid and a cell spanning two columns")
  func grid() {
    let host = ViewHost(
      Grid(horizontalSpacing: 10, verticalSpacing: 5) {
        GridRow {
          Text("ab").gridColumnAlignment(.leading).accessibilityIdentifier("a1")
          Text("Bread").accessibilityIdentifier("b1")
        }
        GridRow {
          Text("Soup").accessibilityIdentifier("a2")
          Text("Beer").accessibilityIdentifier("b2")
        }
        .accessibilityIdentifier("row 2")
        Color.blue.frame(height: 2).accessibilityIdentifier("rule")
        GridRow {
          Text("xy").gridCellColumns(2).accessibilityIdentifier("span")
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 400, height: 800))
    // Column 0 is as wide as "Soup" (34), column 1 as "Bread" (42.5), 10 apart.
    #expect(host.frame(identifiedBy: "a1") == CGRect(x: 0, y: 0, width: 17, height: 21))
    #expect(host.frame(identifiedBy: "a2") == CGRect(x: 0, y: 26, width: 34, height: 21))
    #expect(host.frame(identifiedBy: "b1") == CGRect(x: 44, y: 0, width: 43, height: 21))
    #expect(host.frame(identifiedBy: "b2") == CGRect(x: 48, y: 26, width: 34, height: 21))
    #expect(host.frame(identifiedBy: "rule") == CGRect(x: 0, y: 52, width: 87, height: 2))
    #expect(host.frame(identifiedBy: "span") == CGRect(x: 0, y: 59, width: 17, height: 21))
    #expect(host.frame(identifiedBy: "row 2") == CGRect(x: 0, y: 26, width: 87, height: 21))
  }

  @Test("a cell spanning columns wider than they are widens each by an equal share")
  func wideSpanningCell() {
    let host = ViewHost(
      topLeading(
        Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
          GridRow {
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("red")
            Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("blue")
          }
          GridRow {
            Color.green.frame(width: 100, height: 10).gridCellColumns(2)
              .accessibilityIdentifier("green")
          }
        }.accessibilityIdentifier("grid")), size: CGSize(width: 400, height: 800))
    // 20 + 10 + 20 is 50 short of 100: each column takes 25 more, 45 wide.
    #expect(host.frame(identifiedBy: "red") == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(host.frame(identifiedBy: "blue") == CGRect(x: 55, y: 0, width: 20, height: 10))
    #expect(host.frame(identifiedBy: "green") == CGRect(x: 0, y: 10, width: 100, height: 10))
    #expect(host.frame(identifiedBy: "grid")?.width == 100)
  }
}
