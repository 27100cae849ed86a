import SwiftParser
import SwiftSyntax

/// A declaration as read from a source or interface file, with what the reader learnt beside
/// the declaration itself.
public struct ReadDeclaration: Hashable, Sendable {
  /// The declaration.
  public var declaration: APIDeclaration
  /// Whether it is marked unavailable (on iOS, or everywhere).
  public var isUnavailable: Bool
  /// Its `///` documentation, joined into one line.
  public var documentation: String
  /// The modules its signature names as qualifiers (`UIKit` for `UIKit.UIImage`).
  public var modules: Set<String>
  /// The file it was read from and its line.
  public var location: String
  /// Whether its body records it on the semantic tree (`recorded(…)`, `.drawing(…)`).
  public var bodyRecords: Bool = false
}

/// Reads the public declarations of Swift files — an SDK's `.swiftinterface` or a package's
/// sources — in two passes: the types first (their generic parameters give meaning to the
/// members' types, which may be declared in another file), then every declaration.
public struct DeclarationReader {
  private var files: [(path: String, tree: SourceFileSyntax)] = []

  /// A reader with no files yet.
  public init() {}

  /// Adds a file's text, named `path` in locations.
  public mutating func add(source: String, path: String) {
    files.append((path, Parser.parse(source: source)))
  }

  /// Every public declaration of the files added, in file order.
  public func declarations() -> [ReadDeclaration] {
    let generics = genericContexts()
    var result: [ReadDeclaration] = []
    for file in files {
      let visitor = DeclarationVisitor(
        path: file.path, generics: generics,
        converter: SourceLocationConverter(
          fileName: file.path, tree: file.tree))
      visitor.walk(file.tree)
      result += visitor.found
    }
    return result
  }

  /// The types that conform to `protocolName`, directly or through a protocol that refines it
  /// (`Shape` and `InsettableShape` for `View`).
  public func types(conformingTo protocolName: String) -> Set<String> {
    let conformances = genericContexts().conformances
    var protocols: Set<String> = [protocolName]
    var result: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for (type, names) in conformances where !result.contains(type) {
        if !names.isDisjoint(with: protocols) {
          result.insert(type)
          protocols.insert(type)
          changed = true
        }
      }
    }
    return result
  }

  private func genericContexts() -> GenericContexts {
    var generics = GenericContexts()
    for file in files {
      let collector = GenericContextCollector(viewMode: .sourceAccurate)
      collector.walk(file.tree)
      generics.merge(collector.contexts)
    }
    return generics
  }
}

/// The generic parameters of each type, by its qualified name, with their constraints, and the
/// protocols each type is declared to conform to.
struct GenericContexts {
  /// For a type: each generic parameter and what it stands for.
  var byType: [String: [String: String]] = [:]
  /// For a type: the names in its inheritance clauses and its extensions'.
  var conformances: [String: Set<String>] = [:]
  /// For a type: the types and type aliases declared inside it.
  var nestedTypes: [String: Set<String>] = [:]
  /// Each type alias declared inside a type, by its qualified name, and the type it names.
  var aliases: [String: String] = [:]

  mutating func merge(_ other: GenericContexts) {
    byType.merge(other.byType) { first, _ in first }
    conformances.merge(other.conformances) { $0.union($1) }
    nestedTypes.merge(other.nestedTypes) { $0.union($1) }
    aliases.merge(other.aliases) { first, _ in first }
  }
}

/// What a generic clause and a where clause say about each generic parameter.
struct GenericConstraints {
  private var order: [String] = []
  private var conformances: [String: [String]] = [:]
  private var equalities: [String: String] = [:]

  mutating func add(parameters: GenericParameterClauseSyntax?) {
    for parameter in parameters?.parameters ?? [] {
      let name = parameter.name.text
      order.append(name)
      if let inherited = parameter.inheritedType {
        conformances[name, default: []] += Self.split(inherited.trimmedDescription)
      }
    }
  }

