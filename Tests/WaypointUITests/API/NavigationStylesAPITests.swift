import Testing
import Waypoint
import WaypointTesting

/// A custom split view style: the balanced layout, with a hint recorded on it.
private struct HintedSplitStyle: NavigationSplitViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    BalancedNavigationSplitViewStyle().makeBody(configuration: configuration)
      .accessibilityHint("Styled split")
  }
}

/// A custom split view style whose body replaces the split view.
private struct PlaceholderSplitStyle: NavigationSplitViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text("No columns here")
  }
}

private struct MailSplit: View {
  var body: some View {
    NavigationSplitView {
      Text("Inbox")
    } detail: {
      Text("Message")
    }
  }
}

@MainActor
@Suite("Navigation styles: split view styles, navigation control groups, navigation views")
struct NavigationStylesAPITests {
  @Test("a built-in split view style's body lays out the split view in that style")
  func builtInStyleBody() {
    let host = ViewHost(MailSplit().navigationSplitViewStyle(.prominentDetail))
    #expect(host.render().contains("NavigationSplitView (style: .prominentDetail)"))
  }

  @Test("a custom split view style wraps a built-in style's body, and its columns stay")
  func customStyleWrapsBuiltIn() {
    let host = ViewHost(MailSplit().navigationSplitViewStyle(HintedSplitStyle()))
    let rendered = host.render()
    #expect(rendered.contains("NavigationSplitView (style: .balanced)"))
    #expect(rendered.contains(#".accessibilityHint("Styled split")"#))
    #expect(!host.elements(labeled: "Inbox").isEmpty)
    #expect(!host.elements(labeled: "Message").isEmpty)
  }

  @Test("a custom split view style's body stands in for the split view; an inner style wins")
  func customStyleReplaces() {
    let replaced = ViewHost(MailSplit().navigationSplitViewStyle(PlaceholderSplitStyle()))
    #expect(!replaced.elements(labeled: "No columns here").isEmpty)
    #expect(replaced.elements(labeled: "Inbox").isEmpty)
    let inner = ViewHost(
      MailSplit().navigationSplitViewStyle(.balanced).navigationSplitViewStyle(
        PlaceholderSplitStyle()))
    #expect(inner.render().contains("NavigationSplitView (style: .balanced)"))
    #expect(!inner.elements(labeled: "Inbox").isEmpty)
  }

  private struct Switching: View {
    @State private var custom = true
    var body: some View {
      VStack {
        Button("Switch") { custom.toggle() }
        if custom {
          MailSplit().navigationSplitViewStyle(PlaceholderSplitStyle())
        } else {
          MailSplit().navigationSplitViewStyle(.balanced)
        }
      }
    }
  }

  @Test("a split view switching between a custom and a built-in style shows each in turn")
  func switchingStyles() throws {
    let host = ViewHost(Switching())
    #expect(!host.elements(labeled: "No columns here").isEmpty)
    try host.tap("Switch")
    #expect(!host.elements(labeled: "Inbox").isEmpty)
    #expect(host.elements(labeled: "No columns here").isEmpty)
  }

  @Test("a navigation control group shows its controls side by side and records its style")
  func navigationControlGroup() {
    let rendered = ViewHost(
      ControlGroup {
        Button("Back") {}
        Button("Forward") {}
      }
      .controlGroupStyle(.navigation)
    ).render()
    #expect(rendered.contains(".controlGroupStyle(.navigation)"))
    #expect(rendered.contains("Back") && rendered.contains("Forward"))
    _ = NavigationControlGroupStyle()
  }

  @Test("a navigation view in the double column style shows its views as columns")
  @available(*, deprecated)
  func doubleColumnStyle() {
    let host = ViewHost(
      NavigationView {
        Text("Sidebar")
        Text("Detail")
      }
      .navigationViewStyle(DoubleColumnNavigationViewStyle()))
    #expect(host.render().contains("NavigationSplitView"))
    #expect(!host.elements(labeled: "Detail").isEmpty)
  }
}
