import SwiftSyntax

/// Imports that Apple's modules bring along and Linux's do not: `Combine` and `Observation`
/// (Apple's Foundation re-exports both, and every framework that re-exports Foundation does, as
/// SwiftData and UIKit do), and `FoundationNetworking` (where Linux keeps `URLSession`).
/// Waypoint's SwiftData brings Foundation and Observation as Apple's does, not Combine.
enum ImportEdits {
  /// Names that need Combine, as identifiers; `combineMembers` are matched as members.
  static let combineNames: Set<String> = [
    "ObservableObject", "Published", "AnyCancellable", "Cancellable", "PassthroughSubject",
    "CurrentValueSubject", "AnyPublisher", "Publishers", "Subscribers", "AnySubscriber",
    "ObservableObjectPublisher", "ConnectablePublisher",
  ]

  /// Members that only Combine's publishers have, such as `.sink { … }`.
  static let combineMembers: Set<String> = ["sink", "eraseToAnyPublisher"]

  /// Observation's names: `@Observable` and `Observable` as a type, `@ObservationIgnored`, …
  static let observationNames: Set<String> = [
    "Observable", "ObservationIgnored", "ObservationTracked", "ObservationRegistrar",
    "withObservationTracking", "Observations",
  ]

  /// Modules that bring Combine and Observation themselves, on Linux as on Apple's systems.
  static let bringsCombine: Set<String> = ["SwiftUI", "Combine", "Waypoint", "OpenCombine"]
  static let bringsObservation: Set<String> = ["SwiftUI", "Observation", "Waypoint", "SwiftData"]

  /// Names that need FoundationNetworking on Linux.
  static let networkingNames: Set<String> = [
    "URLSession", "URLRequest", "URLSessionConfiguration", "URLSessionDataTask",
    "URLSessionTask", "HTTPURLResponse", "URLResponse",
  ]

  /// The inserted imports `file` needs, after its last import.
  static func find(in file: SourceFileSyntax) -> EditFindings {
    let imported = importedModules(of: file)
    var combineUse: String?
    var observationUse: String?
    var networkingUse: String?
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let afterPeriod = token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
      let afterAt = token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .atSign
      if combineUse == nil, !afterPeriod, combineNames.contains(name) {
        combineUse = afterAt ? "@\(name)" : name
      } else if combineUse == nil, afterPeriod, combineMembers.contains(name) {
        combineUse = ".\(name)"
      }
      if observationUse == nil, !afterPeriod, observationNames.contains(name) {
        observationUse = afterAt ? "@\(name)" : name
      }
      if networkingUse == nil, networkingNames.contains(name) { networkingUse = name }
    }
    var findings = EditFindings()
    let (offset, afterImport) = insertionPoint(in: file)
    func insert(_ text: String, _ reason: String) {
      findings.edits.append(
        TextEdit(
          range: offset..<offset, replacement: afterImport ? "\n" + text : text + "\n",
          reason: reason))
    }
    let set = Set(imported)
    if let combineUse, set.isDisjoint(with: bringsCombine) {
      insert("import Combine", "added import Combine: \(combineUse) " + comesWith(imported))
    }
    if let networkingUse, !set.contains("FoundationNetworking") {
      insert(
        "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif",
        "added import FoundationNetworking: \(networkingUse) is there on Linux")
    }
    if let observationUse, set.isDisjoint(with: bringsObservation) {
      insert(
        "import Observation", "added import Observation: \(observationUse) " + comesWith(imported))
    }
    return findings
  }

  /// How a Combine or Observation name reached the file on Apple's systems: with Foundation, or
  /// with SwiftData or another framework that re-exports it; with no import, that Linux needs it.
  private static func comesWith(_ imported: [String]) -> String {
    let bringer =
      ["Foundation", "SwiftData", "UIKit"].first(where: imported.contains) ?? imported.first
    guard let bringer else { return "needs it on Linux, and the file imports nothing" }
    return "comes with \(bringer) on Apple's systems, not on Linux"
  }

  /// Every module the file imports, at top level or under `#if`, in order.
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

  /// Just after the last top-level import (or `#if` block of imports, such as the port's own
  /// `#if canImport(OSLog)`); at the first declaration when there is none, so that a leading
  /// comment stays first.
  static func insertionPoint(in file: SourceFileSyntax) -> (offset: Int, afterImport: Bool) {
    let imports = file.statements.filter { statement in
      if statement.item.is(ImportDeclSyntax.self) { return true }
      guard let block = statement.item.as(IfConfigDeclSyntax.self) else { return false }
      return block.clauses.allSatisfy { clause in
        guard let elements = clause.elements else { return true }
        guard case .statements(let items) = elements else { return false }
        return items.allSatisfy { $0.item.is(ImportDeclSyntax.self) }
      }
    }
    if let last = imports.last { return (last.endPositionBeforeTrailingTrivia.utf8Offset, true) }
    return (file.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0, false)
  }
}