  mutating func add(whereClause: GenericWhereClauseSyntax?) {
    for requirement in whereClause?.requirements ?? [] {
      switch requirement.requirement {
      case .conformanceRequirement(let conformance):
        let name = conformance.leftType.trimmedDescription
        if !order.contains(name) { order.append(name) }
        conformances[name, default: []] += Self.split(conformance.rightType.trimmedDescription)
      case .sameTypeRequirement(let same):
        let name = same.leftType.trimmedDescription
        if !order.contains(name) { order.append(name) }
        equalities[name] = same.rightType.trimmedDescription
      default:
        break
      }
    }
  }

  /// Adds a parameter known to stand for `meaning` (an extension's `Self == …`).
  mutating func set(_ name: String, to meaning: String) {
    if !order.contains(name) { order.append(name) }
    equalities[name] = meaning
  }

  /// Each simple generic parameter (not `Data.Element`) and what it stands for.
  var substitutions: [String: String] {
    var result: [String: String] = [:]
    let plain = TypeNormalizer()
    for name in order where !name.contains(".") {
      if let equal = equalities[name] {
        result[name] = equal
      } else if let constraints = conformances[name], !constraints.isEmpty {
        let normalized = Set(constraints.map { plain.normalize($0) })
        result[name] = "some " + normalized.sorted().joined(separator: " & ")
      } else {
        result[name] = "_"
      }
    }
    return result
  }

  private static func split(_ text: String) -> [String] {
    text.split(separator: "&").map { String($0).trimmingSpaces() }
  }
}

extension String {
  /// The text without spaces at either end.
  func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}

/// The name of a type as a container: module qualifiers and generic arguments removed
/// (`SwiftUI.TextField<Label>` → `TextField`).
func containerName(_ type: TypeSyntax) -> String {
  var text = ""
  var depth = 0
  for character in type.trimmedDescription {
    if character == "<" { depth += 1 }
    if depth == 0 && character != " " { text.append(character) }
    if character == ">" { depth -= 1 }
  }
  let parts = text.split(separator: ".").map(String.init)
  let dropped = parts.drop { TypeNormalizer.modules.contains($0) }
  return dropped.joined(separator: ".")
}

/// First pass: the generic parameters of every public type.
final class GenericContextCollector: SyntaxVisitor {
  var contexts = GenericContexts()
  private var path: [String] = []

  private func enter(
    _ name: String, _ generics: GenericParameterClauseSyntax?,
    _ whereClause: GenericWhereClauseSyntax?, _ inheritance: InheritanceClauseSyntax?
  ) {
    noteNested(name)
    path.append(name)
    noteConformances(inheritance)
    var constraints = GenericConstraints()
    constraints.add(parameters: generics)
    constraints.add(whereClause: whereClause)
    contexts.byType[path.joined(separator: ".")] = constraints.substitutions
  }

  private func noteNested(_ name: String) {
    guard !path.isEmpty else { return }
    contexts.nestedTypes[path.joined(separator: "."), default: []].insert(name)
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    noteNested(node.name.text)
    if !path.isEmpty, node.genericParameterClause == nil {
      let target = node.initializer.value.trimmedDescription
      contexts.aliases[(path + [node.name.text]).joined(separator: ".")] = target
    }
    return .skipChildren
  }

  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    noteNested(node.name.text)
    return .skipChildren
  }

  private func noteConformances(_ inheritance: InheritanceClauseSyntax?) {
    let names = (inheritance?.inheritedTypes ?? []).map { containerName($0.type) }
    contexts.conformances[path.joined(separator: "."), default: []].formUnion(names)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node.name.text, node.genericParameterClause, node.genericWhereClause, node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node.name.text, node.genericParameterClause, node.genericWhereClause, node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      node.name.text, node.genericParameterClause, node.genericWhereClause, node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    path.append(containerName(node.extendedType))
    noteConformances(node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    noteNested(node.name.text)
    path.append(node.name.text)
    noteConformances(node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { path.removeLast() }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
