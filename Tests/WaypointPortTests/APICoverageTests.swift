import Foundation
import TestSupport
import Testing

@testable import WaypointAPICoverage

@Suite("API coverage against SwiftUI's interface")
struct APICoverageTests {
  /// The checkout this file is in.
  static let root = Repository.root

  /// Waypoint's sources measured against the committed interface, once for the tests that read
  /// it: reading every source takes seconds.
  static let coverage = Result {
    try CoverageFiles.load(root: root, reader: SourceFiles.waypointReader(root: root))
  }

  func read(_ source: String) -> [APIDeclaration] {
    var reader = DeclarationReader()
    reader.add(source: source, path: "Test.swift")
    return reader.declarations().map(\.declaration)
  }

  @Test("Apple's and Waypoint's spellings of one parameter type normalize alike")
  func spellings() {
    let plain = TypeNormalizer()
    #expect(
      plain.normalize("@escaping @_Concurrency.MainActor () -> SwiftUICore.Binding<Swift.String>")
        == plain.normalize("@escaping () -> Binding<String>"))
    #expect(plain.normalize("@escaping (Swift.Int) -> Swift.Void") == "(Int) -> Void")
    #expect(plain.normalize("() -> ()") == "() -> Void")
    #expect(plain.normalize("Swift.Optional<Foundation.URL>") == "URL?")
    let generic = TypeNormalizer(substitutions: ["S": "some StringProtocol", "D": "some Hashable"])
    #expect(generic.normalize("S") == "some StringProtocol")
    #expect(
      generic.normalize("SwiftUICore.Binding<Swift.Optional<D>>") == "Binding<(some Hashable)?>")
    #expect(generic.normalize("Binding<D?>") == "Binding<(some Hashable)?>")
    #expect(plain.normalize("some Codable & Hashable") == "some Decodable & Encodable & Hashable")
  }

  @Test("a nested type and a type alias compare equal however they are written")
  func nestedAndAliased() {
    let normalizer = TypeNormalizer(
      scopes: ["NavigationPath"], nestedTypes: ["NavigationPath": ["CodableRepresentation"]],
      aliases: ["DatePicker.Components": "SwiftUI.DatePickerComponents"])
    #expect(
      normalizer.normalize("CodableRepresentation")
        == normalizer.normalize("SwiftUI.NavigationPath.CodableRepresentation"))
    #expect(normalizer.normalize("SwiftUI.DatePicker<Label>.Components") == "DatePickerComponents")
  }

  @Test("an interface's declarations take their container, generic meaning and availability")
  func readsInterface() throws {
    let declarations = read(
      """
      @available(iOS 16.0, *)
      public struct NavigationLink<Label, Destination> : SwiftUICore.View where Label : SwiftUICore.View, Destination : SwiftUICore.View {
        public var body: some SwiftUICore.View { get }
      }
      extension SwiftUI.NavigationLink where Label == SwiftUICore.Text {
        @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use value links")
        nonisolated public init<S>(_ title: S, isActive: SwiftUICore.Binding<Swift.Bool>, @SwiftUICore.ViewBuilder destination: () -> Destination) where S : Swift.StringProtocol
        @available(iOS, unavailable)
        public init(macOnly: Swift.Int)
        public init(_hidden: Swift.Int)
      }
      @_spi(Private) public struct Secret {}
      public struct _Underscored {}
      """)
    let link = try #require(
      declarations.first { $0.name == "init" && $0.container == "NavigationLink" })
    #expect(
      link.typedParameters
        == "(_: some StringProtocol, isActive: Binding<Bool>, destination: () -> some View)")
    #expect(link.introduced == "13.0" && link.deprecated == "16.0")
    #expect(!declarations.contains { $0.name == "Secret" || $0.name == "_Underscored" })
    var reader = DeclarationReader()
    reader.add(
      source: "public struct A { @available(iOS, unavailable) public init(x: Int) }", path: "A")
    #expect(reader.declarations().last?.declaration.kind == .initializer)
    #expect(reader.declarations().last.map { $0.isUnavailable } == true)
  }

  @Test("a declaration matches with extra defaulted parameters, not without a default SwiftUI has")
  func matching() {
    func function(_ parameters: [(String, String, Bool)]) -> APIDeclaration {
      APIDeclaration(
        kind: .function, container: "View", name: "sheet",
        parameters: parameters.map { .init(label: $0.0, type: $0.1, hasDefault: $0.2) })
    }
    let apple = function([
      ("isPresented", "Binding<Bool>", false), ("onDismiss", "(() -> Void)?", true),
    ])
    let extra = function([
      ("isPresented", "Binding<Bool>", false), ("onDismiss", "(() -> Void)?", true),
      ("detents", "Set<PresentationDetent>", true),
    ])
    let noDefault = function([
      ("isPresented", "Binding<Bool>", false), ("onDismiss", "(() -> Void)?", false),
    ])
    let otherType = function([("isPresented", "Bool", false), ("onDismiss", "(() -> Void)?", true)])
    #expect(APICoverage.accepts(extra, apple))
    #expect(!APICoverage.accepts(noDefault, apple))
    #expect(!APICoverage.accepts(otherType, apple))
    #expect(
      APICoverage.accepts(
        function([("isPresented", "some StorableValue", false)]),
        function([("isPresented", "Bool", false)]), wildcards: ["some StorableValue"]))
  }

  @Test("the inventory reads back what it writes")
  func inventoryRoundTrip() throws {
    var reader = DeclarationReader()
    reader.add(
      source: """
        extension SwiftUICore.View {
          @available(iOS 14.0, *)
          nonisolated public func navigationTitle(_ title: SwiftUICore.Text) -> some SwiftUICore.View
          public func image(_ image: UIKit.UIImage) -> some SwiftUICore.View
        }
        """, path: "I")
    let inventory = APIInventory(source: "test", reader: reader)
    let again = try APIInventory(text: try inventory.text())
    #expect(again.entries == inventory.entries)
    #expect(again.entries.map(\.area) == [.navigation, .drawing])
    #expect(again.entries.last?.exclusion?.contains("UIKit") == true)
    #expect(throws: CoverageError.self) { try APIInventory(text: "# x\n{not json\n") }
  }

  @Test("uses are counted by name and labels, trailing closures included")
  func usage() throws {
    var reader = DeclarationReader()
    reader.add(
      source: """
        extension View {
          public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, content: @escaping () -> C) -> some View
          public func padding(_ length: CGFloat) -> some View
        }
        public struct Text: View { public init(_ s: String) }
        extension EnvironmentValues { public var dismiss: DismissAction { get } }
        """, path: "I")
    var counter = UsageCounter(inventory: APIInventory(source: "t", reader: reader))
    counter.addApp(sources: [
      """
      struct A: View {
        @Environment(\\.dismiss) var dismiss
        var body: some View {
          Text("a").sheet(isPresented: $shown) { Text("b") }.padding(8).sheet(isPresented: $x, onDismiss: f) { Text("c") }
        }
      }
      """
    ])
    #expect(
      counter.counts["func View|sheet(isPresented:onDismiss:content:)"] == .init(apps: 1, uses: 2))
    #expect(counter.counts["init Text|init(_:)"] == .init(apps: 1, uses: 3))
    #expect(counter.counts["var EnvironmentValues|dismiss"]?.uses == 1)
    #expect(counter.counts["func View|padding(_:)"]?.uses == 1)
  }

  @Test("no area of SwiftUI's API declares less than its committed floor")
  func floors() throws {
    let loaded = try Self.coverage.get()
    #expect(!loaded.floors.isEmpty)
    #expect(loaded.belowFloor == [])
  }

  @Test("the committed coverage pages are what `waypoint-api-coverage` writes")
  func pagesAreCurrent() throws {
    let loaded = try Self.coverage.get()
    for (path, text) in loaded.pages.pages() {
      let committed = try? String(
        contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      #expect(committed == text, "\(path) is out of date: run `swift run waypoint-api-coverage`")
    }
  }
}
