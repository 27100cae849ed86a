import SwiftSyntax

/// What Apple's Foundation declares and Linux's lacks, which Waypoint's `WaypointFoundation`
/// adds: a file that uses it without importing SwiftUI (whose Linux module re-exports
/// WaypointFoundation) gets `#if !canImport(Darwin) import WaypointFoundation #endif` after its
/// last import. The module's declarations shadow Foundation's unavailable ones of the same name.
enum FoundationGapImports {
  /// The types Linux's Foundation lacks or marks unavailable.
  static let typeNames: Set<String> = [
    "ListFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter",
    "LocalizedStringResource",
  ]

  /// Modules through which the file sees WaypointFoundation already.
  static let bringers: Set<String> = ["SwiftUI", "Waypoint", "WaypointFoundation", "SwiftData"]

  /// The inserted import `file` needs, if any.
  static func find(in file: SourceFileSyntax) -> EditFindings {
    guard Set(ImportEdits.importedModules(of: file)).isDisjoint(with: bringers) else {
      return EditFindings()
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(file)
    guard let use = finder.use else { return EditFindings() }
    let (offset, afterImport) = ImportEdits.insertionPoint(in: file)
    let text = "#if !canImport(Darwin)\nimport WaypointFoundation\n#endif"
    return EditFindings(edits: [
      TextEdit(
        range: offset..<offset, replacement: afterImport ? "\n" + text : text + "\n",
        reason:
          "added import WaypointFoundation where Darwin is absent: Linux's Foundation lacks \(use)")
    ])
  }

  /// The first use of a gap, as the reason names it.
  private final class Finder: SyntaxVisitor {
    var use: String?

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      if use == nil, FoundationGapImports.typeNames.contains(node.baseName.text) {
        use = node.baseName.text
      }
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if use == nil, FoundationGapImports.typeNames.contains(node.name.text) {
        use = node.name.text
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard use == nil else { return .skipChildren }
      let labels = node.arguments.map { $0.label?.text }
      let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      if called == "NSPredicate", labels.first == "format" {
        use = "NSPredicate(format:)"
      } else if called == "String", labels.first == "localized" {
        use = "String(localized:)"
      } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        .baseName.text
      {
        // Linux's Foundation has no key-value coding; WaypointFoundation gives UserDefaults
        // these two (`UserDefaults.standard.value(forKey:)`), the only receiver apps use.
        if member == "value", labels == ["forKey"] {
          use = "value(forKey:)"
        } else if member == "setValue", labels.count == 2, labels[0] == nil,
          labels[1] == "forKey"
        {
          use = "setValue(_:forKey:)"
        }
      }
      return .visitChildren
    }
  }
}
