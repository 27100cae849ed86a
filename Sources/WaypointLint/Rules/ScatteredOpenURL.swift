import Foundation
import SwiftSyntax

/// Deep links handled by several `onOpenURL` handlers instead of one router.
public struct ScatteredOpenURL: ProjectLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "scattered-open-url",
    summary: "URLs are handled in several onOpenURL handlers; parse them in one router",
    why:
      "Handlers spread over views run in an order that depends on which views exist, so a link can be handled twice, by the wrong screen, or not at all before the view appears.",
    reference: "Skill: Common Mistakes 8, “centralize URL parsing in the router”")

  /// The rule's findings across the project's files.
  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    let handlers = project.openURLHandlers
    guard handlers.count > 1 else { return [] }
    let apps = AppReach(project: project)
    var result: [(file: LintedFile, violation: RuleViolation)] = []
    for (index, handler) in handlers.enumerated() {
      // Two handlers conflict when one build of one app can run both.
      let rivals = handlers.enumerated().filter { other in
        other.offset != index && !Self.exclusive(handler.call, other.element.call)
          && apps.canRunTogether(handler, other.element)
      }
      guard let first = rivals.first, first.offset < index else { continue }
      let position = first.element.file.position(
        of: first.element.call.nameNode.positionAfterSkippingLeadingTrivia)
      result.append(
        (
          handler.file,
          RuleViolation(
            at: handler.call.nameNode,
            message:
              "one of \(rivals.count + 1) onOpenURL handlers (the first is at \(first.element.file.path):\(position.line)); handle URLs in one place and route from there"
          )
        ))
    }
    return result
  }

  /// Whether two handlers of one file are in different branches of one `#if`, `if` or
  /// `switch`, so that only one of them exists at a time.
  static func exclusive(_ a: FunctionCallExprSyntax, _ b: FunctionCallExprSyntax) -> Bool {
    // `#if os(iOS)` around one and `#if os(macOS)` around the other, in any files.
    if let systemsOfA = systems(a), let systemsOfB = systems(b),
      systemsOfA.isDisjoint(with: systemsOfB)
    {
      return true
    }
    guard a.root.id == b.root.id else { return false }
    // The child of each ancestor of `a` that leads down to `a`.
    var pathOfA: [SyntaxIdentifier: SyntaxIdentifier] = [:]
    var child = Syntax(a)
    while let parent = child.parent {
      pathOfA[parent.id] = child.id
      child = parent
    }
    child = Syntax(b)
    while let parent = child.parent {
      if let childOfA = pathOfA[parent.id] {
        guard childOfA != child.id else { return false }
        return parent.is(IfConfigClauseListSyntax.self) || parent.is(IfExprSyntax.self)
          || parent.is(SwitchCaseListSyntax.self)
      }
      child = parent
    }
    return false
  }
}

extension ScatteredOpenURL {
  /// The operating systems an `#if os(…)` (or `os(…) || os(…)`) around `node` builds it for;
  /// nil when no such condition decides it.
  static func systems(_ node: some SyntaxProtocol) -> Set<String>? {
    var result: Set<String>?
    for condition in node.compilationConditions where !condition.contains("!") {
      let parts = condition.components(separatedBy: "||").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let names = parts.compactMap { part -> String? in
        guard part.hasPrefix("os("), part.hasSuffix(")") else { return nil }
        return String(part.dropFirst(3).dropLast())
      }
      guard names.count == parts.count else { continue }
      result = result.map { $0.intersection(names) } ?? Set(names)
    }
    return result
  }
}

/// Which of a project's `@main` apps show which views, for projects that hold several apps (an
/// app and its clip, an iOS and a macOS app in one Xcode project).
struct AppReach {
  /// The views each app's scenes build, directly or through other views.
  private var reach: [String: Set<String>] = [:]

  init(project: ProjectIndex) {
    let apps = project.declarations.values.joined().filter { declaration in
      declaration.syntax.attributes.names.contains("main")
        && declaration.inherited.contains { $0 == "App" || $0 == "SwiftUI.App" }
    }.map(\.name)
    guard apps.count > 1 else { return }
    // The project's types each type's code builds.
    var builds: [String: Set<String>] = [:]
    for (name, declarations) in project.declarations {
      for declaration in declarations {
        for call in declaration.syntax.memberBlock.descendantCalls(where: {
          project.declarations[$0] != nil
        }) {
          if let built = call.calledName, built != name { builds[name, default: []].insert(built) }
        }
      }
    }
    for app in apps {
      var seen: Set<String> = [app]
      var queue = [app]
      while let next = queue.popLast() {
        for built in builds[next] ?? [] where seen.insert(built).inserted { queue.append(built) }
      }
      reach[app] = seen
    }
  }

  /// Whether one app can show both handlers (always, when the project has a single app).
  func canRunTogether(
    _ a: (file: LintedFile, call: FunctionCallExprSyntax),
    _ b: (file: LintedFile, call: FunctionCallExprSyntax)
  ) -> Bool {
    guard !reach.isEmpty else { return true }
    guard let typeOfA = a.call.enclosingTypeName, let typeOfB = b.call.enclosingTypeName else {
      return true
    }
    return reach.values.contains { $0.contains(typeOfA) && $0.contains(typeOfB) }
  }
}
