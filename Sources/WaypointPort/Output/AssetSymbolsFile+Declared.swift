import SwiftSyntax

extension AssetSymbolsFile {
  /// The types whose generated members an app may already declare itself.
  static let extendedTypes: Set<String> = ["Color", "ShapeStyle", "UIColor", "UIImage"]

  /// The static members `file` declares in extensions of `Color`, `ShapeStyle`, `UIColor` and
  /// `UIImage`, by type, so the generated file does not declare them twice.
  static func declaredMembers(in file: SourceFileSyntax) -> [String: Set<String>] {
    let visitor = StaticMemberVisitor(viewMode: .sourceAccurate)
    visitor.walk(file)
    return visitor.members
  }
}

private final class StaticMemberVisitor: SyntaxVisitor {
  var members: [String: Set<String>] = [:]

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
    guard let type, AssetSymbolsFile.extendedTypes.contains(type) else { return .skipChildren }
    for member in node.memberBlock.members {
      let names: [String]
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        names = variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        names = [function.name.text]
      } else {
        continue
      }
      members[type, default: []].formUnion(names.map { $0.trimmingCharacters(in: ["`"]) })
    }
    return .skipChildren
  }
}
