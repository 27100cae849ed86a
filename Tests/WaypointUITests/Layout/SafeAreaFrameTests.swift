import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A scene filled by a colour that ignores the safe area along `edges`, over a text.
private struct Filled: View {
  var edges: Edge.Set = .all
  var body: some View {
    ZStack {
      Color.blue.ignoresSafeArea(edges: edges).accessibilityIdentifier("fill")
      VStack {
        Text("Top").accessibilityIdentifier("top")
        Spacer()
      }
    }
  }
}

/// A geometry reader that shows how much of it the safe area's covered edges cover.
private struct InsetsReader: View {
  var body: some View {
    GeometryReader { proxy in
      Text("top \(Int(proxy.safeAreaInsets.top)) bottom \(Int(proxy.safeAreaInsets.bottom))")
    }
    .ignoresSafeArea()
  }
}

@MainActor
@Suite("Safe area: content keeps out of what covers the scene; views that ignore it reach in")
struct SafeAreaFrameTests {
  private let phone = CGSize(width: 393, height: 852)
  private let notch = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  @Test("content is laid out inside the device's insets; an ignoring view fills the scene")
  func deviceInsets() {
    let host = ViewHost(Filled(), size: phone)
    host.safeAreaInsets = notch
    host.layOut()
    #expect(host.frame(identifiedBy: "top")?.minY == 59)
    #expect(host.frame(identifiedBy: "fill") == CGRect(origin: .zero, size: phone))
  }

  @Test("ignoring one edge grows the view along that edge only")
  func oneEdge() {
    let host = ViewHost(Filled(edges: .top), size: phone)
    host.safeAreaInsets = notch
    host.layOut()
    #expect(host.frame(identifiedBy: "fill") == CGRect(x: 0, y: 0, width: 393, height: 818))
  }

  @Test("changing the insets lays the scene out again")
  func changedInsets() {
    let host = ViewHost(Filled(), size: phone)
    host.layOut()
    #expect(host.frame(identifiedBy: "top")?.minY == 0)
    host.safeAreaInsets = notch
    host.layOut()
    #expect(host.frame(identifiedBy: "top")?.minY == 59)
    #expect(host.frame(identifiedBy: "fill")?.minY == 0)
  }

  @Test("a navigation bar covers the top of its screen's content; an ignoring view goes under it")
  func underTheNavigationBar() throws {
    let host = ViewHost(NavigationStack { Filled().navigationTitle("Title") }, size: phone)
    host.safeAreaInsets = notch
    host.layOut()
    let text = try #require(host.frame(identifiedBy: "top"))
    // Below the status bar and the bar, which is drawn over the colour.
    #expect(text.minY > 59 + 44)
    #expect(host.frame(identifiedBy: "fill") == CGRect(origin: .zero, size: phone))
  }

  @Test("a tab bar covers the bottom of its tab's content; an ignoring view goes under it")
  @available(*, deprecated)
  func underTheTabBar() {
    let host = ViewHost(
      TabView {
        Filled().tabItem { Text("One") }
        Text("Two").tabItem { Text("Two") }
      }, size: phone)
    host.layOut()
    #expect(host.frame(identifiedBy: "fill") == CGRect(origin: .zero, size: phone))
  }

  @Test("after a tab switch, the new tab's content still goes under the tab bar")
  @available(*, deprecated)
  func afterTabSwitch() throws {
    let host = ViewHost(
      TabView {
        Text("First").tabItem { Text("One") }
        Color.mint.ignoresSafeArea().accessibilityIdentifier("second").tabItem { Text("Two") }
      }, size: phone)
    host.layOut()
    try host.tap("Two")
    host.layOut()
    #expect(host.frame(identifiedBy: "second") == CGRect(origin: .zero, size: phone))
  }

