import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import WaypointAPICoverage

@testable import WaypointPort

@Suite("import UIKit imports WaypointUIKit on Linux where the file's UIKit names are all its")
struct UIKitSubstitutionTests {
  func rewritten(_ source: String) -> String {
    let edits = NeedlessImports.find(in: Parser.parse(source: source))
    return SourceEditor.apply(EditFindings(edits: edits), to: source, path: "F.swift").text
  }

  static let files = [
    "Deck/DeckApp.swift": "import SwiftUI\n@main struct DeckApp: App {}",
    "Deck/Haptics.swift": """
    import UIKit

    enum Haptics {
      static func tap() {
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        if UIDevice.current.userInterfaceIdiom == .pad { print(Date()) }
      }
    }
    """,
    "Deck/Camera.swift": """
    import SwiftUI
    import UIKit

    struct Camera: UIViewControllerRepresentable {
      let tint = UIColor.red
      func makeUIViewController(context: Context) -> UIImagePickerController { .init() }
    }
    """,
    // Only `import SwiftUI`, as cs193p21-memorize3 writes it: SwiftUI re-exports WaypointUIKit.
    "Deck/Theme.swift": """
    import SwiftUI
    let background = Color(uiColor: UIColor.systemGray6)
    let isPad = UIDevice.current.userInterfaceIdiom == .pad
    """,
  ]

  @Test("a file naming only WaypointUIKit's types keeps import UIKit under canImport")
  func substituted() {
    let source = "import UIKit\n\nlet c = UIColor.systemBlue\nlet d = UIDevice.current\n"
    #expect(
      rewritten(source)
        == "#if canImport(UIKit)\nimport UIKit\n#else\nimport Foundation\nimport WaypointUIKit\n#endif\n\n"
        + "let c = UIColor.systemBlue\nlet d = UIDevice.current\n")
    // Foundation is imported by the file already; Waypoint's CGColor needs SwiftUI on Linux.
    #expect(
      rewritten("import Foundation\nimport UIKit\nlet g: CGColor = UIColor.red.cgColor\n")
        == "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#else\nimport SwiftUI\n"
        + "import WaypointUIKit\n#endif\nlet g: CGColor = UIColor.red.cgColor\n")
    #expect(
      rewritten("@preconcurrency import UIKit\nlet f = UIFont.preferredFont(forTextStyle: .body)\n")
        .hasPrefix("#if canImport(UIKit)\n@preconcurrency import UIKit\n#else\n"))
    let edit = NeedlessImports.find(in: Parser.parse(source: source)).first
    #expect(edit?.reason.contains("(UIColor, UIDevice) are all WaypointUIKit's") == true)
  }

  @Test("a UIKit name WaypointUIKit lacks keeps the import; PORTING.md names the names")
  func kept() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    let name = report.appName
    #expect(
      report.unavailableSources.map(\.path) == ["Sources/\(name)/Deck/Camera.swift"])
    #expect(
      report.unavailableSources.first?.uiKitNames == [
        "UIImagePickerController", "UIViewControllerRepresentable",
      ])
    let document = try #require(output.read("PORTING.md"))
    #expect(
      document.contains(
        "- `Sources/\(name)/Deck/Camera.swift`: UIKit (`UIImagePickerController`, "
          + "`UIViewControllerRepresentable`: not among WaypointUIKit's names)"))
    #expect(
      output.read("Sources/\(name)/Deck/Haptics.swift")?.hasPrefix(
        "#if canImport(UIKit)\nimport UIKit\n#else\nimport Foundation\nimport WaypointUIKit\n#endif\n"
      )
        == true)
    // The port's own `#if canImport(UIKit)` leaves out no code: no note says it does.
    #expect(!report.notes.contains { $0.path?.hasSuffix("Haptics.swift") == true })
    #expect(output.read("Sources/\(name)/Deck/Theme.swift") == Self.files["Deck/Theme.swift"])
    #expect(!report.edits.contains { $0.path.hasSuffix("Theme.swift") })
    #expect(
      document.contains("`Sources/\(name)/Deck/Haptics.swift:1`: import UIKit → WaypointUIKit"))
  }

  @Test("every target depends on WaypointUIKit and WaypointFoundation for Linux")
  func products() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url,
      options: PortOptions(waypointPath: "/w", excludeUnavailable: true))
    #expect(!output.exists("Sources/\(report.appName)/Deck/Camera.swift"))
    let manifest = try #require(output.read("Package.swift"))
    for product in ["WaypointUIKit", "WaypointFoundation"] {
      let line =
        ".product(name: \"\(product)\", package: \"Waypoint\", condition: .when(platforms: [.linux])),"
      // The app's library and its three executables (terminal, browser, desktop).
      #expect(manifest.components(separatedBy: line).count - 1 == 4, "\(product)")
    }
  }

  /// The checkout this file is in: Tests/WaypointPortTests/UIKitSubstitutionTests.swift.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("every type the port counts as WaypointUIKit's is declared in its sources")
  func namesAreDeclared() throws {
    let folder = Self.root.appendingPathComponent("Sources/Compatibility/WaypointUIKit")
    final class Declarations: SyntaxVisitor {
      var names: Set<String> = []
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
      }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
      }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
      }
      override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
      }
      override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
      }
    }
    let declarations = Declarations(viewMode: .sourceAccurate)
    let files = SourceFiles.swiftFiles(under: folder)
    #expect(!files.isEmpty)
    for file in files {
      declarations.walk(Parser.parse(source: try String(contentsOf: file, encoding: .utf8)))
    }
    let missing = WaypointUIKitNames.types.subtracting(declarations.names).sorted()
    #expect(missing == [], "listed as WaypointUIKit's but not declared in \(folder.path)")
  }
}
