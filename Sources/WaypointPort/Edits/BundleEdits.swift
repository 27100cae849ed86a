import SwiftSyntax

/// `Bundle.main` used to find resources becomes `Bundle.module`: SwiftPM puts a package's
/// resources in a bundle of their own. The info-dictionary members describe the app, not its
/// resources, and stay.
enum BundleEdits {
  /// Members of `Bundle.main` that are about the app itself.
  static let infoMembers: Set<String> = [
    "infoDictionary", "object", "bundleIdentifier", "bundleURL", "bundlePath",
    "localizedInfoDictionary", "executableURL", "executablePath",
  ]

  /// The edits for `file`; with no resources in the package, notes instead.
  static func find(in file: SourceFileSyntax, packageHasResources: Bool) -> EditFindings {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.packageHasResources = packageHasResources
    visitor.walk(file)
    return visitor.findings
  }

  private final class Visitor: SyntaxVisitor {
    var packageHasResources = false
    var findings = EditFindings()

    override func visit(_ access: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle",
        access.declName.baseName.text == "main"
      else { return .visitChildren }
      let offset = access.positionAfterSkippingLeadingTrivia.utf8Offset
      guard let outer = access.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == access.id
      else {
        findings.notes.append(
          SourceNote(
            offset: offset,
            message:
              "Bundle.main passed as a value is left as it is; where it finds resources, use Bundle.module"
          ))
        return .visitChildren
      }
      let member = outer.declName.baseName.text
      // `object(forInfoDictionaryKey:)` is the only `object` member of a bundle.
      guard !infoMembersContain(member) else { return .visitChildren }
      guard packageHasResources else {
        findings.notes.append(
          SourceNote(
            offset: offset,
            message: "Bundle.main.\(member) left as it is: the app has no resources to look up"))
        return .visitChildren
      }
      let name = access.declName.baseName
      findings.edits.append(
        TextEdit(
          range: name.positionAfterSkippingLeadingTrivia
            .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
          replacement: "module",
          reason:
            "Bundle.main.\(member) → Bundle.module.\(member): SwiftPM keeps resources in the package's bundle"
        ))
      return .visitChildren
    }

    private func infoMembersContain(_ member: String) -> Bool {
      BundleEdits.infoMembers.contains(member)
    }
  }
}
