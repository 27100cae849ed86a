import SwiftSyntax

/// A sheet's content given a fixed `.frame(width:height:)`.
public struct SheetFixedFrame: LintRule {
  public init() {}

  public let description = RuleDescription(
    id: "sheet-fixed-frame",
    summary: "Sheet content has a fixed frame; size the sheet with .presentationSizing",
    why:
      "A hard-coded size ignores the device, window and Dynamic Type; presentationSizing(.form) or (.page) lets the system size the sheet.",
    reference: "Skill: Common Mistakes 9, “Presentation sizing (iOS 18+)”")

  public func check(_ file: LintedFile) -> [RuleViolation] {
    // Popovers size to their content, so a fixed frame there is how they are sized.
    ["sheet", "fullScreenCover"].flatMap {
      file.index.calls(named: $0).filter(\.isMemberCall)
    }
    .compactMap { call -> RuleViolation? in
      guard
        let content = call.closures.first(where: { $0.label == nil || $0.label == "content" })?
          .closure,
        let root = content.singleExpression
      else { return nil }
      var expression: ExprSyntax? = root
      while let modifier = expression?.as(FunctionCallExprSyntax.self), modifier.isMemberCall {
        if modifier.calledName == "frame", Self.isFixed(modifier) {
          return RuleViolation(at: modifier.nameNode)
        }
        expression = modifier.modifiedExpression
      }
      return nil
    }
  }

  /// Both a width and a height, each a number.
  private static func isFixed(_ frame: FunctionCallExprSyntax) -> Bool {
    guard let width = frame.argument("width")?.expression,
      let height = frame.argument("height")?.expression
    else { return false }
    return [width, height].allSatisfy {
      $0.is(IntegerLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self)
    }
  }
}
