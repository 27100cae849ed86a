import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// `waypoint port` counts a ported app's uses of deprecated API from a table,
/// `Sources/WaypointPort/Frameworks/DeprecatedAPI.swift`; this test writes what the table must
/// say from the declarations in Sources and fails when the committed one differs
/// (`WAYPOINT_WRITE_DEPRECATED_API=1` writes it).
@Suite("The port's table of deprecated API")
struct DeprecatedAPITableTests {
  /// One public declaration: the name a use writes, its argument labels, and the compiler's
  /// text when it is deprecated everywhere.
  struct Declaration {
    var name: String
    var labels: [String]
    var message: String?
    /// Whether it is called: a method or an initializer (its type's name is what a use writes).
    var isFunction = false
  }

  /// Collects public declarations, skipping the members of deprecated types (the type's name is
  /// what a use writes, and what is counted).
  final class Collector: SyntaxVisitor {
    var declarations: [Declaration] = []
    private var containers: [(name: String, isPublic: Bool, deprecated: Bool)] = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func message(_ attributes: AttributeListSyntax) -> String? {
      for element in attributes {
        guard case .attribute(let attribute) = element,
          attribute.attributeName.trimmedDescription == "available",
          case .availability(let arguments) = attribute.arguments,
          case .token(let platform)? = arguments.first?.argument, platform.text == "*",
          arguments.contains(where: {
            if case .token(let word) = $0.argument { word.text == "deprecated" } else { false }
          })
        else { continue }
        for argument in arguments {
          guard case .availabilityLabeledArgument(let labelled) = argument.argument,
            case .string(let literal) = labelled.value
          else { continue }
          let text = literal.segments.map(\.content.text).joined()
          switch labelled.label.text {
          case "message": return text
          case "renamed": return "renamed to '\(text)'"
          default: continue
          }
        }
        return "deprecated"
      }
      return nil
    }

    private var insideDeprecated: Bool { containers.contains { $0.deprecated } }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
      modifiers.contains { ["public", "open"].contains($0.name.text) }
        || (containers.last?.isPublic ?? false)
    }

    private func add(
      _ name: String, labels: [String]? = nil, _ modifiers: DeclModifierListSyntax,
      _ attributes: AttributeListSyntax
    ) {
      guard !insideDeprecated, isPublic(modifiers) else { return }
      declarations.append(
        Declaration(
          name: name, labels: labels ?? [], message: Self.message(attributes),
          isFunction: labels != nil))
    }

