import SwiftSyntax

/// A sheet's content given a fixed `.frame(width:height:)`.
public struct SheetFixedFrame: ProjectLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "sheet-fixed-frame",
    summary: "Sheet content has a fixed frame; size the sheet with .presentationSizing",
    why:
      "A hard-coded size ignores the device, window and Dynamic Type; presentationSizing(.form) or (.page) lets the system size the sheet.",
    reference: "Skill: Common Mistakes 9, “Presentation sizing (iOS 18+)”")

  /// The rule's findings across the project's files.
  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    guard !project.isMacOnly else { return [] }
    return project.files.flatMap { file in violations(in: file).map { (file, $0) } }
  }

  /// The fixed frames in one file's sheets.
  func violations(in file: LintedFile) -> [RuleViolation] {
    // A Mac sheet is sized by its content: a fixed frame there is how it is sized.
    guard !Self.isMacCode(file) else { return [] }
    // Popovers size to their content, so a fixed frame there is how they are sized.
    return ["sheet", "fullScreenCover"].flatMap {
      file.index.calls(named: $0).filter(\.isMemberCall)
    }
    .compactMap { call -> RuleViolation? in
      guard
        !call.compilationConditions.contains(where: { $0.contains("os(macOS)") }),
        let content = call.contentClosure,
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

  /// Whether the file is for the Mac only: it imports AppKit or builds a menu bar extra.
  private static func isMacCode(_ file: LintedFile) -> Bool {
    let imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
    return imports.contains { ["AppKit", "Cocoa"].contains($0.path.trimmedDescription) }
      || !file.index.calls(named: "MenuBarExtra").isEmpty
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
