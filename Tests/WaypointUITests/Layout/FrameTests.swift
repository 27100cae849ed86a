import Foundation
import Testing
import Waypoint
import WaypointTesting

// Text here is measured with `EstimatedTextMetrics`: 8.5 points a character and 21 points a
// line in the body font, so a word of four letters is 34 by 21.

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

@MainActor
@Suite("Frames: the layout pass places every view by SwiftUI's rules")
struct FrameTests {
  @Test("a stack is centred in the scene and places fixed frames one after another, aligned")
  func fixedFramesInAStack() {
    let host = ViewHost(
      HStack(spacing: 10) {
        Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
        Color.blue.frame(width: 30, height: 40).accessibilityIdentifier("b")
      },
      size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "a") == rect(155, 390, 50, 20))
    #expect(host.frame(identifiedBy: "b") == rect(215, 380, 30, 40))
  }

  @Test("a spacer takes what its siblings leave, with the default spacing on either side")
  func spacerTakesTheRest() {
    let host = ViewHost(
      topLeading(
        HStack {
          Text("Hi").accessibilityIdentifier("text")
          Spacer().accessibilityIdentifier("spacer")
          Color.red.frame(width: 20, height: 20).accessibilityIdentifier("box")
        }), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "text") == rect(0, 0, 17, 21))
    // Its height is none, centred on the row's.
    #expect(host.frame(identifiedBy: "spacer") == rect(25, 11, 347, 0))
    #expect(host.frame(identifiedBy: "box") == rect(380, 1, 20, 20))
  }

  @Test("padding grows the view, and a background is sized by what it decorates")
  func paddingAndBackground() {
    let host = ViewHost(
      topLeading(
        Text("Soup").padding(10)
          .background { Color.yellow.accessibilityIdentifier("fill") }
          .accessibilityIdentifier("label")), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "label") == rect(0, 0, 54, 41))
    #expect(host.frame(identifiedBy: "fill") == rect(0, 0, 54, 41))
    #expect(host.element(identifiedBy: "label")?.contentFrame == rect(10, 10, 34, 21))
  }

  @Test("a progress view or toggle without a label keeps its bar or switch")
  func unlabelledControls() {
    let host = ViewHost(
      topLeading(
        VStack(alignment: .leading, spacing: 0) {
          HStack(spacing: 0) {
            ProgressView(value: 0.5).accessibilityIdentifier("bar")
            Color.red.frame(width: 20, height: 20)
          }
          Toggle(isOn: .constant(true)) {}.fixedSize().accessibilityIdentifier("switch")
        }), size: CGSize(width: 400, height: 800))
    // The bar takes the width its row leaves, 4 points high, centred on the row.
    #expect(host.frame(identifiedBy: "bar") == rect(0, 8, 380, 4))
    #expect(host.frame(identifiedBy: "switch")?.size == CGSize(width: 59, height: 31))
  }

  @Test("text wraps between words in the width a frame offers it")
  func textWraps() {
    let host = ViewHost(
      Text("one two three").frame(width: 60).accessibilityIdentifier("text"),
      size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "text") == rect(170, 379, 60, 42))
  }

  @Test("fixedSize keeps text on one line wider than the frame offered it")
  func fixedSizeText() {
    let host = ViewHost(
      topLeading(
        Text("one two three").fixedSize().accessibilityIdentifier("text").frame(width: 60)),
      size: CGSize(width: 400, height: 800))
    // 13 characters on one line (110.5 points), centred on the 60-point frame.
    #expect(host.frame(identifiedBy: "text") == rect(-25, 0, 110, 21))
  }

  @Test("ViewThatFits shows the first child whose ideal width fits, and places no other")
  func viewThatFits() {
    let host = ViewHost(
      topLeading(
        ViewThatFits {
          Text("a label far too long for it").accessibilityIdentifier("long")
          Text("tiny").accessibilityIdentifier("short")
        }.frame(width: 100, alignment: .leading)), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "short") == rect(0, 0, 34, 21))
    #expect(host.frame(identifiedBy: "long") == nil)
  }

  @Test("a navigation stack's screen puts its content below the bar, centred in the rest")
  func screenBelowItsBar() {
    let host = ViewHost(
      NavigationStack {
        Text("Body").accessibilityIdentifier("body").navigationTitle("Title")
      }, size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "body") == rect(183, 438, 34, 21))
  }

  @Test("the scene's size sets the size class: compact below 744 points, regular from there")
  func sizeClassFromSize() {
    #expect(
      ViewHost(Text("x"), size: CGSize(width: 393, height: 852)).runtime
        .horizontalSizeClass == .compact)
    #expect(
      ViewHost(Text("x"), size: CGSize(width: 1024, height: 768)).runtime
        .horizontalSizeClass == .regular)
    #expect(
      ViewHost(Text("x"), size: CGSize(width: 393, height: 852), horizontalSizeClass: .regular)
        .runtime.horizontalSizeClass == .regular)
  }

  @Test("the chrome follows the size class: regular, the tab bar floats on top at any width")
  @available(*, deprecated)
  func chromeFromSizeClass() {
    func tabBar(_ width: CGFloat, _ sizeClass: UserInterfaceSizeClass) -> CGRect? {
      let host = ViewHost(
        TabView {
          Text("One").tabItem { Text("One") }
          Text("Two").tabItem { Text("Two") }
        }, size: CGSize(width: width, height: 800), horizontalSizeClass: sizeClass)
      host.layOut()
      return host.visibleElements.first {
        if case .tabBar = $0.role { true } else { false }
      }?.frame
    }
    // Two tabs of 100 points, centred 6 points from the top; compact, across the bottom.
    #expect(tabBar(720, .regular) == rect(260, 6, 200, 50))
    #expect(tabBar(900, .compact) == rect(0, 751, 900, 49))
  }

  @Test("a snapshot can print each element's frame")
  func framesInSnapshots() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("Soup")
        Text("Bread")
      }, size: CGSize(width: 400, height: 800))
    #expect(
      host.render(TextSnapshot.Options(showsFrames: true)) == """
        VStack(spacing: 0) @ 179,379 42×42
          Text "Soup" @ 183,379 34×21
          Text "Bread" @ 179,400 42×21
        """)
  }
}

