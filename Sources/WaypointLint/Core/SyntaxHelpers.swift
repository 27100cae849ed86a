import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The name called: `NavigationStack` for `NavigationStack { … }`, `sheet` for `.sheet(…)`,
  /// `detached` for `Task.detached { … }`.
  public var calledName: String? {
    var expression = calledExpression
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
      expression = specialized.expression
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The token that names the call: `sheet` in `.sheet(…)`, `List` in `List { … }`; findings
  /// point at it.
  public var nameNode: Syntax {
    if let member = calledExpression.as(MemberAccessExprSyntax.self) {
      return Syntax(member.declName)
    }
    return Syntax(calledExpression)
  }

  /// Whether this is a type's initializer or a free function (`List { … }`), not a modifier.
  public var isDirectCall: Bool {
    calledExpression.is(DeclReferenceExprSyntax.self)
      || calledExpression.is(GenericSpecializationExprSyntax.self)
  }

  /// Whether this is a modifier or method (`.sheet(…)`, `x.append(…)`).
  public var isMemberCall: Bool {
    calledExpression.is(MemberAccessExprSyntax.self)
  }

  /// What a modifier is applied to: `List { … }` in `List { … }.navigationTitle("A")`.
  public var modifiedExpression: ExprSyntax? {
    calledExpression.as(MemberAccessExprSyntax.self)?.base
  }

  /// The argument with this label.
  public func argument(_ label: String) -> LabeledExprSyntax? {
    arguments.first { $0.label?.text == label }
  }

  /// Whether an argument has this label.
  public func hasArgument(_ label: String) -> Bool {
    argument(label) != nil
  }

  /// The closures passed to the call, with their labels (nil for the first trailing closure).
  public var closures: [(label: String?, closure: ClosureExprSyntax)] {
    var result: [(String?, ClosureExprSyntax)] = []
    for argument in arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        result.append((argument.label?.text, closure))
      }
    }
    if let trailingClosure { result.append((nil, trailingClosure)) }
    for element in additionalTrailingClosures {
      result.append((element.label.text, element.closure))
    }
    return result
  }

  /// The closure that builds the content: the one labelled `content`, else the first trailing
  /// closure (`.sheet(isPresented: $x) { onDismiss } content: { … }` has both).
  public var contentClosure: ClosureExprSyntax? {
    let closures = closures
    return closures.first { $0.label == "content" }?.closure
      ?? closures.first { $0.label == nil }?.closure
  }

  /// The modifiers applied to this call, innermost first: `.a` then `.b` in `X().a().b()`.
  public var appliedModifiers: [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var current = Syntax(self)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      result.append(call)
      current = Syntax(call)
    }
    return result
  }
}

extension SyntaxProtocol {
  /// The calls whose closures contain this node, innermost first, each with the closure's label.
  /// Stops at a type or function declaration: what is outside is not this view's content.
  public var enclosingCalls: [(call: FunctionCallExprSyntax, label: String?)] {
    var result: [(FunctionCallExprSyntax, String?)] = []
    var current = Syntax(self)
    while let parent = current.parent {
      if parent.is(DeclSyntax.self) && !parent.is(VariableDeclSyntax.self) { break }
      if let closure = current.as(ClosureExprSyntax.self), let owner = closure.owningCall {
        result.append(owner)
      }
      current = parent
    }
    return result
  }

  /// The root of a chain of modifiers: `List { … }` for `List { … }.a().b()` seen from anywhere
  /// in the chain.
  public var modifierChainRoot: ExprSyntax? {
    var expression = self.as(ExprSyntax.self)
    while let call = expression?.as(FunctionCallExprSyntax.self), let base = call.modifiedExpression
    {
      expression = base
    }
    return expression
  }

  /// The descendants that are calls of `name`.
  public func descendantCalls(named name: String) -> [FunctionCallExprSyntax] {
    descendantCalls { $0 == name }
  }

  /// The descendants that are calls of a name `matches` accepts.
  public func descendantCalls(where matches: (String) -> Bool) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    func visit(_ node: Syntax) {
      if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledName,
        matches(name)
      {
        result.append(call)
      }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    for child in children(viewMode: .sourceAccurate) { visit(child) }
    return result
  }

  /// The conditions of the `#if` clauses around this node, innermost first (`os(macOS)`,
  /// `DEBUG`).
  public var compilationConditions: [String] {
    var result: [String] = []
    var current = parent
    while let parent = current {
      if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition {
        result.append(condition.trimmedDescription)
      }
      current = parent.parent
    }
    return result
  }

  /// The name of the type (or extended type) whose code this is.
  public var enclosingTypeName: String? {
    var current = parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self), let name = group.typeName {
        return name
      }
      current = parent.parent
    }
    return nil
  }
}

extension ClosureExprSyntax {
  /// The call this closure is passed to, and its label (nil for the first trailing closure).
  public var owningCall: (call: FunctionCallExprSyntax, label: String?)? {
    if let call = parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == id {
      return (call, nil)
    }
    if let element = parent?.as(MultipleTrailingClosureElementSyntax.self),
      let call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return (call, element.label.text)
    }
    if let argument = parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return (call, argument.label?.text)
    }
    return nil
  }

  /// The single expression the closure returns or builds, when it has exactly one statement.
  public var singleExpression: ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
    if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
    return nil
  }
}

/// SwiftUI's presentation modifiers: a stack inside their content is a new, separate stack.
let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]

extension ExprSyntax {
  /// `.member` or `.member(…)`: a value of a type the context gives, not a view built by name.
  var isImplicitMember: Bool {
    var expression = self
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base == nil
  }

  /// The name at the end of a reference: `path` for `router.path`, `$router.path` or `path`.
  var trailingName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.trimmingDollar
    }
    if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }
}

extension String {
  var trimmingDollar: String { hasPrefix("$") ? String(dropFirst()) : self }

  /// Whether a property of this name holds a navigation path (`path`, `navigationPath`, …),
  /// not a file, key, coding or drawing path.
  var namesPath: Bool {
    let lowered = lowercased()
    guard lowered.hasSuffix("path") else { return false }
    let prefix = lowered.dropLast(4)
    return !notNavigationPathPrefixes.contains { prefix.hasSuffix($0) }
  }
}

/// What comes before `path` in the names of paths that are not a stack's.
private let notNavigationPathPrefixes = [
  "coding", "key", "file", "url", "bezier", "cg", "clip", "draw", "document", "directory",
  "folder", "image", "icon", "resource", "bundle", "database", "db", "store", "log", "cache",
  "download", "upload", "export", "import", "temp", "tmp", "full", "relative", "absolute",
  "local", "remote", "shape", "stroke", "fill", "mask", "border", "index", "json", "save",
  "storage", "asset", "media", "video", "audio", "photo", "sound", "font", "config", "plist",
  "sqlite", "model", "icloud", "container", "source", "destination", "output", "input", "git",
]

extension String {
}
