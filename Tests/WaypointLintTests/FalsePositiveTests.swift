import Testing
import WaypointLint

/// The shapes of correct code that the intent rules once flagged in public apps, one test per
/// class of mistake, so that none comes back.
@Suite("False positives seen on public apps stay fixed")
struct FalsePositiveTests {
  private func lint(_ sources: [(String, String)], grouping: ProjectGrouping? = nil) -> [Finding] {
    var linter = Linter()
    if let grouping { linter.projectGrouping = grouping }
    return linter.lint(sources: sources.map { (path: $0.0, text: $0.1) })
  }

  private func ids(_ sources: [(String, String)], grouping: ProjectGrouping? = nil) -> [String] {
    lint(sources, grouping: grouping).map(\.ruleID)
  }

  @Test("A package's pushes are shown by the app's destinations, which are another project")
  func destinationInAnotherProject() {
    let grouping = ProjectGrouping(
      isFile: { $0 == "Feature/Package.swift" }, contents: { _ in [] })
    let package = """
      public enum FeatureRoute: Hashable { case detail(Int) }
      public struct FeatureList: View {
        public var body: some View { NavigationLink("One", value: FeatureRoute.detail(1)) }
      }
      """
    let app = """
      struct Root: View {
        var body: some View {
          NavigationStack { FeatureList().navigationDestination(for: FeatureRoute.self) { _ in Text("") } }
        }
      }
      """
    #expect(
      ids(
        [("Feature/Sources/Feature/List.swift", package), ("App/Root.swift", app)],
        grouping: grouping
      )
      .isEmpty)
    #expect(ids([("Feature/Sources/Feature/List.swift", package)]) == ["destination-missing"])
  }

  @Test("A destination for a generic type may map any pushed type")
  func genericDestination() {
    let source = """
      enum Route: Hashable { case detail }
      struct Routed<Destination: Hashable, Content: View>: ViewModifier {
        let build: (Destination) -> Content
        func body(content: Content) -> some View {
          content.navigationDestination(for: Destination.self) { build($0) }
        }
      }
      struct Home: View {
        var body: some View { NavigationLink("Detail", value: Route.detail) }
      }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
  }

  @Test(
    "An app's own NavigationLink initialiser, a static method's result or a selecting row are not pushes"
  )
  func notPushes() {
    let source = """
      enum Route: Hashable { case settings }
      struct Rows: View {
        @State private var selection: Folder?
        var body: some View {
          NavigationLink("Settings", value: Route.settings, destination: .settings)
          NavigationLink("Size", value: ByteCountFormatter.string(fromByteCount: 1, countStyle: .file))
          NavigationLink("Format", value: Formatter.shared)
          List(selection: $selection) { rows }
        }
        var rows: some View { NavigationLink("Inbox", value: Folder(name: "Inbox")) }
      }
      struct Folder: Hashable { var name: String }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
  }

  @Test("Appending to a string named …Path is not a push")
  func stringPathAppend() {
    let source = """
      func run() {
        var workingPath = FileManager.default.currentDirectoryPath
        workingPath.append("/")
      }
      struct Model {
        var filePath: String = ""
        var navigationPath: [String] = []
        mutating func go() {
          navigationPath.append("settings")
        }
      }
      """
    #expect(lint([("A.swift", source)]).map(\.position.line) == [9])
  }

  @Test("A sheet's onDismiss closure is not its content")
  func onDismissIsNotContent() {
    let source = """
      struct A: View {
        @State private var shown = false
        var body: some View {
          Text("a").sheet(isPresented: $shown) {
            if let item = model.pending { save(item) }
          } content: {
            Editor()
          }
        }
      }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
  }

  @Test(
    "A sheet flag derived from the optional, an if-let with an else, or a function's result is not two states"
  )
  func sheetUnwrapsOnlyAStoredOptional() {
    let source = """
      struct A: View {
        @State private var item: Item?
        @State private var shown = false
        @State private var other = false
        var body: some View {
          Text("a")
            .sheet(isPresented: Binding(get: { item != nil }, set: { if !$0 { item = nil } })) {
              if let item { Detail(item: item) }
            }
            .sheet(isPresented: .constant(item != nil)) {
              if let item { Detail(item: item) }
            }
            .sheet(isPresented: $shown) {
              if let item { Detail(item: item) } else { ProgressView() }
            }
            .sheet(isPresented: $other) {
              if let account = store.currentAccount() { AccountView(account: account) }
            }
        }
      }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
  }

  @Test("onOpenURL handlers in exclusive #if or if branches, or in different apps, are one each")
  func exclusiveOpenURLHandlers() {
    let branches = """
      struct Root: View {
        var body: some View {
          #if os(iOS)
          Phone().onOpenURL { router.open($0) }
          #else
          Mac().onOpenURL { router.open($0) }
          #endif
        }
      }
      """
    let ifElse = """
      struct Other: View {
        var body: some View {
          if compact {
            Phone().onOpenURL { router.open($0) }
          } else {
            Mac().onOpenURL { router.open($0) }
          }
        }
      }
      """
    #expect(ids([("A.swift", branches)]).isEmpty)
    #expect(ids([("B.swift", ifElse)]).isEmpty)
    // Two files, each wholly for one system, with an app of the same name in each.
    let phoneFile = """
      #if os(iOS)
      @main struct Reader: App {
        var body: some Scene { WindowGroup { Text("p").onOpenURL { open($0) } } }
      }
      #endif
      """
    let macFile = """
      #if os(macOS) || os(visionOS)
      struct MacRoot: View { var body: some View { Text("m").onOpenURL { open($0) } } }
      #endif
      """
    #expect(ids([("App_iOS.swift", phoneFile), ("Root_macOS.swift", macFile)]).isEmpty)
    let bothFile = macFile.replacingOccurrences(of: "os(macOS) || os(visionOS)", with: "os(iOS)")
    #expect(
      ids([("App_iOS.swift", phoneFile), ("Root.swift", bothFile)]) == ["scattered-open-url"])
    let phone = """
      @main struct PhoneApp: App {
        var body: some Scene { WindowGroup { PhoneRoot() } }
      }
      struct PhoneRoot: View { var body: some View { Text("p").onOpenURL { open($0) } } }
      """
    let watch = """
      @main struct WatchApp: App {
        var body: some Scene { WindowGroup { WatchRoot() } }
      }
      struct WatchRoot: View { var body: some View { Text("w").onOpenURL { open($0) } } }
      """
    #expect(ids([("Phone.swift", phone), ("Watch.swift", watch)]).isEmpty)
    let both = """
      @main struct PhoneApp: App {
        var body: some Scene { WindowGroup { PhoneRoot().onOpenURL { open($0) } } }
      }
      """
    let findings = lint([
      ("Phone.swift", phone + "\n" + both.replacingOccurrences(of: "PhoneApp", with: "Other")),
      ("Watch.swift", watch),
    ])
    #expect(findings.map(\.ruleID) == ["scattered-open-url"])
    #expect(findings.first?.message.contains("Phone.swift:4") == true)
  }

  @Test("A fixed sheet frame in a project that builds for the Mac only is how Mac sheets are sized")
  func macOnlyProject() {
    let sheet = """
      struct Onboarding: View {
        var body: some View { Text("a").sheet(isPresented: $shown) { Login().frame(width: 800, height: 600) } }
      }
      """
    let mac = RepositoryFiles.File(
      path: "Cider/Cider.xcodeproj/project.pbxproj", text: "SDKROOT = macosx;\nSDKROOT = macosx;")
    let both = RepositoryFiles.File(
      path: "Cider/Cider.xcodeproj/project.pbxproj", text: "SDKROOT = macosx;\nSDKROOT = iphoneos;")
    var linter = Linter()
    linter.projectGrouping = ProjectGrouping(
      isFile: { _ in false }, contents: { $0 == "Cider" ? ["Cider.xcodeproj"] : [] })
    var repository = RepositoryFiles()
    repository.xcodeProjects = [mac]
    let path = "Cider/Views/Onboarding.swift"
    #expect(linter.lint(sources: [(path, sheet)], repository: repository).isEmpty)
    repository.xcodeProjects = [both]
    let findings = linter.lint(sources: [(path, sheet)], repository: repository)
    #expect(findings.map(\.ruleID) == ["sheet-fixed-frame"])
  }

  @Test("Two views of one name in two targets are not confused: neither is placed")
  func sameNameInTwoTargets() {
    let phone = """
      struct Root: View {
        var body: some View { NavigationStack { HomeView() } }
      }
      struct HomeView: View { var body: some View { Text("phone home") } }
      """
    let watch = """
      struct HomeView: View { var body: some View { NavigationStack { Text("watch home") } } }
      """
    #expect(ids([("Phone/Root.swift", phone), ("Watch/HomeView.swift", watch)]).isEmpty)
    let namespace = "enum Constants { struct HomeView { static let title = \"Home\" } }"
    let phoneWithStack = phone.replacingOccurrences(
      of: "Text(\"phone home\")", with: "NavigationStack { Text(\"phone home\") }")
    #expect(
      ids([("Phone/Root.swift", phoneWithStack), ("Constants.swift", namespace)]) == [
        "nested-navigation-stack"
      ])
  }

  @Test("A view built by a helper property that only a sheet uses is shown in the sheet")
  func helperUsedBySheet() {
    let source = """
      struct Detail: View {
        @State private var editing = false
        var body: some View {
          Text("detail").sheet(isPresented: $editing) { editSheet }
        }
      }
      extension Detail {
        var editSheet: some View { EventForm() }
      }
      struct EventForm: View {
        var body: some View { NavigationStack { Form {} } }
      }
      struct Root: View {
        var body: some View { NavigationStack { Detail() } }
      }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
    let shownInBody = source.replacingOccurrences(
      of: "Text(\"detail\").sheet", with: "editSheet.sheet")
    #expect(ids([("A.swift", shownInBody)]) == ["nested-navigation-stack"])
  }

  @Test("A helper passed as a sheet's content, or a stack behind the view's own if, is not nested")
  func helperArgumentAndConditionalStack() {
    let source = """
      struct Chat: View {
        @State private var action: Message?
        var body: some View { List {}.sheet(item: $action, content: actionsSheet) }
        private func actionsSheet(message: Message) -> some View { Actions() }
      }
      struct Actions: View { var body: some View { NavigationStack { List {} } } }
      struct Settings: View {
        var embedInOwnNavigation = true
        var body: some View {
          if embedInOwnNavigation { NavigationStack { Form {} } } else { Form {} }
        }
      }
      struct Root: View {
        var body: some View { NavigationStack { Chat(); Settings(embedInOwnNavigation: false) } }
      }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
  }

  @Test("A ForEach in an eager stack is not lazy")
  func forEachInEagerStack() {
    let source = """
      struct A: View {
        var body: some View {
          NavigationStack {
            ScrollView {
              HStack {
                ForEach(items) { item in
                  Card(item).navigationDestination(isPresented: $shown) { Detail() }
                }
              }
            }
          }
        }
      }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
  }

  @Test("A constant path in a preview helper, a fixed sheet frame on the Mac, a coding path")
  func fixedPlacesAndOtherPaths() {
    let preview = """
      #if DEBUG
      struct RouterPreview: View {
        var body: some View { NavigationStack(path: .constant([Route.home])) { Home() } }
      }
      #endif
      """
    let mac = """
      import AppKit
      struct Prefs: View {
        var body: some View { Text("a").sheet(isPresented: $shown) { Editor().frame(width: 400, height: 300) } }
      }
      """
    let macBranch = """
      struct Prefs: View {
        var body: some View {
          #if os(macOS)
          Text("a").sheet(isPresented: $shown) { Editor().frame(width: 400, height: 300) }
          #endif
        }
      }
      """
    let coding = """
      struct Decoded: Codable {
        var codingPath: [Key] = []
      }
      """
    #expect(ids([("P.swift", preview)]).isEmpty)
    #expect(ids([("M.swift", mac)]).isEmpty)
    #expect(ids([("B.swift", macBranch)]).isEmpty)
    #expect(ids([("C.swift", coding)]).isEmpty)
  }

  @Test(
    "A library's link initialiser with its own labels, or a destination that is a route, is not a view link"
  )
  func customLinkInitialisers() {
    let source = """
      struct A: View {
        var body: some View {
          NavigationLink(unwrapping: $model.destination, case: /Destination.edit) { $item in
            Editor(item: $item)
          } onNavigate: { model.open($0) } label: { Text("Edit") }
          NavigationLink("Settings", destination: .settings)
        }
      }
      """
    #expect(ids([("A.swift", source)]).isEmpty)
  }
}
