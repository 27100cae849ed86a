import Testing
import Waypoint

@testable import WaypointWeb

@MainActor
@Suite("Drawing the semantic tree as HTML")
struct HTMLRenderingTests {
  private struct Kitchen: View {
    @State private var isOn = true
    @State private var name = "Blob"

    var body: some View {
      NavigationStack {
        List {
          Section("Recipes") {
            NavigationLink("Soup", value: 1)
            Toggle("Vegetarian", isOn: $isOn)
          }
          TextField("Name", text: $name)
          Button("Delete", role: .destructive) {}
        }
        .navigationTitle("Kitchen")
        .navigationDestination(for: Int.self) { Text("Recipe \($0)") }
      }
    }
  }

  private func page(_ view: some View, address: String = "/") async -> String {
    await WaypointWebTests.page(of: view, address: address)
  }

  @Test("a lazy grid's items are drawn in the columns the layout pass gave them")
  func gridColumns() async throws {
    let runtime = ViewRuntime(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
        ForEach(0..<4) { Text("Item \($0)") }
      })
    let html = await BrowserTab(id: "tab", browserID: "browser", runtime: runtime).page(
      address: "/")
    // 393 points hold two columns of at least 150: each item is centred in one of them.
    let items = try (0..<4).map { index in
      try #require(runtime.elements.flatMap(\.allElements).first { $0.label == "Item \(index)" })
    }
    // (Within a point: the digits' widths differ, and frames' edges are rounded to pixels.)
    let centres = try items.map { try #require($0.frame).midX }
    #expect(abs(centres[0] - centres[2]) <= 1 && abs(centres[1] - centres[3]) <= 1)
    #expect(centres[1] - centres[0] > 150)
    for item in items {
      let parent = try #require(runtime.parent(of: item.id)?.frame)
      let frame = try #require(item.frame)
      #expect(
        html.contains(
          "id=\"\(domID(item.id))\" class=\"text\" style=\"left:\(CSS.number(frame.minX - parent.minX))px;"
            + "top:\(CSS.number(frame.minY - parent.minY))px;width:\(CSS.number(frame.width))px"))
    }
  }

  @Test("a sidebar shows each section's header above its first tab, a header view's text too")
  func sidebarSectionHeaders() async {
    let view = TabView {
      Tab("Watch Now", systemImage: "play") { Text("Watch screen") }
      TabSection("Shelves") {
        Tab("Fiction", systemImage: "book") { Text("Fiction screen") }
        Tab("Poetry", systemImage: "book") { Text("Poetry screen") }
      }
      TabSection {
        Tab("Favorites", systemImage: "star") { Text("Favorites screen") }
      } header: {
        Label("Collections", systemImage: "folder")
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    let html = await page(view)
    #expect(html.contains("form-sidebar"))
    let headers = html.matches(of: /<span class="tab-section" aria-hidden="true">([^<]*)<\/span>/)
      .map { String($0.output.1) }
    #expect(headers == ["Shelves", "Collections"])
  }

  @Test("a stack's screen is a section with its bar, and controls are native elements")
  func screenSnapshot() async throws {
    let html = await page(Kitchen())
    let scene = try #require(html.firstRange(of: "<div id=\"wp-scene\">"))
    let body = String(html[scene.upperBound...])
    #expect(
      htmlSnapshot(body).hasPrefix(
        """
        <div id="e1" class="stack" style="left:0px;top:0px;width:393px;height:852px">
        <section id="e2" aria-label="Kitchen" class="screen" style="left:0px;top:0px;width:393px;height:852px">
        <header id="e3" class="bar title-automatic" style="left:0px;top:0px;width:393px;height:96px">
        <h1 class="title">Kitchen</h1>
        </header>
        <div id="e4" role="list" class="list" style="left:0px;top:96px;width:393px;height:756px">
        <div id="e5" role="group" class="section" style="left:0px;top:0px;width:393px;height:135px">
        <div id="e6" class="section-header" style="left:0px;top:0px;width:393px;height:38px">
        <span id="e7" class="text" style="left:20px;top:16px;width:49px;height:16px">Recipes</span>
        </div>
        <div id="e8" role="listitem" class="row" style="left:0px;top:38px;width:393px;height:44px">
        <button id="e9" data-a="tap" type="submit" name="act" value="9" class="link" style="left:20px;top:11px;width:41px;height:21px">
        <span id="e10" class="text" style="left:0px;top:0px;width:41px;height:21px">Soup</span>
        </button>
        </div>
        <div id="e11" role="listitem" class="row" style="left:0px;top:82px;width:393px;height:53px">
        <button id="e12" role="switch" aria-checked="true" data-a="tap toggle" type="submit" name="act" value="12" class="toggle" style="left:20px;top:11px;width:353px;height:31px">
        <span class="switch" aria-hidden="true">
        </span>
        <span id="e13" class="text" style="left:0px;top:5px;width:87px;height:20px">Vegetarian</span>
        </button>
        </div>
        </div>
        <div id="e14" role="listitem" class="row" style="left:0px;top:135px;width:393px;height:44px">
        <input id="e15" type="text" aria-label="Name" value="Blob" autocomplete="off" data-a="setText" class="field" style="left:20px;top:11px;width:353px;height:21px">
        </div>
        <div id="e16" role="listitem" class="row" style="left:0px;top:179px;width:393px;height:44px">
        <button id="e17" data-a="tap" type="submit" name="act" value="17" class="button destructive" style="left:20px;top:11px;width:52px;height:21px">
        <span id="e18" class="text" style="left:0px;top:0px;width:52px;height:21px">Delete</span>
        </button>
        </div>
        </div>
        </section>
        </div>
        """))
  }

  @Test("the page is complete before any script: title, style sheet, script and the scene")
  func pageShell() async {
    let html = await page(Kitchen())
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains("<title>Kitchen</title>"))
    #expect(html.contains("<script src=\"/_waypoint/waypoint.js\" defer></script>"))
    #expect(html.contains("<form id=\"wp-form\" method=\"post\" action=\"/_waypoint/act\">"))
    #expect(html.contains("data-path=\"/kitchen\""))
  }

  private struct Hostile: View {
    static let title = "<img src=x onerror=alert(1)>"
    var body: some View {
      NavigationStack {
        VStack {
          Text(Self.title)
          Button(Self.title) {}
          TextField(Self.title, text: .constant("\"><script>alert(2)</script>"))
        }
        .navigationTitle(Self.title)
      }
    }
  }

  @Test("a title made of markup is shown as text, everywhere it goes")
  func escapesEverything() async {
    let html = await page(Hostile())
    #expect(!html.contains("<img"))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("<title>&lt;img src=x onerror=alert(1)&gt;</title>"))
    #expect(html.contains("<h1 class=\"title\">&lt;img src=x onerror=alert(1)&gt;</h1>"))
    #expect(html.contains("value=\"&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;\""))
  }

  @Test("a system image is its glyph, or its name when there is none, with an accessible name")
  func images() async {
    let html = await page(
      HStack {
        Image(systemName: "star.fill")
        Image(systemName: "no.such.symbol")
      })
    #expect(
      html.contains(#/role="img" aria-label="star fill" class="image" style="[^"]*">★</span>/#))
    #expect(
      html.contains(
        #/role="img" aria-label="no such symbol" class="image unknown-symbol" style="[^"]*">no.such.symbol/#
      ))
  }

  @Test("a control inside a button is not a second button")
  func noNestedButtons() async {
    let html = await page(
      List {
        Button {
        } label: {
          Toggle("Inner", isOn: .constant(true))
        }
      })
    #expect(html.components(separatedBy: "<button").count == 2)
  }
}

