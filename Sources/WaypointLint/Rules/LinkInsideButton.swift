import SwiftSyntax

/// A `NavigationLink` inside a `Button`'s label.
public struct LinkInsideButton: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "link-inside-button",
    summary: "NavigationLink inside a Button's label; both respond to the tap",
    why:
      "The button's action and the link's push both fire on one tap, so navigation happens twice or in an order nobody chose.",
    reference: "Patterns: “Double navigation triggers”")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "Button").filter(\.isDirectCall).flatMap { button in
      Self.labelClosures(of: button).flatMap { label in
        label.descendantCalls(named: "NavigationLink").filter(\.isDirectCall).map { link in
          RuleViolation(at: link.calledExpression)
        }
      }
    }
  }

  /// The closures that build the button's label (its action closure is not one).
  private static func labelClosures(of button: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    let closures = button.closures
    let labeled = closures.filter { $0.label == "label" }.map(\.closure)
    if !labeled.isEmpty { return labeled }
    // `Button(action: f) { label }`: the trailing closure is the label.
    if button.hasArgument("action") { return closures.filter { $0.label == nil }.map(\.closure) }
    return []
  }
}
