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
    // A name declared twice (an iOS and a watchOS target's `HomeView`) cannot be told apart by
    // name, so neither is placed.
    let views = Set(
      project.declarations.keys.filter { name in
        (project.conforms(name, to: "View") || project.conforms(name, to: "SwiftUI.View"))
          && (project.declarations[name] ?? []).count(where: {
            !$0.syntax.is(ExtensionDeclSyntax.self)
          }) == 1
      })
    for file in project.files {
      for stack in file.index.calls(named: "NavigationStack") where stack.isDirectCall {
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

  /// Whether every use of the member `name` in `group` is inside a presentation's content or a
  /// split view (and there is one).
  private static func isUsedOnlyInPresentations(_ name: String, in group: some DeclGroupSyntax)
    -> Bool
  {
    var uses = 0
    var presented = 0
    func visit(_ node: Syntax) {
      if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == name {
        uses += 1
        let inPresentation = reference.enclosingCalls.contains { call, _ in
          guard let called = call.calledName else { return false }
          return presentationModifiers.contains(called) || called == "NavigationSplitView"
        }
        if inPresentation { presented += 1 }
      }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(Syntax(group.memberBlock))
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
