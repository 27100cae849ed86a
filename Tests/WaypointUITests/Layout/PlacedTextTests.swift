import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime

@MainActor
@Suite("Text as a layout pass placed it")
struct PlacedTextTests {
  private func text(_ label: String, in host: ViewHost) throws -> Element {
    host.layOut()
    return try #require(
      host.tree.flatMap(\.allElements).first { $0.role == .text(label) })
  }

  @Test("a text shown whole on one line keeps no copy of its lines and reads them back whole")
  func oneLine() throws {
    let host = ViewHost(VStack { Text("Tomato soup").font(.title) })
    let element = try text("Tomato soup", in: host)
    #expect(element.geometry.withLock(\.placedText) == nil)
    let lines = try #require(element.textLines)
    #expect(lines.lines == ["Tomato soup"])
    #expect(!lines.isTruncated)
    #expect(lines.font == .title)
    #expect(lines.size == element.geometry.withLock { $0.frames.first?.size })
    #expect(element.textFont == .title)
  }

  @Test("a text wrapped over several lines keeps them, in the font of its ancestors")
  func wrapped() throws {
    let host = ViewHost(
      VStack { Text("one two three four five six").frame(width: 60) }.bold(),
      size: CGSize(width: 400, height: 800))
    let element = try text("one two three four five six", in: host)
    let lines = try #require(element.textLines)
    #expect(lines.lines.count > 1)
    #expect(lines.lines.joined(separator: " ") == "one two three four five six")
    #expect(element.geometry.withLock(\.placedText) != nil)
    #expect(element.textFont?.isBold == true)
  }

  @Test("a text shrunk to fit reads back in the smaller font it is drawn in")
  func shrunk() throws {
    let host = ViewHost(
      Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.5).frame(width: 60),
      size: CGSize(width: 400, height: 800))
    let element = try text("abcdefghij", in: host)
    let lines = try #require(element.textLines)
    #expect(lines.font != .body)
    #expect(element.textFont == .body)
  }

  @Test("a container has no text font, and a text never placed has no lines")
  func notPlaced() throws {
    let host = ViewHost(VStack { Text("Shown") })
    host.layOut()
    let stack = try #require(
      host.tree.flatMap(\.allElements).first {
        if case .stack = $0.role { true } else { false }
      })
    #expect(stack.textFont == nil)
    let unplaced = Element(id: ElementID(rawValue: 1), role: .text("Unplaced"))
    #expect(unplaced.textLines == nil)
    #expect(unplaced.textFont == nil)
  }
}
