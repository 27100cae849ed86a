import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointTerminal
@testable import WaypointUI

/// Geometric content in the terminal: drawn where the layout pass placed it, 8 points a column
/// and 20 a row, shapes and canvases in braille dots and blocks, colours as cell backgrounds.
@MainActor
@Suite("Drawing geometry in the terminal")
struct FrameDrawingTests {
  /// Places its subviews left to right, wrapping to a new row where the next would overflow.
  private struct Wrap: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let rows = rows(subviews, width: proposal.width ?? .infinity)
      let width = rows.map { $0.last.map { $0.x + $0.size.width } ?? 0 }.max() ?? 0
      return CGSize(width: width, height: CGFloat(rows.count) * 28 - 8)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      var index = 0
      for (number, row) in rows(subviews, width: bounds.width).enumerated() {
        for item in row {
          subviews[index].place(
            at: CGPoint(x: bounds.minX + item.x, y: bounds.minY + CGFloat(number) * 28),
            proposal: .unspecified)
          index += 1
        }
      }
    }

    /// Each row's subviews with where they start, 8 points apart.
    private func rows(_ subviews: Subviews, width: CGFloat) -> [[(x: CGFloat, size: CGSize)]] {
      var rows: [[(x: CGFloat, size: CGSize)]] = [[]]
      var x: CGFloat = 0
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        if x > 0, x + size.width > width {
          rows.append([])
          x = 0
        }
        rows[rows.count - 1].append((x, size))
        x += size.width + 8
      }
      return rows
    }
  }

  @Test("an app's Layout places its subviews across rows, each where the layout put it")
  func customLayout() async {
    let view = VStack(alignment: .leading) {
      Text("Tags")
      Wrap {
        ForEach(["vegetarian", "quick", "one pan", "spicy", "breakfast"], id: \.self) { tag in
          Text(tag)
        }
      }
    }
    #expect(
      trimmed(screenText(of: view, width: 32, height: 6)) == """
          Tags
          vegetarian quick one pan
          spicy breakfast
        """)
  }

  @Test("buttons in a layout take the focus in order, and Enter taps the focused one")
  func buttonsInLayout() async {
    let tapped = TapLog()
    let view = Wrap {
      ForEach(["One", "Two", "Three"], id: \.self) { name in
        Button(name) { tapped.names.append(name) }
      }
    }
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 30, height: 6, usesColor: false)
    #expect(session.screen.plainText.hasPrefix("▸ One Two Three"))
    _ = await session.handle(.down)
    _ = await session.handle(.enter)
    #expect(tapped.names == ["Two"])
  }

  @Test("a ZStack's bar over its track: filled cells in proportion, the dim track shaded")
  func progressBar() {
    let view = ZStack(alignment: .leading) {
      Capsule().fill(.secondary)
      Rectangle().fill(.green).frame(width: 80)
    }
    .frame(width: 160, height: 20)
    #expect(trimmed(screenText(of: view, width: 30, height: 3)).hasPrefix("  ██████████░░░░░░░░░⡷"))
  }

  @Test("a slider in a ZStack is a bar across its frame, its buttons after it")
  func sliderInZStack() {
    let view = ZStack { Slider(value: .constant(0.5)) }.frame(width: 200)
    // 200 points: 21 columns of bar, half of them filled, then "−" and "+" a gap apart.
    #expect(
      trimmed(screenText(of: view, width: 30, height: 3)).hasPrefix(
        "▸ ███████████░░░░░░░░░░ − +"))
  }

  @Test("GeometryReader's content is sized by the space offered, and drawn that size")
  func geometryReader() {
    let view = GeometryReader { proxy in
      Rectangle().frame(width: proxy.size.width / 2, height: 40)
    }
    .frame(width: 160, height: 40)
    #expect(
      trimmed(screenText(of: view, width: 30, height: 4)) == """
          ██████████
          ██████████
        """)
  }

  @Test("a Canvas draws its fills and strokes in braille dots and its text in cells")
  func canvas() {
    let view = Canvas { context, size in
      context.stroke(
        Path { path in
          path.move(to: CGPoint(x: 0, y: size.height))
          path.addLine(to: CGPoint(x: size.width, y: 0))
        }, with: .foreground, lineWidth: 1)
      context.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 20)), with: .color(.red))
      context.draw(Text("Hi"), at: CGPoint(x: size.width - 16, y: size.height - 10))
    }
    .frame(width: 160, height: 60)
    #expect(
      trimmed(screenText(of: view, width: 30, height: 4)) == """
          ████         ⢀⣀⠤⠴⠒⠊⠉
                ⢀⣀⡤⠤⠒⠚⠉⠁
          ⣀⡠⠤⠖⠒⠉⠉          Hi
        """)
  }

  @Test("with colours, a shape paints its cells in its fill and a Color view their background")
  func colours() {
    let view = HStack(spacing: 0) {
      Circle().fill(.red).frame(width: 16, height: 20)
      Color.blue.frame(width: 16, height: 20)
    }
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 20, height: 3, usesColor: true)
    let row = session.screen.rows[0]
    let circle = row[2...3].map(\.style.foreground)
    #expect(circle == [.standard(1), .standard(1)])
    #expect(row[4...5].map(\.style.background) == [.standard(4), .standard(4)])
  }

  @Test("text keeps its cells: an outline drawn over it leaves its characters")
  func textOverDots() {
    let view = Wrap {
      Text("Chip").padding(.horizontal, 8).overlay { Capsule().stroke(lineWidth: 1) }
    }
    let screen = trimmed(screenText(of: view, width: 20, height: 3))
    #expect(screen.split(separator: "\n").first?.contains("Chip") == true)
    #expect(screen.contains(where: { (0x2801...0x28FF).contains($0.unicodeScalars.first!.value) }))
  }

  @Test("a filled shape behind content colours the cells under it instead of drawing dots")
  func shapeBehind() {
    let view = Wrap {
      Text("Tag").padding(.horizontal, 8).background { Capsule().fill(.blue) }
    }
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 20, height: 3, usesColor: true)
    let row = session.screen.rows[0]
    #expect(String(row.map(\.character)).hasPrefix("   Tag "))
    // Under the text and the padding either side; the capsule's ends cover too little.
    #expect(row[3...5].allSatisfy { $0.style.background == .standard(4) })
    #expect(row.allSatisfy { $0.character == " " || $0.character.isLetter })
  }

  @Test("a faint fill behind a card's content draws nothing; its outline and text still show")
  func faintFill() {
    let view = ZStack {
      RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2))
      RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray, lineWidth: 1)
      Text("Card")
    }
    .frame(width: 160, height: 60)
    let screen = trimmed(screenText(of: view, width: 30, height: 4))
    #expect(screen.contains("Card"))
    #expect(!screen.contains("█") && !screen.contains("░"))
    // The outline's corners and edges are dots.
    #expect(screen.contains("⡇"))
  }

  @Test("a ring trimmed to its first half is dots below its middle only")
  func trimmedRing() {
    let view = Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2).frame(width: 80, height: 80)
    let rows = trimmed(screenText(of: view, width: 30, height: 5)).split(
      separator: "\n", omittingEmptySubsequences: false)
    // Four rows of 20 points: the top two blank, the bottom two the half ring.
    #expect(rows.count >= 4)
    #expect(rows.prefix(2).allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    #expect(rows[2...3].allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
  }

  @Test("a drawn text's lines line up as its multilineTextAlignment says")
  func textAlignment() {
    let view = ZStack {
      Color.clear
      Text("one two three four").multilineTextAlignment(.trailing)
    }
    .frame(width: 56, height: 60)
    // Seven columns wide, the widest line's: the shorter ones end where it does.
    #expect(
      trimmed(screenText(of: view, width: 20, height: 4)) == """
          one two
            three
             four
        """)
  }

  @Test("a shape in a background is not drawn over the lines of what it decorates")
  func decorationShape() {
    let view = VStack {
      Text("First")
      Text("Second")
    }
    .background { RoundedRectangle(cornerRadius: 8).fill(.gray) }
    #expect(trimmed(screenText(of: view, width: 20, height: 3)).hasPrefix("  First\n  Second"))
  }

  @Test("a gradient paints each cell in the colour of its stop nearest the cell's centre")
  func gradient() {
    let view = Rectangle()
      .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
      .frame(width: 80, height: 20)
    expectRedToBlue(view)
  }

  @Test("a clip shape keeps what is drawn inside its outline at the clipped view's frame")
  func clipShape() {
    func backgrounds(_ view: some View) -> [[Bool]] {
      let session = TerminalSession(
        runtime: ViewRuntime(ZStack { view }), width: 20, height: 4, usesColor: true)
      return session.screen.rows.prefix(3).map { row in row.map { $0.style.background != nil } }
    }
    let square = backgrounds(Color.blue.frame(width: 80, height: 60))
    let round = backgrounds(Color.blue.frame(width: 80, height: 60).clipShape(Circle()))
    let squareCount = square.joined().filter { $0 }.count
    let roundCount = round.joined().filter { $0 }.count
    // Ten columns by three rows unclipped; the circle, 60 points across, keeps its middle.
    #expect(squareCount == 30)
    #expect(roundCount > 8 && roundCount < 24, "\(round)")
    let firstColumn = square[1].firstIndex(of: true) ?? 0
    #expect(round[1][firstColumn + 4] && round[1][firstColumn + 5])
    #expect(!round[0][firstColumn] && !round[2][firstColumn + 9])
    // A mask of the same circle keeps the same cells, and is not drawn itself.
    let masked = backgrounds(Color.blue.frame(width: 80, height: 60).mask { Circle() })
    #expect(masked == round)
  }

  @Test("a canvas draws a symbol as its stand-in character at the middle of its rectangle")
  func canvasSymbol() {
    let view = Canvas { context, _ in
      context.draw(Image(systemName: "heart.fill"), in: CGRect(x: 40, y: 20, width: 16, height: 20))
    }
    .frame(width: 160, height: 60)
    let rows = screenText(of: view, width: 30, height: 4).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count > 1 && rows[1].contains("♥"), "\(rows)")
  }

  @Test("a canvas paints its symbol views where the drawing puts them")
  func canvasSymbolViews() {
    let view = Canvas { context, size in
      if let mark = context.resolveSymbol(id: 1) {
        context.draw(mark, in: CGRect(x: 80, y: 20, width: 40, height: 20))
      }
    } symbols: {
      Text("Mark").tag(1)
    }
    .frame(width: 160, height: 60)
    let rows = screenText(of: view, width: 30, height: 4).split(
      separator: "\n", omittingEmptySubsequences: false)
    // The text, 32 points wide, centred in the rectangle from 80 points: from column 10 of
    // the canvas, on its second row.
    #expect(rows.count > 1 && rows[1].contains("Mark"), "\(rows)")
    #expect(!rows[0].contains("Mark"))
  }

  @Test("a fill by the even-odd rule leaves an inner outline's inside empty")
  func evenOddFill() {
    struct Frame: Shape {
      func path(in rect: CGRect) -> Path {
        var path = Path(rect)
        path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
      }
    }
    func middle(_ view: some View) -> Character? {
      let rows = screenText(of: view.frame(width: 64, height: 80), width: 30, height: 5).split(
        separator: "\n", omittingEmptySubsequences: false)
      let row = Array(rows[2])
      let first = row.firstIndex { $0 != " " } ?? 0
      return row.indices.contains(first + 4) ? row[first + 4] : nil
    }
    #expect(middle(Frame().fill(.primary)) == "█")
    #expect(middle(Frame().fill(.primary, style: FillStyle(eoFill: true))) == " ")
  }

  @available(*, deprecated, message: "tests deprecated API")
  @Test("a text mask shows its letters in the colours of what it masks")
  func textMask() {
    let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
      .frame(width: 80, height: 20)
      .mask(Text("Sunset"))
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 20, height: 3, usesColor: true)
    let row = session.screen.rows[0]
    let text = String(row.map(\.character)).trimmingCharacters(in: .whitespaces)
    #expect(text == "Sunset")
    let letters = row.filter { $0.character != " " }
    #expect(letters.first?.style.foreground == .standard(1))
    #expect(letters.last?.style.foreground == .standard(4))
  }

  @Test("a canvas's gradient paints each cell in the colour of its stop nearest the cell")
  func canvasGradient() {
    let view = Canvas { context, size in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 80, height: 20)),
        with: .linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 80, y: 0)))
    }
    .frame(width: 80, height: 20)
    expectRedToBlue(view)
  }

  /// Expects `view`, 80 points wide, drawn in ten cells: the first five red, the last five blue.
  private func expectRedToBlue(_ view: some View) {
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 20, height: 3, usesColor: true)
    let cells = session.screen.rows[0].filter { $0.character != " " }
    #expect(cells.count == 10)
    #expect(cells.prefix(5).allSatisfy { $0.style.foreground == .standard(1) })
    #expect(cells.suffix(5).allSatisfy { $0.style.foreground == .standard(4) })
  }
}

/// The names of the buttons tapped, in order.
@MainActor
private final class TapLog {
  var names: [String] = []
}
