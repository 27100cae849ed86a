import Testing
import Waypoint
import WaypointTesting

struct Mail: Hashable {
  let subject: String
}

struct MailScreen: View {
  let mail: Mail
  var body: some View {
    Text(mail.subject)
      .navigationTitle(mail.subject)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar(id: "mail") {
        ToolbarItem(id: "compose", placement: .topBarTrailing) {
          Button("Compose") {}
        }
        ToolbarItem(id: "reply", placement: .bottomBar) {
          Button("Reply") {}
        }
      }
  }
}

struct Inbox: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Hello", value: Mail(subject: "Hello"))
      }
      .navigationTitle("Inbox")
      .toolbar(id: "mail") {
        ToolbarItem(id: "compose", placement: .topBarTrailing) {
          Button("Compose") {}
        }
      }
      .navigationDestination(for: Mail.self) { MailScreen(mail: $0) }
    }
  }
}

@MainActor
@Suite("Navigation bars")
struct NavigationBarTests {
  @Test(
    "a pushed screen's bar has its title, a back button labelled with the previous title, and its toolbar items"
  )
  func barContents() throws {
    let host = ViewHost(Inbox())
    try host.tap("Hello")
    #expect(
      host.render() == """
        NavigationStack
          Screen 0 "Inbox" (covered)
          Screen 1 "Hello"
            NavigationBar "Hello" (.inline)
              BackButton "Inbox" [tap]
              ToolbarItem(id: "compose", .topBarTrailing)
                Button "Compose" [tap]
              ToolbarItem(id: "reply", .bottomBar)
                Button "Reply" [tap]
            Text "Hello"
        """)
  }

  @Test("items of toolbar(id:) keep their identity across push and pop")
  func toolbarIdentity() throws {
    let host = ViewHost(Inbox())
    func itemIDs() -> [String] {
      host.visibleElements.compactMap { element in
        if case .toolbarItem(let info) = element.role { return info.customizationID }
        return nil
      }
    }
    #expect(itemIDs() == ["compose"])
    try host.tap("Hello")
    #expect(itemIDs() == ["compose", "reply"], "compose is kept; reply is new")
    try host.back()
    #expect(itemIDs() == ["compose"])
  }

  @Test("toolbar content of plain views, groups and conditions")
  func toolbarForms() throws {
    struct Editor: View {
      @State private var editing = false
      var body: some View {
        NavigationStack {
          Text("Body")
            .navigationTitle("Editor")
            .toolbar {
              ToolbarItemGroup(placement: .primaryAction) {
                Button("Bold") {}
                Button("Italic") {}
              }
              if editing {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { editing = false } }
              } else {
                ToolbarItem(placement: .primaryAction) { Button("Edit") { editing = true } }
              }
            }
        }
      }
    }
    let host = ViewHost(Editor())
    try host.tap("Edit")
    try host.tap("Done")
    try host.tap("Bold")
    #expect(host.render().contains("ToolbarItem(.primaryAction)"))
    let plain = ViewHost(NavigationStack { Text("x").toolbar { Button("Share") {} } })
    try plain.tap("Share")
    #expect(plain.render().contains("ToolbarItem(.automatic)"))
  }

  @Test("navigationBarBackButtonHidden removes the back button")
  func backButtonHidden() throws {
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Go", value: 1)
          .navigationTitle("Start")
          .navigationDestination(for: Int.self) { _ in
            Text("No way back").navigationBarBackButtonHidden()
          }
      })
    try host.tap("Go")
    #expect(throws: HostError.noBackButton(screen: "")) { try host.back() }
  }

  @Test("a screen's title change renames the next screen's back button")
  func backLabelFollowsTitle() throws {
    struct Renaming: View {
      @State private var title = "First"
      var body: some View {
        NavigationStack {
          VStack {
            Button("Rename") { title = "Renamed" }
            NavigationLink("Go", value: 1)
          }
          .navigationTitle(title)
          .navigationDestination(for: Int.self) { _ in Text("Second").navigationTitle("Second") }
        }
      }
    }
    let host = ViewHost(Renaming())
    try host.tap("Rename")
    try host.tap("Go")
    #expect(host.render().contains(#"BackButton "Renamed" [tap]"#))
  }
}
