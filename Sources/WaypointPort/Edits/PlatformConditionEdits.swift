import SwiftSyntax

/// `#if os(iOS)` and `#elseif os(iOS)` become `os(iOS) || os(Linux)`: Waypoint behaves as iOS,
/// so code written for the iPhone is the code Linux should build. `#if canImport(UIKit)` stays
/// as it is, with a note, as UIKit does not exist on Linux.
enum PlatformConditionEdits {
  /// The edits and notes for `file`.
  static func find(in file: SourceFileSyntax) -> EditFindings {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file)
    return visitor.findings
  }

  private final class Visitor: SyntaxVisitor {
    var findings = EditFindings()

    override func visit(_ clause: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
      guard let condition = clause.condition else { return .visitChildren }
      let collector = CallCollector(viewMode: .sourceAccurate)
      collector.walk(condition)
      let calls = collector.calls
      let directive = clause.poundKeyword.text
      // A condition that names Linux already says what it wants there.
      if calls.contains(where: { Self.isPlatformTest($0, "os", "Linux") }) { return .visitChildren }
      for call in calls where Self.isPlatformTest(call, "os", "iOS") {
        let alone = Self.isOrOperand(call, of: condition)
        let replacement = alone ? "os(iOS) || os(Linux)" : "(os(iOS) || os(Linux))"
        findings.edits.append(
          TextEdit(
            range: call.positionAfterSkippingLeadingTrivia
              .utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: replacement,
            reason: "\(directive) os(iOS) → \(replacement): Waypoint behaves as iOS on Linux"))
      }
      // An import with a fallback (the port's own `#else import WaypointUIKit`) leaves out no code.
      for call in calls
      where Self.isPlatformTest(call, "canImport", "UIKit") && !Self.isImportWithFallback(clause) {
        findings.notes.append(
          SourceNote(
            offset: call.positionAfterSkippingLeadingTrivia.utf8Offset,
            message:
              "\(directive) canImport(UIKit) is false on Linux: the code under it is left out"))
      }
      return .visitChildren
    }

    /// Whether `clause` holds only imports and its `#if` has another clause.
    static func isImportWithFallback(_ clause: IfConfigClauseSyntax) -> Bool {
      guard case .statements(let items)? = clause.elements,
        let clauses = clause.parent?.as(IfConfigClauseListSyntax.self), clauses.count > 1
      else { return false }
      return items.allSatisfy { $0.item.is(ImportDeclSyntax.self) }
    }

    /// Whether `call` is `function(argument)`, such as `os(iOS)`.
    static func isPlatformTest(
      _ call: FunctionCallExprSyntax, _ function: String, _ argument: String
    )
      -> Bool
    {
      guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == function,
        call.arguments.count == 1, let first = call.arguments.first
      else { return false }
      return first.expression.trimmedDescription == argument
    }

    /// Whether `call` is the whole condition or an operand of a chain of `||` that is, where
    /// `|| os(Linux)` needs no parentheses to keep its meaning.
    static func isOrOperand(_ call: FunctionCallExprSyntax, of condition: ExprSyntax) -> Bool {
      var node = Syntax(call)
      while node.id != condition.id {
        guard let parent = node.parent else { return false }
        if let sequence = parent.as(ExprListSyntax.self) {
          let operators = sequence.compactMap { $0.as(BinaryOperatorExprSyntax.self) }
          guard operators.count == sequence.count / 2,
            operators.allSatisfy({ $0.operator.text == "||" })
          else { return false }
        } else if let infix = parent.as(InfixOperatorExprSyntax.self) {
          guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else {
            return false
          }
        } else if !parent.is(SequenceExprSyntax.self) {
          return false
        }
        node = parent
      }
      return true
    }
  }

  /// The calls in a condition: `os(iOS)`, `canImport(UIKit)`.
  private final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(call)
      return .visitChildren
    }
  }
}
