import SwiftParser
import SwiftSyntax

/// Counts how often apps use each declaration form of an inventory, read from their sources
/// without type checking: a call's name and labels (`.sheet(isPresented:content:)`), an implicit
/// or qualified static member (`.inline`, `Color.red`), an environment key path (`\.dismiss`), a
/// type or attribute name (`NavigationStack`, `@State`). A use that several forms accept counts
/// for each of them, except that a modifier call counts for `View`'s form when there is one.
public struct UsageCounter {
  /// How many apps use a form, and how many times in all.
  public struct Count: Hashable, Sendable {
    /// Apps that use it at least once.
    public var apps = 0
    /// Uses in all apps.
    public var uses = 0
  }

  private let formsByName: [String: [APIDeclaration]]
  private let typeNames: Set<String>
  /// The counts by form (`APIDeclaration.form`).
  public private(set) var counts: [String: Count] = [:]
  /// Apps counted.
  public private(set) var apps = 0

  /// A counter for the forms of `inventory`.
  public init(inventory: APIInventory) {
    var forms: [String: [String: APIDeclaration]] = [:]
    var types: Set<String> = []
    for entry in inventory.entries {
      let declaration = entry.declaration
      if declaration.kind == .type {
        types.insert(declaration.qualifiedName)
        continue
      }
      forms[declaration.name, default: [:]][declaration.form] = declaration
    }
    formsByName = forms.mapValues { Array($0.values) }
    typeNames = types
  }

  /// Counts the uses in one app's Swift sources.
  public mutating func addApp(sources: [String]) {
    var used: [String: Int] = [:]
    for source in sources {
      let visitor = UsageVisitor(formsByName: formsByName, typeNames: typeNames)
      visitor.walk(Parser.parse(source: source))
      used.merge(visitor.uses, uniquingKeysWith: +)
    }
    for (form, uses) in used {
      counts[form, default: Count()].apps += 1
      counts[form, default: Count()].uses += uses
    }
    apps += 1
  }

  /// The counts as text: a header, then `form<TAB>apps<TAB>uses` lines, most used first.
  public func text(header: String) -> String {
    let lines = counts.sorted {
      ($1.value.apps, $1.value.uses, $0.key) < ($0.value.apps, $0.value.uses, $1.key)
    }.map { "\($0.key)\t\($0.value.apps)\t\($0.value.uses)" }
    return (["# \(header)"] + lines).joined(separator: "\n") + "\n"
  }

  /// Reads counts written by `text(header:)`.
  public static func counts(fromText text: String) -> [String: Count] {
    var result: [String: Count] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, let apps = Int(fields[1]), let uses = Int(fields[2]) else {
        continue
      }
      result[String(fields[0])] = Count(apps: apps, uses: uses)
    }
    return result
  }

  /// The form a type is counted under.
  public static func typeForm(_ name: String) -> String { "type |\(name)" }
}

/// One file's uses.
private final class UsageVisitor: SyntaxVisitor {
  var uses: [String: Int] = [:]
  private let formsByName: [String: [APIDeclaration]]
  private let typeNames: Set<String>

  init(formsByName: [String: [APIDeclaration]], typeNames: Set<String>) {
    self.formsByName = formsByName
    self.typeNames = typeNames
    super.init(viewMode: .sourceAccurate)
  }

  private func count(_ form: String) { uses[form, default: 0] += 1 }

  private func countType(_ name: String) {
    if typeNames.contains(name) { count(UsageCounter.typeForm(name)) }
  }

  /// The labels a call passes in parentheses, whether an unlabelled trailing closure follows,
  /// and the labels of the trailing closures after it.
  private struct CallShape {
    var labels: [String]
    var trailingClosure: Bool
    var trailingLabels: [String]
  }

  private func shape(of call: FunctionCallExprSyntax) -> CallShape {
    CallShape(
      labels: call.arguments.map { $0.label?.text ?? "_" },
      trailingClosure: call.trailingClosure != nil,
      trailingLabels: call.additionalTrailingClosures.map(\.label.text))
  }

