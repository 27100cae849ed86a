import Foundation
import SwiftParser
import Testing

@testable import WaypointPort

@Suite("Imports of frameworks Linux lacks that a file does not need are rewritten, not left out")
struct NeedlessImportsTests {
  func rewritten(_ source: String) -> String {
    let edits = NeedlessImports.find(in: Parser.parse(source: source))
    return SourceEditor.apply(EditFindings(edits: edits), to: source, path: "F.swift").text
  }

  @Test(
    "import UIKit with no UIKit name becomes import SwiftUI; with one WaypointUIKit lacks it stays")
  func uiKit() {
    let helper = """
      import UIKit

      extension Bundle {
        func decode<T: Decodable>(_ type: T.Type, from file: String) -> T {
          let data = try! Data(contentsOf: url(forResource: file, withExtension: nil)!)
          let size = CGSize(width: 1, height: 2)
          let range = NSRange(location: 0, length: 1)
          return try! JSONDecoder().decode(T.self, from: data)
        }
      }
      """
    #expect(rewritten(helper).hasPrefix("import SwiftUI\n\nextension Bundle {"))
    for use in [
      "let l = CALayer()", "let s = NSTextAlignment.center", "let g: CGContext? = nil",
      "let a = NSApp", "class V: UIViewRepresentable {}", "let v = UIView(frame: .zero)",
      "let i = Image(uiImage: image)\nlet c = UIGraphicsImageRenderer()",
    ] {
      let source = "import UIKit\n\(use)\n"
      #expect(rewritten(source) == source, "\(use)")
    }
    // Core Graphics types Waypoint declares need no UIKit.
    #expect(rewritten("import UIKit\nlet g: CGColor? = nil\n").hasPrefix("import SwiftUI\n"))
    #expect(
      rewritten("import AppKit\nlet x = NSError(domain: \"\", code: 1)\n").hasPrefix(
        "import SwiftUI"))
    #expect(rewritten("import Cocoa\nlet x = NSImage()\n").hasPrefix("import Cocoa"))
  }

  @Test("a file that imports SwiftUI already loses the import, keeping its line")
  func alreadyImported() {
    #expect(
      rewritten("import SwiftUI\nimport UIKit\nstruct A {}\n") == "import SwiftUI\n\nstruct A {}\n")
  }

  @Test("UIKit names under #if canImport(UIKit) or #if os(macOS) do not count")
  func guardedNames() {
    let source = """
      import SwiftUI
      import UIKit
      #if canImport(UIKit)
      let color = UIColor.red
      #elseif os(macOS)
      let color = NSColor.red
      #else
      let color = Color.red
      #endif
      """
    #expect(rewritten(source).hasPrefix("import SwiftUI\n\n#if canImport(UIKit)"))
    let unguarded = "import UIKit\n#if DEBUG\nlet c = UIViewController()\n#endif\n"
    #expect(rewritten(unguarded) == unguarded)
  }

  @Test("import CoreGraphics becomes Foundation for Foundation's CG types, SwiftUI for Waypoint's")
  func coreGraphics() {
    #expect(
      rewritten("import CoreGraphics\nlet p = CGPoint(x: CGFloat(1), y: 2)\nlet r = CGRect.zero\n")
        .hasPrefix("import Foundation\n"))
    #expect(
      rewritten("import CoreGraphics\nlet t = CGAffineTransform(rotationAngle: 1)\n").hasPrefix(
        "import SwiftUI\n"))
    let context = "import CoreGraphics\nfunc f(_ c: CGContext) {}\n"
    #expect(rewritten(context) == context)
  }

  @Test("import UniformTypeIdentifiers becomes SwiftUI for UTType alone")
  func typeIdentifiers() {
    #expect(
      rewritten("import UniformTypeIdentifiers\nlet t = UTType.json\nlet u = UTF8.self\n")
        .hasPrefix("import SwiftUI\n"))
    let tag = "import UniformTypeIdentifiers\nlet c = UTTagClass.filenameExtension\n"
    #expect(rewritten(tag) == tag)
    let exported = "@_exported import UniformTypeIdentifiers\nlet t = UTType.json\n"
    #expect(rewritten(exported) == exported)
  }

  @Test("import OSLog and import os.log import Waypoint's stand-in where they cannot be imported")
  func osLog() {
    #expect(
      rewritten("import os.log\nlet l = OSLog.default\n")
        == "#if canImport(os)\nimport os.log\n#else\nimport WaypointOSLog\n#endif\nlet l = OSLog.default\n"
    )
    #expect(
      rewritten("import SwiftUI\nimport OSLog\n")
        == "import SwiftUI\n#if canImport(OSLog)\nimport OSLog\n#else\nimport WaypointOSLog\n#endif\n"
    )
  }

  @Test("with --exclude-unavailable the rewritten file is ported, its edit in PORTING.md")
  func ported() throws {
    let project = try TemporaryFolder([
      "Menu/MenuApp.swift": "import SwiftUI\n@main struct MenuApp: App {}",
      "Menu/Helper.swift": """
      import UIKit

      extension Bundle {
        func decode(_ file: String) -> Data? { nil }
      }
      """,
      "Menu/Camera.swift": "import UIKit\nlet picker = UIImagePickerController()\n",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url,
      options: PortOptions(waypointPath: "/w", excludeUnavailable: true))
    let name = report.appName
    #expect(output.read("Sources/\(name)/Menu/Helper.swift")?.hasPrefix("import SwiftUI\n") == true)
    #expect(!output.exists("Sources/\(name)/Menu/Camera.swift"))
    #expect(report.unavailableSources.map(\.path) == ["Sources/\(name)/Menu/Camera.swift"])
    let edit = try #require(report.edits.first { $0.path.hasSuffix("Helper.swift") })
    #expect(edit.line == 1)
    #expect(edit.reason.hasPrefix("import UIKit → import SwiftUI: the file names nothing of UIKit"))
    #expect(
      try #require(output.read("PORTING.md")).contains(
        "`Sources/\(name)/Menu/Helper.swift:1`: import UIKit → import SwiftUI"))
  }
}
