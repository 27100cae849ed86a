import SwiftSyntax

/// The app's `@main` type moves into a library that the package's executables run (the
/// terminal's, the browser's and the desktop's): a library cannot hold an entry point, so the
/// attribute becomes a comment saying where the app starts now.
enum MainAttributeEdits {
  /// The `@main` type that conforms to `App` in `file`, and the edit replacing its attribute
  /// with `comment`; nil when the file has none.
  static func find(in file: SourceFileSyntax, comment: String) -> (
    type: String, findings: EditFindings
  )? {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(file)
    guard let (type, attribute) = visitor.found else { return nil }
    var findings = EditFindings()
    findings.edits.append(
      TextEdit(
        range: attribute.positionAfterSkippingLeadingTrivia
          .utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset,
        replacement: "// " + comment,
        reason: "@main removed: the app is a library that the package's executables run"))
    return (type, findings)
  }

  private final class Visitor: SyntaxVisitor {
    var found: (String, AttributeSyntax)?

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      note(node.name.text, node.attributes, node.inheritanceClause)
      return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      note(node.name.text, node.attributes, node.inheritanceClause)
      return .skipChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      note(node.name.text, node.attributes, node.inheritanceClause)
      return .skipChildren
    }

    private func note(
      _ name: String, _ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?
    ) {
      guard found == nil,
        let main = attributes.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
          $0.attributeName.trimmedDescription == "main"
        }),
        inheritance?.inheritedTypes.contains(where: {
          ["App", "SwiftUI.App"].contains($0.type.trimmedDescription)
        }) == true
      else { return }
      found = (name, main)
    }
  }
}