private struct Rows: View {
  @State var titles = (0..<200).map { "Row \($0)" }

  var body: some View {
    VStack(spacing: 0) {
      Button("Change") { titles[5] = "Wor 5" }
      ForEach(titles.indices, id: \.self) { index in Text(titles[index]) }
    }
  }
}

@MainActor
@Suite("Frames: a change lays out what it changed")
struct LayoutCostTests {
  @Test("one row changed among 200 measures that row alone, and its stack visits no other")
  func oneRowChanged() throws {
    let host = ViewHost(Rows(), size: CGSize(width: 400, height: 800))
    host.layOut()
    let scene = try #require(host.scene)
    let first = host.runtime.layoutCounts(of: scene)
    #expect(first.measured >= 201)
    try host.tap("Change")
    host.layOut()
    let second = host.runtime.layoutCounts(of: scene)
    // The stack sees that only row 5 changed, and the new row answers each size its
    // predecessor was asked for (at most eight) as it did: it takes its old place, and no
    // other row is visited.
    #expect(second.measured <= 8)
    #expect(second.placed == 1)
    #expect(second.reused == 1)
    #expect(host.runtime.layOut(scene) == false)
  }
}

private struct GrowingRow: View {
  @State var long = false

  var body: some View {
    VStack(spacing: 0) {
      Button("Grow") { long = true }
      Text(long ? "Much longer" : "Short").accessibilityIdentifier("row")
      Text("Below").accessibilityIdentifier("below")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite("Frames: a change that changes sizes lays its container out again")
struct LayoutChangeTests {
  @Test("a row that grows moves what is after it and is as wide as its new text")
  func rowGrows() throws {
    let host = ViewHost(GrowingRow(), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "row")?.width == 43)
    try host.tap("Grow")
    #expect(host.frame(identifiedBy: "row")?.width == 94)
    #expect(host.frame(identifiedBy: "below")?.minY == host.frame(identifiedBy: "row")?.maxY)
  }
}

private struct Reordering: View {
  @State var names = ["Ant", "Bee", "Cat", "Dog", "Eel"]

  var body: some View {
    VStack(spacing: 0) {
      Button("Reverse") { names.reverse() }
      ForEach(names, id: \.self) { name in
        Text(name).frame(width: 100, height: 20).accessibilityIdentifier(name)
      }
    }
  }
}

@MainActor
@Suite("Frames: rows that change places")
struct ReorderFrameTests {
  @Test("rows of one size reordered take each other's places, and a renderer is told each moved")
  func reversed() throws {
    let host = ViewHost(Reordering(), size: CGSize(width: 400, height: 800))
    let reader = host.runtime.makeChangeReader()
    let before = try ["Ant", "Bee", "Cat", "Dog", "Eel"].map {
      try #require(host.frame(identifiedBy: $0))
    }
    _ = reader.takePlacements()
    try host.tap("Reverse")
    let after = try ["Eel", "Dog", "Cat", "Bee", "Ant"].map {
      try #require(host.frame(identifiedBy: $0))
    }
    #expect(after == before)
    let moved = reader.takePlacements()
    let elements = host.runtime.elements.flatMap(\.allElements)
    for name in ["Ant", "Bee", "Dog", "Eel"] {
      let row = try #require(elements.first { $0.label == name && $0.role == .text(name) })
      #expect(moved.contains(row.id), "\(name)")
    }
  }
}
