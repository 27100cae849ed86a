import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Apple-platform deprecations say nothing on Linux, where no Apple platform is the target: a
/// declaration that every Apple platform it is available on deprecates must also be deprecated
/// for every platform (`@available(*, deprecated, …)`), so a ported app is warned here as in
/// Xcode.
@Suite("Deprecations that warn on Linux")
struct DeprecationTests {
  private static let applePlatforms: Set<String> = [
    "iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst",
  ]

  /// What a declaration's `@available` attributes say, by platform.
  struct Availability {
    var deprecatedOn: Set<String> = []
    var unavailableOn: Set<String> = []
    var listed: Set<String> = []
    var everywhere = false

    /// Whether every Apple platform it ships on deprecates it, and `*` does not say so.
    var lacksDeprecationEverywhere: Bool {
      let shipped = listed.subtracting(unavailableOn)
      return !everywhere && !shipped.isEmpty && shipped.isSubset(of: deprecatedOn)
    }

    init(_ attributes: AttributeListSyntax) {
      for element in attributes {
        guard case .attribute(let attribute) = element,
          attribute.attributeName.trimmedDescription == "available",
          case .availability(let arguments) = attribute.arguments,
          case .token(let platform)? = arguments.first?.argument
        else { continue }
        var deprecated = false
        var unavailable = false
        for item in arguments.dropFirst() {
          switch item.argument {
          case .token(let word) where word.text == "deprecated": deprecated = true
          case .token(let word) where word.text == "unavailable": unavailable = true
          case .availabilityLabeledArgument(let labelled) where labelled.label.text == "deprecated":
            deprecated = true
          default: break
          }
        }
        if platform.text == "*" {
          everywhere = everywhere || deprecated || unavailable
        } else if DeprecationTests.applePlatforms.contains(platform.text) {
          listed.insert(platform.text)
          if deprecated { deprecatedOn.insert(platform.text) }
          if unavailable { unavailableOn.insert(platform.text) }
        }
      }
    }
  }

  /// Finds declarations deprecated on their Apple platforms but not everywhere.
  final class Finder: SyntaxVisitor {
    let converter: SourceLocationConverter
    var found: [Int] = []

    init(_ tree: SourceFileSyntax) {
      converter = SourceLocationConverter(fileName: "", tree: tree)
      super.init(viewMode: .sourceAccurate)
    }

    override func visitPost(_ node: AttributeListSyntax) {
      if Availability(node).lacksDeprecationEverywhere {
        found.append(node.startLocation(converter: converter).line)
      }
    }
  }

  static func undeprecated(in source: String) -> [Int] {
    let tree = Parser.parse(source: source)
    let finder = Finder(tree)
    finder.walk(tree)
    return finder.found
  }

  @Test("every declaration deprecated on each Apple platform it ships on is deprecated on Linux")
  func sources() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    #expect(files.count > 500)
    var missing: [String] = []
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      // Only files that deprecate anything are parsed: parsing all of them takes seconds.
      guard source.contains("deprecated") else { continue }
      let path = file.path.replacingOccurrences(of: root.path + "/", with: "")
      missing += Self.undeprecated(in: source).map { "\(path):\($0)" }
    }
    #expect(missing.isEmpty, "add @available(*, deprecated, …) to: \(missing)")
  }

  @Test("the check finds a planted declaration and passes one deprecated everywhere")
  func planted() {
    let planted = """
      @available(iOS, deprecated: 100000.0, renamed: "newName()")
      @available(macOS, unavailable)
      public func oldName() {}

      @available(*, deprecated, renamed: "newName()")
      @available(iOS, deprecated: 100000.0, renamed: "newName()")
      public func oldName2() {}

      @available(iOS, deprecated: 16.0)
      @available(macOS, introduced: 10.15)
      public func stillCurrentOnTheMac() {}
      """
    #expect(Self.undeprecated(in: planted) == [1])
  }
}
