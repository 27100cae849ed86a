import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// Layouts as Chromium draws them: what the HTML asks for is what a person sees.
@MainActor
@Suite(
  "Layouts in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserLayoutIntegrationTests {
  /// Six cards in an adaptive grid of columns at least 150 points wide.
  struct Cards: App {
    var body: some Scene {
      WindowGroup {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
            ForEach(1...6, id: \.self) { Text("Card \($0)") }
          }
        }
      }
    }
  }

  /// Waits until the page has its first update: the server's layout at the window's size,
  /// which replaces the one it made before the page reported the window.
  private func laidOutAtWindowSize(_ browser: BrowserSession) async throws {
    try await browser.waitUntil {
      (try? await browser.executeScript("return document.body.dataset.connected")) as? String
        == "1"
    }
  }

  @Test("an adaptive grid has as many columns as fit the window, as SwiftUI lays it out")
  func adaptiveColumns() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Cards() }, width: 800, height: 600) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await laidOutAtWindowSize(browser)
      try await browser.waitUntil {
        (try? await browser.findElement(xpath: "//*[text()='Card 6']")) != nil
      }
      let lefts = try await browser.executeScript(
        """
        return Array.from(document.querySelectorAll('#wp-scene .grid > *'))
          .map(e => Math.round(e.getBoundingClientRect().left));
        """)
      let columns = Set((lefts as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue })
      #expect(columns.count >= 3, "\(String(describing: lefts))")
    }
  }

  /// Stacks aligned three ways, with a row that fills the width.
  struct Badges: App {
    var body: some Scene {
      WindowGroup {
        VStack(spacing: 12) {
          VStack {
            Text("Apollo 11")
            Text("The first crewed landing on the Moon")
            HStack {
              Text("Crew")
              Spacer()
              Text("3")
            }
          }
          VStack(alignment: .trailing) {
            Text("July")
            Text("Launched from Kennedy Space Center")
          }
        }
      }
    }
  }

  @Test(
    "a VStack centres or trails children that take their own width; a row with a Spacer fills it")
  func stackAlignment() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Badges() }, width: 800, height: 600) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await laidOutAtWindowSize(browser)
      try await browser.waitUntil {
        (try? await browser.findElement(xpath: "//*[text()='July']")) != nil
      }
      func box(_ text: String) async throws -> [Double] {
        let value = try await browser.executeScript(
          """
          const e = Array.from(document.querySelectorAll('#wp-scene *'))
            .find(e => e.textContent === arguments[0] && e.children.length === 0);
          const r = e.getBoundingClientRect();
          return [r.left, r.right];
          """, args: [text])
        return (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
      }
      let title = try await box("Apollo 11")
      let caption = try await box("The first crewed landing on the Moon")
      #expect(title.count == 2 && caption.count == 2)
      guard title.count == 2, caption.count == 2 else { return }
      #expect(title[0] > caption[0] + 10, "centred: the short line starts further in")
      #expect(abs((title[0] + title[1]) / 2 - (caption[0] + caption[1]) / 2) < 2)
      let crew = try await box("Crew")
      let count = try await box("3")
      #expect(
        (count.last ?? 0) - (crew.first ?? 0) > (caption[1] - caption[0]) - 2,
        "the row with a Spacer is as wide as the stack")
      let month = try await box("July")
      let place = try await box("Launched from Kennedy Space Center")
      #expect(abs((month.last ?? 0) - (place.last ?? 0)) < 2, "trailing: the right edges meet")
      #expect((month.first ?? 0) > (place.first ?? 0) + 10)
    }
  }

  /// A link in a list and one outside it.
  struct Links: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          VStack {
            NavigationLink("Outside", value: 1)
            List { NavigationLink("Inside", value: 2) }
          }
          .navigationDestination(for: Int.self) { Text("Screen \($0)") }
        }
      }
    }
  }

  @Test("only a link that is a list row shows a disclosure chevron")
  func chevrons() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Links() }, width: 800, height: 600) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await laidOutAtWindowSize(browser)
      try await browser.waitUntil {
        (try? await browser.findElement(xpath: "//*[text()='Inside']")) != nil
      }
      // A row draws the chevron of the link it holds, at its trailing edge.
      let chevrons = try await browser.executeScript(
        """
        return Array.from(document.querySelectorAll('#wp-scene .link')).map(e => {
          const row = e.parentElement.classList.contains('row') ? e.parentElement : e;
          return e.textContent.trim() + ':' + getComputedStyle(row, '::after').content;
        });
        """)
      let found = (chevrons as? [Any] ?? []).compactMap { $0 as? String }.sorted()
      #expect(found == ["Inside:\"›\"", "Outside:none"], "\(found)")
    }
  }

  /// Badges in a flow layout, a bar sized by a geometry reader, alignment guides, an offset
  /// and a grid: layouts CSS could not express, in a navigation stack's screen.
  struct Geometry: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          VStack(alignment: .leading, spacing: 12) {
            FlowLayout(spacing: 6) {
              ForEach(
                ["Vegan", "Quick", "Spicy", "Family favourite", "Gluten free", "Cheap"], id: \.self
              ) {
                Text($0).padding(.horizontal, 8).background(Color.yellow)
              }
            }
            GeometryReader { proxy in
              Color.blue.frame(width: proxy.size.width * 0.3, height: 8)
            }
            .frame(height: 8)
            HStack(alignment: .firstTextBaseline) {
              Text("Serves").alignmentGuide(.firstTextBaseline) { $0[.bottom] }
              Text("4 people").font(.largeTitle)
            }
            Text("Offset").offset(x: 30, y: 4)
            Canvas { context, size in
              context.fill(
                Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                with: .color(.orange))
            }
            .frame(height: 20)
            Triangle().fill(.purple).frame(width: 60, height: 30)
            Grid(horizontalSpacing: 10) {
              GridRow {
                Text("Time")
                Text("25 min").gridColumnAlignment(.trailing)
              }
              GridRow {
                Text("Difficulty")
                Text("Easy")
              }
            }
          }
          .padding()
          .navigationTitle("Geometry")
        }
      }
    }
  }

  /// Places subviews in rows, left to right, starting a new row where one would overflow.
  struct FlowLayout: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let width = proposal.width ?? .infinity
      var x: CGFloat = 0
      var y: CGFloat = 0
      var rowHeight: CGFloat = 0
      var widest: CGFloat = 0
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        if x > 0, x + size.width > width {
          y += rowHeight + spacing
          x = 0
          rowHeight = 0
        }
        x += size.width + spacing
        widest = max(widest, x - spacing)
        rowHeight = max(rowHeight, size.height)
      }
      return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      var x = bounds.minX
      var y = bounds.minY
      var rowHeight: CGFloat = 0
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        if x > bounds.minX, x + size.width > bounds.maxX {
          y += rowHeight + spacing
          x = bounds.minX
          rowHeight = 0
        }
        subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
        x += size.width + spacing
        rowHeight = max(rowHeight, size.height)
      }
    }
  }

  @Test("every element's box in Chromium is the frame the layout pass gave it, within a pixel")
  func boxesAreFrames() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Geometry() }, width: 420, height: 800) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await laidOutAtWindowSize(browser)
      // The page reported its window; the server laid the scene out at that size.
      let tabID = try #require(
        try await browser.executeScript("return document.body.dataset.tab") as? String)
      let size = try #require(
        try await browser.executeScript("return [innerWidth, innerHeight]") as? [NSNumber])
      try await browser.waitUntil {
        server.server.tab(id: tabID)?.runtime.sceneSize
          == CGSize(width: size[0].doubleValue, height: size[1].doubleValue)
      }
      try await Task.sleep(for: .milliseconds(300))
      let boxes = try #require(
        try await browser.executeScript(
          """
          return Array.from(document.querySelectorAll('#wp-scene [id^="e"]'))
            .filter(e => !e.closest('[hidden]') && e.getClientRects().length > 0)
            .map(e => { const r = e.getBoundingClientRect();
              return [e.id.slice(1), r.left, r.top, r.width, r.height]; });
          """) as? [[Any]])
      let runtime = try #require(server.server.tab(id: tabID)?.runtime)
      var compared = 0
      for box in boxes {
        guard let raw = (box[0] as? String).flatMap(Int.init),
          let element = runtime.element(withID: ElementID(rawValue: raw)),
          let frame = element.frame
        else { continue }
        let rect = box.dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue }
        let expected = [frame.minX, frame.minY, frame.width, frame.height]
        #expect(
          zip(rect, expected).allSatisfy { abs($0 - $1) <= 1 },
          "\(element.role): \(rect) against \(expected)")
        compared += 1
      }
      #expect(compared > 20)
      // Each text's letters fit the box the server measured for them: the page draws text in
      // the font, size and weight it was measured in.
      let overflowing = try #require(
        try await browser.executeScript(
          """
          return Array.from(document.querySelectorAll('#wp-scene .text')).filter(t => {
            const range = document.createRange(); range.selectNodeContents(t);
            return range.getBoundingClientRect().width > t.getBoundingClientRect().width + 1;
          }).map(t => t.textContent);
          """) as? [String])
      #expect(overflowing.isEmpty, "\(overflowing)")
      // The flow layout wrapped its badges onto more than one row.
      let tops = try #require(
        try await browser.executeScript(
          """
          return Array.from(document.querySelectorAll('#wp-scene .layout > *'))
            .map(e => Math.round(e.getBoundingClientRect().top));
          """) as? [NSNumber])
      #expect(Set(tops.map(\.intValue)).count > 1, "\(tops)")
      // The geometry reader's bar is 30% of the width it was offered: the window's, less 32
      // points of padding.
      let bar = try #require(
        try await browser.executeScript(
          """
          const bar = Array.from(document.querySelectorAll('#wp-scene .color'))
            .find(e => e.style.background.includes('blue') || e.getAttribute('style').includes('--blue'));
          return bar.getBoundingClientRect().width;
          """) as? NSNumber)
      #expect(abs(bar.doubleValue - (size[0].doubleValue - 32) * 0.3) <= 1, "\(size)")
      // The canvas drew at the width it was given: its rectangle is half of it.
      let drawn = try #require(
        try await browser.executeScript(
          """
          const svg = document.querySelector('#wp-scene .canvas > svg');
          return [svg.getBoundingClientRect().width, svg.querySelector('path').getBBox().width];
          """) as? [NSNumber])
      #expect(abs(drawn[0].doubleValue - (size[0].doubleValue - 32)) <= 1)
      #expect(abs(drawn[1].doubleValue - drawn[0].doubleValue / 2) <= 1)
      // The shape's path fills the frame it was given.
      let wedge = try #require(
        try await browser.executeScript(
          """
          const box = document.querySelector('#wp-scene .drawn > svg path').getBBox();
          return [box.width, box.height];
          """) as? [NSNumber])
      #expect(wedge.map(\.doubleValue) == [60, 30])
    }
  }

  /// A screen filled by a colour that ignores the safe area, under its navigation bar; in a
  /// second tab, a stack whose style background reaches under the bars.
  struct UnderTheBar: App {
    var body: some Scene {
      WindowGroup {
        TabView {
          Tab("Colour") {
            NavigationStack {
              ZStack {
                Color.yellow.ignoresSafeArea().accessibilityIdentifier("fill")
                Text("Content")
              }
              .navigationTitle("Under")
            }
          }
          Tab("Background") {
            NavigationStack {
              VStack {
                Text("Top")
                Spacer()
              }
              .frame(maxWidth: .infinity)
              .background(.mint)
              .accessibilityIdentifier("tinted")
              .navigationTitle("Tinted")
            }
          }
        }
      }
    }
  }

  @Test("a view that ignores the safe area is drawn under the navigation bar, unclipped")
  func underTheBar() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { UnderTheBar() }, width: 420, height: 700) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await laidOutAtWindowSize(browser)
      try await Task.sleep(for: .milliseconds(300))
      let found = try #require(
        try await browser.executeScript(
          """
          const fill = document.querySelector('#wp-scene [data-testid="fill"]');
          const box = fill.getBoundingClientRect();
          const bar = document.querySelector('#wp-scene .bar').getBoundingClientRect();
          const hit = document.elementsFromPoint(20, bar.top + 10).includes(fill);
          return [box.left, box.top, box.width, box.height, bar.bottom, hit ? 1 : 0,
            innerWidth, innerHeight];
          """) as? [NSNumber])
      let values = found.map(\.doubleValue)
      // The colour fills the window, from its top under the bar, and is hit there.
      #expect(values[0] == 0 && values[1] == 0, "\(values)")
      #expect(abs(values[2] - values[6]) <= 1 && abs(values[3] - values[7]) <= 1, "\(values)")
      #expect(values[4] > 0 && values[5] == 1, "\(values)")
      // The style background is drawn again past its box: up to the window's top and down
      // under the tab bar.
      _ = try await browser.executeScript(
        "Array.from(document.querySelectorAll('.tabbar [role=tab]'))[1].click()")
      try await browser.waitUntil {
        (try? await browser.executeScript(
          "return document.querySelector('#wp-scene [data-testid=\"tinted\"]') ? 1 : 0")) as? Int
          == 1
      }
      try await Task.sleep(for: .milliseconds(300))
      let tinted = try #require(
        try await browser.executeScript(
          """
          const tinted = document.querySelector('#wp-scene [data-testid="tinted"]');
          const box = tinted.getBoundingClientRect();
          const outset = getComputedStyle(tinted).borderImageOutset.split(' ').map(parseFloat);
          return [box.top - outset[0], box.bottom + outset[2], innerHeight];
          """) as? [NSNumber])
      #expect(tinted[0].doubleValue == 0, "\(tinted)")
      #expect(abs(tinted[1].doubleValue - tinted[2].doubleValue) <= 1, "\(tinted)")
    }
  }
}
