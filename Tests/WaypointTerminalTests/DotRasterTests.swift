import Foundation
import Testing
import Waypoint

@testable import WaypointTerminal

/// Braille dots: two across and four down a cell of 8 by 20 points.
@Suite("Drawing paths in braille dots")
struct DotRasterTests {
  private func characters(_ raster: DotRaster) -> [String] {
    (0..<raster.rows).map { row in
      String(
        (0..<raster.columns).map { column in
          raster.cell(column: column, row: row).map { DotRaster.character(for: $0.dots) } ?? " "
        })
    }
  }

  @Test("a fill covering whole cells is full blocks; one covering part of a cell sets its dots")
  func fills() {
    var raster = DotRaster(columns: 3, rows: 1)
    // Two cells whole, then the left column of dots of the third.
    raster.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), eoFill: false, color: nil)
    #expect(characters(raster) == ["██⡇"])
  }

  @Test("even-odd leaves a ring's hole empty; non-zero winding fills it")
  func windingRules() {
    var ring = Path(CGRect(x: 0, y: 0, width: 48, height: 60))
    ring.addRect(CGRect(x: 16, y: 20, width: 16, height: 20))
    var evenOdd = DotRaster(columns: 6, rows: 3)
    evenOdd.fill(ring, eoFill: true, color: nil)
    #expect(characters(evenOdd) == ["██████", "██  ██", "██████"])
    var nonZero = DotRaster(columns: 6, rows: 3)
    nonZero.fill(ring, eoFill: false, color: nil)
    #expect(characters(nonZero) == ["██████", "██████", "██████"])
  }

  @Test("a stroke thinner than a dot still shows every dot its line passes through")
  func thinStroke() {
    var raster = DotRaster(columns: 2, rows: 1)
    raster.stroke(
      Path {
        $0.move(to: CGPoint(x: 0, y: 10))
        $0.addLine(to: CGPoint(x: 16, y: 10))
      },
      style: StrokeStyle(lineWidth: 0.5), color: .standard(1))
    #expect(characters(raster) == ["⠤⠤"])
    #expect(raster.cell(column: 0, row: 0)?.color == .standard(1))
  }

  @Test("far-off and infinite points are clipped, not turned into integers")
  func farOffPoints() {
    var raster = DotRaster(columns: 2, rows: 1)
    raster.fill(
      Path(CGRect(x: -1e300, y: 0, width: 2e300, height: 1e300)), eoFill: false, color: nil)
    raster.stroke(
      Path {
        $0.move(to: .zero)
        $0.addLine(to: CGPoint(x: CGFloat.infinity, y: 1e300))
      },
      style: StrokeStyle(lineWidth: 1), color: nil)
    #expect(characters(raster) == ["██"])
  }

  @Test("shapes drawn into one cell add their dots; text written there keeps its character")
  func dotsCombine() {
    var left = DotRaster(columns: 1, rows: 1)
    left.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 20)), eoFill: false, color: nil)
    var right = DotRaster(columns: 1, rows: 1)
    right.fill(Path(CGRect(x: 4, y: 0, width: 4, height: 20)), eoFill: false, color: nil)
    var grid = CellGrid(columns: 2, rows: 1)
    grid.write("A", style: .plain, target: nil, row: 0, column: 1)
    for raster in [left, right] {
      grid.draw(raster, row: 0, column: 0, style: .plain, target: nil)
      grid.draw(raster, row: 0, column: 1, style: .plain, target: nil)
    }
    #expect(grid.spans(ofRow: 0).map(\.text).joined() == "█A")
  }

  @Test("a dashed stroke draws its dashes and leaves its gaps")
  func dashes() {
    var raster = DotRaster(columns: 4, rows: 1)
    // Dashes of 8 points, gaps of 8: a cell drawn, a cell blank, along 32 points.
    raster.stroke(
      Path {
        $0.move(to: CGPoint(x: 0, y: 10))
        $0.addLine(to: CGPoint(x: 32, y: 10))
      },
      style: StrokeStyle(lineWidth: 1, dash: [8, 8]), color: nil)
    #expect(characters(raster) == ["⠤ ⠤ "])
  }
}
