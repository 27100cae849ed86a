import SwiftSyntax

/// The fix of `view-based-navigation-link`: `NavigationLink(destination: Detail(item: item))`
/// becomes `NavigationLink(value: item)`, and `.navigationDestination(for: Item.self) { item in
/// Detail(item: item) }` is added outside the list, where the stack sees it. Only when the
/// destination is one view initializer given one value whose type the code states.
struct ValueLinkFix {
  /// Places that already received a destination for a type, so a second link adds none.
  private var registered: Set<String>

  /// A fixer for one file; types the file already has destinations for get none added.
  init(file: LintedFile) {
    registered = Set(
      file.index.calls(named: "navigationDestination").compactMap {
        $0.argument("for")?.expression.trimmedDescription
      })
  }

  /// The fix for one view-based link, or nil when its shape is not mechanical.
  mutating func fix(_ link: FunctionCallExprSyntax) -> (message: String, edits: [RuleEdit])? {
    guard let (destination, linkEdit) = Self.rewrite(link),
      let value = destination.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
      let type = TypeLookup.type(of: value.baseName.text, at: link)
    else { return nil }
    let forType = "\(type).self"
    var edits = [linkEdit]
    if !registered.contains(forType) {
      guard let root = Self.attachmentPoint(of: link) else { return nil }
      registered.insert(forType)
      let indentation = root.statement.leadingTrivia.indentation
      edits.append(
        RuleEdit(
          range: root.view
            .endPositionBeforeTrailingTrivia..<root.view.endPositionBeforeTrailingTrivia,
          replacement:
            "\n\(indentation).navigationDestination(for: \(forType)) { \(value.baseName.text) in \(destination.trimmedDescription) }"
        ))
    }
    return ("Link by value and show it with navigationDestination(for: \(forType))", edits)
  }

  /// The destination view's initializer, and the edit turning the link into a value link.
  private static func rewrite(_ link: FunctionCallExprSyntax) -> (FunctionCallExprSyntax, RuleEdit)?
  {
    let others = link.arguments.filter { $0.label != nil && $0.label?.text != "destination" }
    if let argument = link.argument("destination") {
      // `NavigationLink(destination: D(x)) { label }`, `("Title", destination: D(x))`.
      guard others.allSatisfy({ $0.label?.text == "label" }),
        let destination = viewInitializer(argument.expression),
        let value = destination.arguments.first
      else { return nil }
      let written =
        argument
        .positionAfterSkippingLeadingTrivia..<argument.expression.endPositionBeforeTrailingTrivia
      return (
        destination,
        RuleEdit(range: written, replacement: "value: \(value.expression.trimmedDescription)")
      )
    }
    // `NavigationLink { D(x) } label: { label }`.
    let closures = link.closures
    guard link.arguments.isEmpty, closures.count == 2, closures[0].label == nil,
      closures[1].label == "label", let content = closures[0].closure.singleExpression,
      let destination = viewInitializer(content), let value = destination.arguments.first
    else { return nil }
    return (
      destination,
      .replace(
        link,
        with:
          "NavigationLink(value: \(value.expression.trimmedDescription)) \(closures[1].closure.trimmedDescription)"
      )
    )
  }

  /// `Detail(item: item)`: a type's initializer given one plain value and nothing else.
  private static func viewInitializer(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.isDirectCall,
      call.calledName?.first?.isUppercase == true, call.arguments.count == 1,
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let value = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
      !value.baseName.text.hasPrefix("$")
    else { return nil }
    return call
  }

  /// The statement to add the destination to: the one holding the link at the top of a
  /// `NavigationStack`'s content or of a view's body — outside every list, where the stack
  /// always sees it. Nil inside a presentation (its own hierarchy) or under an `if`.
  private static func attachmentPoint(of link: FunctionCallExprSyntax)
    -> (statement: CodeBlockItemSyntax, view: ExprSyntax)?
  {
    var current = Syntax(link)
    var statement: CodeBlockItemSyntax?
    while let parent = current.parent {
      if let item = parent.as(CodeBlockItemSyntax.self) { statement = item }
      if let closure = parent.as(ClosureExprSyntax.self), let (owner, label) = closure.owningCall,
        let name = owner.calledName
      {
        if presentationModifiers.contains(name) { return nil }
        if name == "NavigationStack" && (label == nil || label == "root") { break }
      }
      if parent.is(AccessorBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { break }
      current = parent
    }
    guard let statement else { return nil }
    let item = statement.item
    let expression =
      item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
      ?? item.as(ExpressionStmtSyntax.self)?.expression
    guard let expression, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self),
      expression.modifierChainRoot?.as(FunctionCallExprSyntax.self)?.calledName != "ForEach"
    else { return nil }
    return (statement, expression)
  }
}

extension Trivia {
  /// The spaces and tabs after the last newline: a line's indentation.
  var indentation: String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .newlines, .carriageReturnLineFeeds, .carriageReturns: result = ""
      case .spaces(let count): result += String(repeating: " ", count: count)
      case .tabs(let count): result += String(repeating: "\t", count: count)
      default: break
      }
    }
    return result
  }
}
