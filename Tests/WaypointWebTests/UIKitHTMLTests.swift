import Testing
import Waypoint

@testable import WaypointWeb

@MainActor
@Suite("Drawing UIKit's colours, appearance proxies and input traits as HTML")
struct UIKitHTMLTests {
  private struct Screens: View {
    @State private var amount = ""
    @State private var email = ""
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") {
          NavigationStack {
            VStack {
              Text("Welcome").foregroundStyle(Color(uiColor: .secondaryLabel))
              TextField("Amount", text: $amount).keyboardType(.decimalPad)
              TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .autocorrectionDisabled()
                .uikitCapitalization(.none)
            }
            .navigationTitle("Home")
            .navigationBarTitleDisplayMode(.inline)
          }
        }
        Tab("Settings", systemImage: "gear") { Text("Settings") }
      }
    }
  }

  private func page() async -> String {
    let tab = BrowserTab(id: "tab", browserID: "browser", runtime: ViewRuntime(Screens()))
    return await tab.page(address: "/")
  }

  @Test("a system colour is drawn with its light and dark values for the page's appearance")
  func systemColours() async {
    let html = await AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      await page()
    }
    #expect(html.contains("light-dark(rgb(60 60 67 / 0.6), rgb(235 235 245 / 0.6))"))
  }

  @Test("navigation and tab bar proxies set before the host colour the bars")
  func barAppearance() async {
    let html = await AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      let look = UINavigationBarAppearance()
      look.configureWithOpaqueBackground()
      look.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
      look.titleTextAttributes = [.foregroundColor: UIColor.white]
      UINavigationBar.appearance().standardAppearance = look
      UINavigationBar.appearance().tintColor = .systemOrange
      UITabBar.appearance().unselectedItemTintColor = .systemGray
      UITabBar.appearance().tintColor = .systemGreen
      return await page()
    }
    #expect(html.contains("background:rgb(51 102 153 / 1)"))
    #expect(html.contains("backdrop-filter:none"))
    #expect(html.contains("--tint:light-dark(rgb(255 149 0 / 1), rgb(255 159 10 / 1))"))
    #expect(html.contains("<h1 class=\"title\" style=\"color:rgb(255 255 255 / 1)\">Home</h1>"))
    #expect(
      html.contains("--unselected-tint:light-dark(rgb(142 142 147 / 1), rgb(142 142 147 / 1))"))
    #expect(html.contains("--tint:light-dark(rgb(52 199 89 / 1), rgb(48 209 88 / 1))"))
  }

  @Test("keyboard, content type, capitalization and correction become the input's attributes")
  func inputTraits() async {
    let html = await AppearanceRegistry.$store.withValue(AppearanceRegistry.Store()) {
      await page()
    }
    #expect(html.contains("inputmode=\"decimal\""))
    #expect(html.contains("inputmode=\"email\""))
    #expect(html.contains("autocomplete=\"email\""))
    #expect(html.contains("autocapitalize=\"none\""))
    #expect(html.contains("autocorrect=\"off\""))
  }
}

/// UIKit's `autocapitalization(_:)`, as ported apps call it, reached through a protocol so that
/// its deprecation, which those apps see, does not warn in this test's own build.
private protocol UIKitCapitalizing {
  func capitalized(_ view: AnyView, _ type: UITextAutocapitalizationType) -> AnyView
}

private struct LegacyCapitalization: UIKitCapitalizing {
  @available(*, deprecated)
  func capitalized(_ view: AnyView, _ type: UITextAutocapitalizationType) -> AnyView {
    AnyView(view.autocapitalization(type))
  }
}

extension View {
  /// `autocapitalization(type)`, without the deprecation warning.
  fileprivate func uikitCapitalization(_ type: UITextAutocapitalizationType) -> AnyView {
    (LegacyCapitalization() as any UIKitCapitalizing).capitalized(AnyView(self), type)
  }
}
