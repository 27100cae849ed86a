import SwiftSyntax

/// Imports that Apple's Foundation makes unnecessary and Linux's does not: `Combine` and
/// `Observation` (Apple's Foundation re-exports them) and `FoundationNetworking` (where Linux
/// keeps `URLSession`).
enum ImportEdits {
  /// Names that need Combine, as identifiers; `.sink` is matched as a member.
  static let combineNames: Set<String> = [
    "ObservableObject", "Published", "AnyCancellable", "PassthroughSubject",
    "CurrentValueSubject",
  ]

  /// Names that need FoundationNetworking on Linux.
  static let networkingNames: Set<String> = [
    "URLSession", "URLRequest", "URLSessionConfiguration", "URLSessionDataTask",
    "URLSessionTask", "HTTPURLResponse", "URLResponse",
  ]

  /// The inserted imports `file` needs, after its last import.
  static func find(in file: SourceFileSyntax) -> EditFindings {
    let imported = Set(importedModules(of: file))
    var combineUse: String?
    var networkingUse: String?
    var observableOffset: Int?
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if observableOffset == nil, name == "Observable",
        token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .atSign
      {
        observableOffset = token.positionAfterSkippingLeadingTrivia.utf8Offset
      }
      if combineUse == nil, combineNames.contains(name) {
        combineUse = name
      } else if combineUse == nil, name == "sink",
        token.previousToken(viewMode: .sourceAccurate)?
          .tokenKind == .period
      {
        combineUse = ".sink"
      }
      if networkingUse == nil, networkingNames.contains(name) { networkingUse = name }
    }
    var findings = EditFindings()
    let (offset, afterImport) = insertionPoint(in: file)
    func inserted(_ text: String) -> String { afterImport ? "\n" + text : text + "\n" }
    if let combineUse, imported.contains("Foundation"),
      imported.isDisjoint(with: ["SwiftUI", "Combine"])
    {
      findings.edits.append(
        TextEdit(
          range: offset..<offset, replacement: inserted("import Combine"),
          reason:
            "added import Combine: \(combineUse) comes with Foundation on Apple's systems, not on Linux"
        ))
    }
    if let networkingUse, !imported.contains("FoundationNetworking") {
      findings.edits.append(
        TextEdit(
          range: offset..<offset,
          replacement: inserted(
            "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"),
          reason: "added import FoundationNetworking: \(networkingUse) is there on Linux"))
    }
    if observableOffset != nil, imported.contains("Foundation"),
      imported.isDisjoint(with: ["SwiftUI", "Observation"])
    {
      findings.edits.append(
        TextEdit(
          range: offset..<offset, replacement: inserted("import Observation"),
          reason:
            "added import Observation: @Observable comes with Foundation on Apple's systems, not on Linux"
        ))
    }
    return findings
  }

  /// Every module the file imports, at top level or under `#if`.
  static func importedModules(of file: SourceFileSyntax) -> [String] {
    final class Collector: SyntaxVisitor {
      var modules: [String] = []
      override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { modules.append(first.name.text) }
        return .skipChildren
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(file)
    return collector.modules
  }

  /// Just after the last top-level import; at the first declaration when there is none, so
  /// that a leading comment stays first.
  static func insertionPoint(in file: SourceFileSyntax) -> (offset: Int, afterImport: Bool) {
    let imports = file.statements.filter { $0.item.is(ImportDeclSyntax.self) }
    if let last = imports.last { return (last.endPositionBeforeTrailingTrivia.utf8Offset, true) }
    return (file.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0, false)
  }
}