@MainActor
@Suite("Presentations and iOS 26 chrome as HTML")
struct ChromeRenderingTests {
  private struct Presenting: View {
    @State private var showsSheet = true
    @State private var showsAlert = false

    var body: some View {
      NavigationStack {
        Button("Delete…") { showsAlert = true }
          .navigationTitle("Notes")
          .sheet(isPresented: $showsSheet) {
            Text("Unsaved").interactiveDismissDisabled()
          }
          .alert("Delete the note?", isPresented: $showsAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
          }
      }
    }
  }

  @Test("a sheet is a modal dialog, without the dismiss Escape would send when it is disabled")
  func sheetDialog() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Presenting()))
    let html = await tab.page(address: "/")
    let dialog = try #require(html.firstMatch(of: /<dialog [^>]*>/)).output
    #expect(dialog.contains("data-modal=\"true\""))
    #expect(dialog.contains("class=\"layer kind-sheet\""))
    #expect(!dialog.contains("dismiss"))
  }

  private struct Alerting: View {
    @State private var showsAlert = true

    var body: some View {
      Text("Notes")
        .alert("Delete the note?", isPresented: $showsAlert) {
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        }
    }
  }

  @Test("an alert is an alertdialog named by its title, its buttons in their roles")
  func alertDialog() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Alerting()))
    let html = await tab.page(address: "/")
    let dialog = try #require(html.firstMatch(of: /<dialog [^>]*>/)).output
    #expect(dialog.contains("role=\"alertdialog\""))
    #expect(dialog.contains("aria-label=\"Delete the note?\""))
    #expect(dialog.contains("dismiss"))
    #expect(html.components(separatedBy: ">Delete the note?<").count == 2)
    #expect(html.contains("class=\"button destructive\""))
    #expect(html.contains("class=\"button cancel\""))
  }

  private struct Zooming: View {
    @Namespace private var namespace

    var body: some View {
      NavigationStack {
        NavigationLink("Open", value: 1)
          .matchedTransitionSource(id: 1, in: namespace)
          .navigationDestination(for: Int.self) { _ in
            Text("Detail").navigationTransition(.zoom(sourceID: 1, in: namespace))
          }
      }
      .tabBarMinimizeBehavior(.onScrollDown)
      .scrollEdgeEffectStyle(.soft, for: .top)
    }
  }

  @Test("a zoom's two ends share a view-transition name, and its push runs as a View Transition")
  func zoomTransition() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Zooming()))
    let html = await tab.page(address: "/")
    let name = try #require(html.firstMatch(of: /view-transition-name:(wpz-[A-Za-z0-9]+)/)).output.1
    #expect(html.contains("scroll-edge-soft"))
    let link = try #require(
      tab.runtime.elements.flatMap(\.allElements).last { $0.label == "Open" && !$0.actions.isEmpty }
    )
    let reply = try #require(
      await tab.receive(ClientMessage(kind: .act, element: String(link.id.rawValue), action: "tap"))
    )
    #expect(reply.contains("\"zoom\":true"))
    #expect(reply.contains("data-zoom=\\\"\(name)\\\""))
  }
}
