import SwiftSyntax

/// Where a project's views are shown, across files: which views hold a `NavigationStack` of
/// their own, and which are shown inside a stack — in a stack's content, pushed onto one, or
/// inside the body of a view that is. Presentations and split-view columns start a new place.
public struct ViewPlacement: Sendable {
  /// Where a piece of view code is, as far as stacks go.
  public enum Place: Sendable {
    /// In the content of this stack, in the same expression.
    case inStack(FunctionCallExprSyntax)
    /// In the body (or another member) of this view type, outside any stack there.
    case inView(String)
    /// In a presentation, a split view's column, a preview, or code that is not a view's.
    case elsewhere
  }

  /// One construction of a project's view type (`Detail(item: item)`).
  public struct Use: Sendable {
    /// The file.
    public var file: LintedFile
    /// The call.
    public var call: FunctionCallExprSyntax
    /// The view type built.
    public var view: String
    /// Where it is.
    public var place: Place
  }

  /// Why a view is where it is: the file and node that show it.
  public struct Evidence: Sendable {
    /// The file.
    public var file: LintedFile
    /// The stack, or the use of the view.
    public var node: FunctionCallExprSyntax
  }

  /// Every construction of the project's views.
  public private(set) var uses: [Use] = []
  /// The views whose own code holds a `NavigationStack` (outside presentations), with the stack.
  public private(set) var viewsWithStack: [String: Evidence] = [:]
  /// The views shown inside a stack, with the outermost stack that shows them.
  public private(set) var viewsInStack: [String: Evidence] = [:]

  /// Finds the views' places in `project`.
  public init(project: ProjectIndex) {
    // A view name declared twice (an iOS and a watchOS target's `HomeView`) cannot be told
    // apart by name, so neither is placed; a namespace of the same name (`Constants.HomeView`)
    // is no view.
    let views = Set(
      project.declarations.keys.filter { name in
        (project.conforms(name, to: "View") || project.conforms(name, to: "SwiftUI.View"))
          && (project.declarations[name] ?? []).count(where: {
            !$0.syntax.is(ExtensionDeclSyntax.self)
              && $0.inherited.contains { $0 == "View" || $0 == "SwiftUI.View" }
          }) < 2
      })
    for file in project.files {
      // A stack behind an `if` or a `switch` (`if embedInOwnNavigation { NavigationStack … }`)
      // may be the one the caller turns off: only a stack the view always has counts.
      for stack in file.index.calls(named: "NavigationStack")
      where stack.isDirectCall && !Self.isConditional(stack) {
        if case .inView(let view) = Self.place(of: stack, views: views),
          viewsWithStack[view] == nil
        {
          viewsWithStack[view] = Evidence(file: file, node: stack)
        }
      }
      for view in views {
        for call in file.index.calls(named: view) where call.isDirectCall {
          uses.append(
            Use(file: file, call: call, view: view, place: Self.place(of: call, views: views)))
        }
      }
    }
    // A view shown in a stack shows everything its body builds there too.
    var changed = true
    while changed {
      changed = false
      for use in uses where viewsInStack[use.view] == nil {
        switch use.place {
        case .inStack(let stack):
          viewsInStack[use.view] = Evidence(file: use.file, node: stack)
          changed = true
        case .inView(let container):
          if let evidence = viewsInStack[container], container != use.view {
            viewsInStack[use.view] = evidence
            changed = true
          }
        case .elsewhere:
          break
        }
      }
    }
  }

  /// The place of `node`: the nearest stack or view around it.
  public static func place(of node: some SyntaxProtocol, views: Set<String>) -> Place {
    if node.isInPreview { return .elsewhere }
    for (call, _) in node.enclosingCalls {
      guard let name = call.calledName else { continue }
      if presentationModifiers.contains(name) || name == "NavigationSplitView" { return .elsewhere }
      if (name == "NavigationStack" || name == "NavigationView") && call.isDirectCall {
        return .inStack(call)
      }
    }
    var current = node.parent
    var member: String?
    while let parent = current {
      if member == nil, let variable = parent.as(VariableDeclSyntax.self) {
        member = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
      if member == nil, let function = parent.as(FunctionDeclSyntax.self) {
        member = function.name.text
      }
      if let group = parent.asProtocol(DeclGroupSyntax.self) {
        guard let name = group.typeName, views.contains(name) else { return .elsewhere }
        // A helper (`var editSheet: some View`) used only in presentations is shown there.
        if let member, member != "body", Self.isUsedOnlyInPresentations(member, in: group) {
          return .elsewhere
        }
        return .inView(name)
      }
      current = parent.parent
    }
    return .elsewhere
  }

  /// Whether an `if` or a `switch` of the code around `node` decides whether it is built.
  private static func isConditional(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(IfExprSyntax.self) || parent.is(SwitchExprSyntax.self) { return true }
      if parent.asProtocol(DeclGroupSyntax.self) != nil { return false }
      current = parent.parent
    }
    return false
  }

  /// Whether `node` is in an argument or closure of a presentation or a split view
  /// (`.sheet(item: $x, content: editSheet)` too).
  private static func isInPresentation(_ node: Syntax) -> Bool {
    var child = node
    while let parent = child.parent {
      if let call = parent.as(FunctionCallExprSyntax.self), let called = call.calledName,
        presentationModifiers.contains(called) || called == "NavigationSplitView",
        child.id != call.calledExpression.id
      {
        return true
      }
      child = parent
    }
    return false
  }

  /// Whether every use of the member `name` in the file of `group` is inside a presentation's
  /// content or a split view (and there is one).
  private static func isUsedOnlyInPresentations(_ name: String, in group: some DeclGroupSyntax)
    -> Bool
  {
    var uses = 0
    var presented = 0
    func visit(_ node: Syntax) {
      if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == name {
        uses += 1
        if isInPresentation(Syntax(reference)) { presented += 1 }
      }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    // The type's extensions in the same file use it too.
    visit(group.root)
    return uses > 0 && uses == presented
  }
}

extension DeclGroupSyntax {
  /// The declared or extended type's last name.
  var typeName: String? {
    if let declaration = self.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ExtensionDeclSyntax.self) {
      return ProjectIndex.baseName(declaration.extendedType.trimmedDescription)
    }
    return nil
  }
}

extension SyntaxProtocol {
  /// Whether the node is in a preview (`#Preview`, a `PreviewProvider`'s `previews`), which
  /// shows a view alone, often in a stack for its bar: not the app's structure.
  public var isInPreview: Bool {
    var current = parent
    while let parent = current {
      if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
        return true
      }
      if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
        return true
      }
      if let variable = parent.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews"
        }), variable.modifiers.contains(where: { $0.name.text == "static" })
      {
        return true
      }
      current = parent.parent
    }
    return false
  }
}