    private func enter(
      _ name: String, _ modifiers: DeclModifierListSyntax,
      _ attributes: AttributeListSyntax, isExtension: Bool = false
    ) {
      if !isExtension { add(name, modifiers, attributes) }
      containers.append(
        (
          name, isExtension && modifiers.contains { $0.name.text == "public" },
          Self.message(attributes) != nil
        ))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.modifiers, node.attributes)
      return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.modifiers, node.attributes)
      return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { containers.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.modifiers, node.attributes)
      return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      enter(node.name.text, node.modifiers, node.attributes)
      return .skipChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { containers.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
      enter(name ?? "", node.modifiers, node.attributes, isExtension: true)
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { containers.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name.text, node.modifiers, node.attributes)
      return .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
      add(node.name.text, labels: labels, node.modifiers, node.attributes)
      return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
      let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
      add(containers.last?.name ?? "", labels: labels, node.modifiers, node.attributes)
      return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          add(name, node.modifiers, node.attributes)
        }
      }
      return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
      // Cases are as public as their enum.
      guard !insideDeprecated, containers.last?.isPublic ?? true else { return .skipChildren }
      for element in node.elements {
        declarations.append(
          Declaration(
            name: element.name.text, labels: [], message: Collector.message(node.attributes)))
      }
      return .skipChildren
    }
  }

  /// The table's Swift source for `declarations`.
  static func table(_ declarations: [Declaration]) -> String {
    var names: [String: String] = [:]
    var labels: [String: [String: String]] = [:]
    var calls: [String: String] = [:]
    // Operators are left out: a use of one (`+`, `reduce(0, +)`) does not say whose it is.
    for (name, all) in Dictionary(grouping: declarations, by: \.name)
    where name.first.map({ $0.isLetter || $0 == "_" }) == true {
      let deprecated = all.filter { $0.message != nil }
      guard let first = deprecated.first?.message else { continue }
      if deprecated.count == all.count {
        names[name] = first
        continue
      }
      // Every method of the name deprecated, and only properties or types current: a call.
      let functions = all.filter(\.isFunction)
      if let message = functions.first?.message, functions.allSatisfy({ $0.message != nil }) {
        calls[name] = message
      }
      let current = Set(all.filter { $0.message == nil }.flatMap(\.labels))
      for declaration in deprecated {
        for label in declaration.labels where label != "_" && !current.contains(label) {
          labels[name, default: [:]][label] = labels[name]?[label] ?? declaration.message
        }
      }
    }
    func literal(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var lines = [
      "// swift-format-ignore-file",
      "// Generated, with each entry on one line.",
      "",
      "/// Waypoint's API deprecated on every platform, as `waypoint port` finds its uses. Written by",
      "/// `DeprecatedAPITableTests` from the sources (`WAYPOINT_WRITE_DEPRECATED_API=1`); do not edit.",
      "enum DeprecatedAPI {",
      "  /// Names every public declaration of which is deprecated, with the compiler's reason.",
      "  static let names: [String: String] = [",
    ]
    lines += names.keys.sorted().map { "    \(literal($0)): \(literal(names[$0] ?? ""))," }
    lines += [
      "  ]",
      "",
      "  /// Names whose methods and initializers are all deprecated, but not their properties or",
      "  /// types (`foregroundColor`, an attribute key too): a call of one is a deprecated use.",
      "  static let calls: [String: String] = [",
    ]
    lines += calls.keys.sorted().map { "    \(literal($0)): \(literal(calls[$0] ?? ""))," }
    lines += [
      "  ]",
      "",
      "  /// Names with current declarations too, by the argument labels only deprecated ones take.",
      "  static let labels: [String: [String: String]] = [",
    ]
    for name in labels.keys.sorted() {
      let byLabel = labels[name] ?? [:]
      lines.append("    \(literal(name)): [")
      lines += byLabel.keys.sorted().map { "      \(literal($0)): \(literal(byLabel[$0] ?? ""))," }
      lines.append("    ],")
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The modules an app imports: the SwiftUI surface and the compatibility modules.
  static let modules = ["WaypointUI", "WaypointRuntime", "WaypointCore", "Compatibility"]

  @Test("the committed table is the one the sources' deprecations make")
  func committedTable() throws {
    var sources: [String] = []
    for module in Self.modules {
      let folder = Self.root.appendingPathComponent("Sources/\(module)")
      let files =
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      sources += try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }
    #expect(sources.count > 500)
    // Parsing every file takes long: first those that deprecate anything, then those that
    // declare one of the names deprecated there, whose current declarations count too.
    let collector = Collector()
    let deprecating = sources.filter { $0.contains("deprecated") }
    for source in deprecating { collector.walk(Parser.parse(source: source)) }
    let names = Set(collector.declarations.filter { $0.message != nil }.map(\.name))
    let declaring = try NSRegularExpression(
      pattern: #"\b(?:func|var|let|case|struct|class|enum|typealias|protocol|extension)\s+(?:"#
        + names.sorted().map(NSRegularExpression.escapedPattern).joined(separator: "|")
        + #")\b"#)
    for source in sources where !source.contains("deprecated") {
      let range = NSRange(source.startIndex..., in: source)
      guard declaring.firstMatch(in: source, range: range) != nil else { continue }
      collector.walk(Parser.parse(source: source))
    }
    let expected = Self.table(collector.declarations)
    let url = Self.root.appendingPathComponent(
      "Sources/WaypointPort/Frameworks/DeprecatedAPI.swift")
    if ProcessInfo.processInfo.environment["WAYPOINT_WRITE_DEPRECATED_API"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(committed == expected, "run with WAYPOINT_WRITE_DEPRECATED_API=1 to write it")
    #expect(expected.contains(#""NavigationView": "#))
  }

  @Test(
    "a name is listed when every declaration is deprecated, its calls when every function is; else by its deprecated labels"
  )
  func table() {
    let declarations = [
      Declaration(name: "Old", labels: [], message: "use New"),
      Declaration(name: "Link", labels: ["destination", "label"], message: nil),
      Declaration(name: "Link", labels: ["destination", "isActive"], message: "use value links"),
      Declaration(name: "Link", labels: [], message: nil),
      Declaration(name: "tint", labels: ["_"], message: "use style", isFunction: true),
      Declaration(name: "tint", labels: [], message: nil),
    ]
    let table = Self.table(declarations)
    #expect(table.contains(#""Old": "use New","#))
    #expect(table.contains(#""isActive": "use value links","#))
    #expect(!table.contains(#""destination": "#) && !table.contains(#""Link": "use"#))
    #expect(table.contains(#""tint": "use style","#))
  }
}