  @Test("safeAreaPadding insets the content, and an ignoring view inside reaches the padding")
  func safeAreaPadding() throws {
    let host = ViewHost(
      ZStack {
        Color.blue.ignoresSafeArea().accessibilityIdentifier("fill")
        Text("In").accessibilityIdentifier("text")
      }
      .frame(width: 200, height: 100)
      .accessibilityIdentifier("content")
      .safeAreaPadding(20)
      .accessibilityIdentifier("padded"), size: phone)
    host.layOut()
    let padded = try #require(host.frame(identifiedBy: "padded"))
    #expect(padded.size == CGSize(width: 240, height: 140))
    #expect(host.frame(identifiedBy: "content") == padded.insetBy(dx: 20, dy: 20))
    #expect(host.frame(identifiedBy: "fill") == padded)
    #expect(host.render().contains(".safeAreaPadding(20)"))
  }

  @Test("a view that does not touch the safe area's edge does not grow")
  func notTouching() {
    let host = ViewHost(
      VStack(spacing: 0) {
        Text("Above")
        Color.red.frame(height: 50).ignoresSafeArea().accessibilityIdentifier("band")
        Spacer()
      }, size: phone)
    host.safeAreaInsets = notch
    host.layOut()
    let band = host.frame(identifiedBy: "band")
    #expect(band?.minY ?? 0 > 59)
    #expect(band?.height == 50)
  }

  @Test("safeAreaInset covers an edge: content stays beside it, an ignoring view goes under")
  func insetView() {
    let respecting = ViewHost(
      Color.green.accessibilityIdentifier("content")
        .safeAreaInset(edge: .bottom) { Text("Bar").frame(height: 40) }, size: phone)
    respecting.layOut()
    #expect(respecting.frame(identifiedBy: "content")?.maxY == 812)
    let ignoring = ViewHost(
      Color.green.ignoresSafeArea().accessibilityIdentifier("content")
        .safeAreaInset(edge: .bottom) { Text("Bar").frame(height: 40) }, size: phone)
    ignoring.layOut()
    #expect(ignoring.frame(identifiedBy: "content")?.maxY == 852)
  }

  @Test("a scroll view's content scrolls under what covers it, and keeps its frame")
  func scrollContent() {
    let host = ViewHost(
      NavigationStack {
        ScrollView {
          Color.red.frame(height: 100).ignoresSafeArea().accessibilityIdentifier("row")
        }
        .accessibilityIdentifier("scroll")
        .navigationTitle("Title")
      }, size: phone)
    host.layOut()
    #expect(host.frame(identifiedBy: "row")?.minY == host.frame(identifiedBy: "scroll")?.minY)
    #expect(host.frame(identifiedBy: "row")?.height == 100)
  }

  @Test("a style background reaches into what covers the view's touching edges, unless told not")
  func styleBackground() throws {
    func screen(_ edges: Edge.Set) -> ViewHost {
      let host = ViewHost(
        NavigationStack {
          VStack {
            Text("Top")
            Spacer()
          }
          .frame(maxWidth: .infinity)
          .background(.yellow, ignoresSafeAreaEdges: edges)
          .accessibilityIdentifier("screen")
          .navigationTitle("Title")
        }, size: phone)
      host.safeAreaInsets = notch
      host.layOut()
      return host
    }
    let all = screen(.all)
    let frame = try #require(all.frame(identifiedBy: "screen"))
    // Up under the bar and the status bar to the scene's top, down past the home indicator.
    #expect(all.element(identifiedBy: "screen")?.backgroundReach?.top == frame.minY)
    #expect(all.element(identifiedBy: "screen")?.backgroundReach?.bottom == 34)
    #expect(screen([]).element(identifiedBy: "screen")?.backgroundReach == nil)
    #expect(screen(.top).element(identifiedBy: "screen")?.backgroundReach?.bottom == 0)
  }

  @Test("GeometryProxy.safeAreaInsets says how much of the reader is covered")
  func proxyInsets() {
    let host = ViewHost(InsetsReader(), size: phone)
    host.safeAreaInsets = notch
    host.layOut()
    #expect(host.render().contains("top 59 bottom 34"))
  }
}
