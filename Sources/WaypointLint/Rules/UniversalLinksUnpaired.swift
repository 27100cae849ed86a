import Foundation
import WaypointCore

/// Universal links set up on one side only: an app's `applinks:` entitlement without the
/// website's apple-app-site-association file in the same repository, or the reverse.
public struct UniversalLinksUnpaired: RepositoryLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "universal-links-unpaired",
    summary:
      "Universal links are set up on one side only; the app's applinks: entitlement and the site's apple-app-site-association must name each other",
    why:
      "iOS opens a link in the app only when the app's entitlements list the domain and the domain's apple-app-site-association file lists the app; with either missing, links open in the browser and nothing reports it.",
    reference:
      "Skill: Universal Links, and Review Checklist, “Universal links have AASA and Associated Domains configured”"
  )

  /// The rule's findings in `file`.
  public func check(repository: RepositoryFiles) -> [FileViolation] {
    let declared = repository.entitlements.flatMap { file in
      Self.linkDomains(in: file).map { (file: file, domain: $0) }
    }
    guard !repository.siteAssociations.isEmpty else {
      // A website elsewhere is the usual case; only a site in this repository is expected to
      // hold the file.
      guard let site = repository.wellKnownFolders.first else { return [] }
      return declared.map { file, domain in
        FileViolation(
          in: file, at: "applinks:\(domain)",
          message:
            "applinks:\(domain) is declared, but the website in this repository (\(site)) has no apple-app-site-association file, so iOS opens \(domain)'s links in the browser"
        )
      }
    }
    let hasApp = !repository.entitlements.isEmpty || !repository.xcodeProjects.isEmpty
    let bundleIDs = Set(repository.xcodeProjects.flatMap(Self.bundleIdentifiers(in:)))
    var violations: [FileViolation] = []
    for file in repository.siteAssociations {
      let site: AASAFile
      do {
        site = try AASAFile(data: Data(file.text.utf8))
      } catch {
        violations.append(
          FileViolation(
            in: file,
            message:
              "this apple-app-site-association file is not valid JSON, so iOS ignores it and no link opens the app (`waypoint aasa validate` shows where)"
          ))
        continue
      }
      let appIDs = site.details.flatMap(\.appIDs)
      guard let firstAppID = appIDs.first else {
        violations.append(
          FileViolation(
            in: file,
            message:
              "this apple-app-site-association file names no app in applinks.details, so no link opens an app"
          ))
        continue
      }
      if hasApp && declared.isEmpty {
        violations.append(
          FileViolation(
            in: file, at: firstAppID,
            message:
              "this file lists \(appIDs.joined(separator: ", ")), but no app in the repository declares applinks: in its entitlements (com.apple.developer.associated-domains), so iOS never fetches it"
          ))
      }
      let named = appIDs.map { $0.split(separator: ".", maxSplits: 1).last.map(String.init) ?? $0 }
      if !bundleIDs.isEmpty && bundleIDs.isDisjoint(with: named) {
        violations.append(
          FileViolation(
            in: file, at: firstAppID,
            message:
              "this file lists \(appIDs.joined(separator: ", ")), but the repository's apps are \(bundleIDs.sorted().joined(separator: ", ")); links open only the apps it names"
          ))
      }
    }
    return violations
  }

  /// The domains of the `applinks:` entries of an entitlements file.
  static func linkDomains(in file: RepositoryFiles.File) -> [String] {
    guard
      let list = try? PropertyListSerialization.propertyList(
        from: Data(file.text.utf8), format: nil) as? [String: Any],
      let domains = list["com.apple.developer.associated-domains"] as? [String]
    else { return [] }
    return domains.compactMap { entry in
      guard entry.hasPrefix("applinks:") else { return nil }
      return String(entry.dropFirst("applinks:".count))
    }
  }

  /// The literal `PRODUCT_BUNDLE_IDENTIFIER`s of an Xcode project (not ones built from
  /// variables, which only the build knows).
  static func bundleIdentifiers(in file: RepositoryFiles.File) -> [String] {
    file.text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingCharacters(in: .whitespaces) == "PRODUCT_BUNDLE_IDENTIFIER"
      else { return nil }
      let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\";"))
      return value.contains("$") || value.isEmpty ? nil : value
    }
  }
}
