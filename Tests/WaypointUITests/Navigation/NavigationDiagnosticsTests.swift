import Foundation
import Testing
import Waypoint
import WaypointTesting

struct Gadget: Hashable, Codable {
  let id: Int
}

/// The reference's anti-pattern: a router without @MainActor, changed from Task.detached.
@Observable
private final class DetachedRouter: @unchecked Sendable {
  var path = NavigationPath()
}

@MainActor
@Suite("Navigation diagnostics: each mistake is reported, and the right way is not")
struct NavigationDiagnosticsTests {
  private func codes(_ host: ViewHost) -> [Diagnostic.Code] { host.diagnostics.map(\.code) }

  @Test("a link whose value type has no destination is inactive and reported")
  func linkWithoutDestination() {
    let wrong = ViewHost(NavigationStack { NavigationLink("Gadget", value: Gadget(id: 1)) })
    #expect(codes(wrong) == [.linkWithoutDestination])
    #expect(wrong.visibleElements.first { $0.role == .link }?.isEnabled == false)
    #expect(
      wrong.diagnostics.first?.message.hasPrefix(
        "A NavigationLink is presenting a value of type “WaypointUITests.Gadget” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
      )
        == true)

    let right = ViewHost(
      NavigationStack {
        NavigationLink("Gadget", value: Gadget(id: 1))
          .navigationDestination(for: Gadget.self) { Text("Gadget \($0.id)") }
      })
    #expect(codes(right).isEmpty)
  }

  @Test("a value appended in code without a destination shows a placeholder screen")
  func pathValueWithoutDestination() throws {
    struct Screen: View {
      @State var path = NavigationPath([Gadget(id: 1)])
      var body: some View {
        NavigationStack(path: $path) { Text("Root") }
      }
    }
    let wrong = ViewHost(Screen())
    #expect(codes(wrong) == [.pathValueWithoutDestination])
    #expect(wrong.render().contains("No destination for “WaypointUITests.Gadget”"))
    #expect(wrong.navigationDepth == 1)
  }

  @Test("a saved entry that cannot be restored shows a placeholder and says why")
  func unresolvedEntry() throws {
    let saved = try JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self,
      from: Data(#"["MyApp.Renamed","{}"]"#.utf8))
    struct Screen: View {
      @State var path: NavigationPath
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root").navigationDestination(for: Gadget.self) { Text("Gadget \($0.id)") }
        }
      }
    }
    let host = ViewHost(Screen(path: NavigationPath(saved)))
    #expect(codes(host) == [.pathEntryUnresolved])
    #expect(host.navigationDepth == 1)
  }

  @Test("a link outside any stack is reported")
  func linkOutsideStack() {
    let wrong = ViewHost(NavigationLink("Lost", value: 1))
    #expect(codes(wrong) == [.linkOutsideStack])
    let right = ViewHost(
      NavigationStack {
        NavigationLink("Found", value: 1).navigationDestination(for: Int.self) { Text("\($0)") }
      })
    #expect(codes(right).isEmpty)
  }

  @Test("a destination inside a List, lazy stack, lazy grid or ForEach rows is reported")
  func destinationInLazyContainer() {
    func stack<Content: View>(_ content: Content) -> some View {
      NavigationStack { content }
    }
    let inList = ViewHost(
      stack(List { Text("a").navigationDestination(for: Int.self) { Text("\($0)") } }))
    let inLazyStack = ViewHost(
      stack(LazyVStack { Text("a").navigationDestination(for: Int.self) { Text("\($0)") } }))
    let inGrid = ViewHost(
      stack(
        LazyVGrid(columns: [GridItem()]) {
          Text("a").navigationDestination(for: Int.self) { Text("\($0)") }
        }))
    let inForEach = ViewHost(
      stack(
        VStack {
          ForEach(0..<1) { _ in Text("a").navigationDestination(for: Int.self) { Text("\($0)") } }
        }))
    for host in [inList, inLazyStack, inGrid, inForEach] {
      #expect(codes(host) == [.destinationInLazyContainer])
    }
    #expect(
      inList.diagnostics.first?.location?.fileID
        == "WaypointUITests/NavigationDiagnosticsTests.swift")
    let right = ViewHost(
      stack(List { Text("a") }.navigationDestination(for: Int.self) { Text("\($0)") }))
    #expect(codes(right).isEmpty)
  }

  @Test("two destinations for one type are reported; the one closest to the root wins")
  func duplicateDestination() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          VStack {
            NavigationLink("Go", value: 1)
            Text("inner").navigationDestination(for: Int.self) { _ in Text("Inner destination") }
          }
          .navigationDestination(for: Int.self) { _ in Text("Outer destination") }
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(codes(host) == [.duplicateDestination])
    #expect(
      host.diagnostics.first?.message
        == "A navigationDestination for “Swift.Int” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
    )
    try host.tap("Go")
    #expect(host.render().contains("Outer destination"))
  }

  @Test("a NavigationStack inside another's content is reported")
  func nestedStack() {
    let wrong = ViewHost(NavigationStack { NavigationStack { Text("inner") } })
    #expect(codes(wrong) == [.nestedNavigationStack])
    let right = ViewHost(
      VStack {
        NavigationStack { Text("one") }
        NavigationStack { Text("two") }
      })
    #expect(codes(right).isEmpty)
  }

  @Test("a view-based link pushes its view and is reported")
  func viewBasedLink() throws {
    let wrong = ViewHost(
      NavigationStack {
        NavigationLink("Old style") { Text("Pushed view").navigationTitle("Pushed") }
      })
    #expect(codes(wrong) == [.viewBasedLink])
    try wrong.tap("Old style")
    #expect(wrong.navigationTitle == "Pushed")
    try wrong.back()
    #expect(wrong.navigationDepth == 0)
  }

  @Test("a path changed from Task.detached is applied and reported")
  func pathOffMainActor() async throws {
    struct Screen: View {
      let router: DetachedRouter
      var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
          Text("Root").navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
      }
    }
    let router = DetachedRouter()
    let host = ViewHost(Screen(router: router))
    await Task.detached { router.path.append(1) }.value
    await host.settle()
    #expect(host.navigationDepth == 1)
    #expect(codes(host) == [.pathMutatedOffMainActor])

    let right = ViewHost(Screen(router: router))
    router.path.append(2)
    right.flush()
    #expect(codes(right).isEmpty)
  }

  @Test("with a typed path, destinations on pushed screens are ignored and reported")
  func typedPathNestedDestination() throws {
    struct Screen: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("One", value: 1)
            .navigationDestination(for: Int.self) { number in
              Text("Number \(number)")
                .navigationDestination(for: String.self) { Text($0) }
            }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("One")
    #expect(codes(host) == [.typedPathNestedDestination])
  }

  @Test("with a typed path, a link to a value of another type cannot push and is reported")
  func typedPathValueMismatch() throws {
    struct Screen: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          VStack {
            NavigationLink("Text", value: "text")
            NavigationLink("Number", value: 5)
          }
          .navigationDestination(for: Int.self) { Text("Number \($0)") }
          .navigationDestination(for: String.self) { Text($0) }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Text")
    #expect(host.navigationDepth == 0)
    #expect(codes(host) == [.typedPathValueMismatch])
    try host.tap("Number")
    #expect(host.navigationDepth == 1)
  }
}
