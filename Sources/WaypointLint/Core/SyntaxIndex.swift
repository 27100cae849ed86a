import SwiftSyntax

/// The nodes rules look at, gathered in one walk of the tree so that adding a rule does not add
/// a walk.
public struct SyntaxIndex: Sendable {
  /// Every call, by the name it calls (`NavigationStack`, or `sheet` for `.sheet(…)`).
  public private(set) var calls: [String: [FunctionCallExprSyntax]] = [:]
  /// Every class declaration.
  public private(set) var classes: [ClassDeclSyntax] = []
  /// Every struct declaration.
  public private(set) var structs: [StructDeclSyntax] = []
  /// Every enum declaration.
  public private(set) var enums: [EnumDeclSyntax] = []
  /// Every extension.
  public private(set) var extensions: [ExtensionDeclSyntax] = []
  /// Every `try!`.
  public private(set) var forceTries: [TryExprSyntax] = []

  init(_ tree: SourceFileSyntax) {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(tree)
    calls = visitor.calls
    classes = visitor.classes
    structs = visitor.structs
    enums = visitor.enums
    extensions = visitor.extensions
    forceTries = visitor.forceTries
  }

  /// The calls of `name`, in source order.
  public func calls(named name: String) -> [FunctionCallExprSyntax] {
    calls[name] ?? []
  }

  private final class Visitor: SyntaxVisitor {
    var calls: [String: [FunctionCallExprSyntax]] = [:]
    var classes: [ClassDeclSyntax] = []
    var structs: [StructDeclSyntax] = []
    var enums: [EnumDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []
    var forceTries: [TryExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.calledName { calls[name, default: []].append(node) }
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      classes.append(node)
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      structs.append(node)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      enums.append(node)
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      extensions.append(node)
      return .visitChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
      if node.questionOrExclamationMark?.tokenKind == .exclamationMark { forceTries.append(node) }
      return .visitChildren
    }
  }
}
