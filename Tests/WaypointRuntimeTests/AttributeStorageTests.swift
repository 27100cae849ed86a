import Foundation
import Testing

@testable import WaypointRuntime

@Suite("What an attribute takes in memory")
struct AttributeStorageTests {
  @Test("an attribute is at most 24 bytes: large arguments are kept out of line")
  func small() {
    // Every element and view value that carries an attribute holds a copy: a new case with
    // large arguments belongs out of line (`indirect`).
    #expect(MemoryLayout<Attribute>.stride <= 24)
  }

  @Test("attributes kept out of line compare, copy and print as their arguments say")
  func outOfLine() {
    let frame = Attribute.Frame(maxWidth: .infinity, alignment: .leading)
    let url = URL(string: "https://pictures.example/soup.png")
    let attributes: [Attribute] = [
      .frame(frame), .font(.headline), .foregroundStyle(AnyShapeStyle(Color.red)),
      .asyncImage(url: url, phase: "empty"), .padding(.all, 8), .bold(true),
    ]
    var copy = attributes
    copy[0] = .frame(Attribute.Frame(width: 10, alignment: .leading))
    #expect(copy[1...] == attributes[1...])
    #expect(copy[0] != attributes[0])
    #expect(attributes[0] == .frame(frame))
    #expect(attributes.contains(.asyncImage(url: url, phase: "empty")))
    #expect(!attributes.contains(.asyncImage(url: url, phase: "success")))
    #expect(attributes.map(\.description).allSatisfy { !$0.isEmpty })
  }
}
