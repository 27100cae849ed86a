import SwiftSyntax

/// The names a source file declares at top level, so that a reviewer sees what leaving the file
/// out takes away.
enum TopLevelDeclarations {
  /// `struct Name`, `func name`, `extension Name`, … in file order, also under `#if`.
  static func list(in file: SourceFileSyntax) -> [String] {
    var names: [String] = []
    func visit(_ items: CodeBlockItemListSyntax) {
      for item in items {
        if let declaration = item.item.as(DeclSyntax.self) { visit(declaration) }
      }
    }
    func visit(_ declaration: DeclSyntax) {
      if let type = declaration.as(StructDeclSyntax.self) {
        names.append("struct \(type.name.text)")
      } else if let type = declaration.as(ClassDeclSyntax.self) {
        names.append("class \(type.name.text)")
      } else if let type = declaration.as(EnumDeclSyntax.self) {
        names.append("enum \(type.name.text)")
      } else if let type = declaration.as(ActorDeclSyntax.self) {
        names.append("actor \(type.name.text)")
      } else if let type = declaration.as(ProtocolDeclSyntax.self) {
        names.append("protocol \(type.name.text)")
      } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
        names.append("typealias \(alias.name.text)")
      } else if let function = declaration.as(FunctionDeclSyntax.self) {
        names.append("func \(function.name.text)")
      } else if let variable = declaration.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          names.append("\(variable.bindingSpecifier.text) \(binding.pattern.trimmedDescription)")
        }
      } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
        names.append("extension \(extensionDecl.extendedType.trimmedDescription)")
      } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          switch clause.elements {
          case .statements(let items): visit(items)
          case .decls(let members):
            for member in members { visit(member.decl) }
          default: break
          }
        }
      }
    }
    visit(file.statements)
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