  /// Whether a declaration accepts a call: labels in order, defaulted parameters skipped, the
  /// first trailing closure taking the next function-typed parameter and the others their own
  /// labels.
  private func accepts(_ declaration: APIDeclaration, _ call: CallShape) -> Bool {
    let parameters = declaration.parameters ?? []
    var next = 0
    func take(where matches: (APIDeclaration.Parameter) -> Bool) -> Bool {
      while next < parameters.count, !matches(parameters[next]) {
        guard parameters[next].hasDefault else { return false }
        next += 1
      }
      guard next < parameters.count else { return false }
      next += 1
      return true
    }
    for label in call.labels where !take(where: { $0.label == label }) { return false }
    // Swift's forward scan: the first trailing closure skips defaulted parameters while a later
    // function-typed one still needs an argument.
    if call.trailingClosure {
      let required = parameters[next...].firstIndex { $0.type.contains("->") && !$0.hasDefault }
      let matched =
        required.map { index in parameters[next..<index].allSatisfy(\.hasDefault) } ?? false
        ? take(where: { $0.type.contains("->") && !$0.hasDefault })
        : take(where: { $0.type.contains("->") })
      if !matched { return false }
    }
    for label in call.trailingLabels where !take(where: { $0.label == label }) { return false }
    return parameters[next...].allSatisfy(\.hasDefault)
  }

  /// Methods of the standard library's collections and option sets, which a call on a value of
  /// unknown type far more often means than SwiftUI's own.
  private static let collectionMethods: Set<String> = [
    "contains", "insert", "remove", "map", "filter", "first", "append", "union", "intersection",
    "subtract", "formUnion", "formIntersection", "reduce", "sorted", "compactMap", "flatMap",
    "min", "max", "split", "joined", "update", "removeAll", "index", "offset", "last",
  ]

  private func countCall(
    name: String, container: String?, wantStatic: Bool?, call: FunctionCallExprSyntax
  ) {
    if container == nil, wantStatic == false, Self.collectionMethods.contains(name) { return }
    guard let candidates = formsByName[name] else { return }
    let callShape = shape(of: call)
    var matching = candidates.filter { declaration in
      declaration.kind != .type && declaration.kind != .property
        && (container == nil || declaration.container == container)
        && (wantStatic == nil || (declaration.isStatic || declaration.kind == .case) == wantStatic)
        && accepts(declaration, callShape)
    }
    if container == nil, matching.contains(where: { $0.container == "View" }) {
      matching = matching.filter { $0.container == "View" }
    }
    for form in Set(matching.map(\.form)) { count(form) }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if typeNames.contains(name) {
        countType(name)
        countCall(name: "init", container: name, wantStatic: nil, call: node)
      } else {
        countCall(name: name, container: "", wantStatic: nil, call: node)
      }
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if let base = member.base?.as(DeclReferenceExprSyntax.self),
        typeNames.contains(base.baseName.text)
      {
        countType(base.baseName.text)
        let memberName = name == "init" ? "init" : name
        countCall(name: memberName, container: base.baseName.text, wantStatic: nil, call: node)
        return .visitChildren
      }
      // `.init(…)`, `self.init(…)` and `super.init(…)` name a type the context infers, which a
      // reader without types cannot.
      if name == "init" { return .visitChildren }
      if member.base == nil {
        countCall(name: name, container: nil, wantStatic: true, call: node)
      } else {
        countCall(name: name, container: nil, wantStatic: false, call: node)
      }
    } else if let specialized = callee.as(GenericSpecializationExprSyntax.self),
      let reference = specialized.expression.as(DeclReferenceExprSyntax.self)
    {
      countType(reference.baseName.text)
      countCall(name: "init", container: reference.baseName.text, wantStatic: nil, call: node)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
      return .visitChildren
    }
    let name = node.declName.baseName.text
    guard let candidates = formsByName[name] else { return .visitChildren }
    var container: String?
    if let base = node.base?.as(DeclReferenceExprSyntax.self) {
      guard typeNames.contains(base.baseName.text) else { return .visitChildren }
      container = base.baseName.text
      countType(base.baseName.text)
    } else if node.base != nil {
      return .visitChildren
    }
    let matching = candidates.filter {
      ($0.kind == .property || $0.kind == .case) && ($0.isStatic || $0.kind == .case)
        && (container == nil || $0.container == container)
    }
    for form in Set(matching.map(\.form)) { count(form) }
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.root == nil || node.root?.trimmedDescription == "EnvironmentValues",
      let first = node.components.first,
      case .property(let property) = first.component
    else { return .visitChildren }
    let name = property.declName.baseName.text
    for declaration in formsByName[name] ?? []
    where declaration.container == "EnvironmentValues" && declaration.kind == .property {
      count(declaration.form)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    countType(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.baseType.as(IdentifierTypeSyntax.self) {
      countType("\(base.name.text).\(node.name.text)")
    }
    return .visitChildren
  }
}
