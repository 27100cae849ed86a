import SwiftSyntax

/// A check of one kind of navigation mistake.
public protocol LintRule: Sendable {
  /// What the rule checks.
  var description: RuleDescription { get }
  /// The mistakes in one file.
  func check(_ file: LintedFile) -> [RuleViolation]
}

/// A check that needs a whole project at once (a mistake spread over several files or views).
public protocol ProjectLintRule: LintRule {
  /// The mistakes across the project's files.
  func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)]
}

extension ProjectLintRule {
  /// A project rule finds nothing in a file on its own, unless it says otherwise.
  public func check(_ file: LintedFile) -> [RuleViolation] { [] }
}

/// A check of the files beside the sources — entitlements, Xcode projects, website files.
public protocol RepositoryLintRule: LintRule {
  /// The mistakes across the repository's files.
  func check(repository: RepositoryFiles) -> [FileViolation]
}

extension RepositoryLintRule {
  /// A repository rule finds nothing in a Swift file.
  public func check(_ file: LintedFile) -> [RuleViolation] { [] }
}

/// What a repository rule reports: a place in a file that is not Swift, and what is wrong.
public struct FileViolation: Sendable, Equatable {
  /// The file.
  public var path: String
  /// Where in it.
  public var position: SourcePosition
  /// What is wrong here.
  public var message: String

  /// A violation at the line of `file` holding the first `marker` (the first line without one).
  public init(in file: RepositoryFiles.File, at marker: String? = nil, message: String) {
    path = file.path
    self.message = message
    let bytes = Array(file.text.utf8)
    let offset = marker.flatMap { file.text.range(of: $0) }.map {
      file.text.utf8.distance(from: file.text.startIndex, to: $0.lowerBound)
    }
    guard let offset else {
      position = SourcePosition(line: 1, column: 1, offset: 0)
      return
    }
    let before = bytes[..<offset]
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    position = SourcePosition(
      line: before.count(where: { $0 == UInt8(ascii: "\n") }) + 1,
      column: offset - lineStart + 1, offset: offset)
  }
}

/// What a rule reports: where, what, and a fix; the linter adds the rule id, severity and path.
public struct RuleViolation: Sendable {
  /// The node the mistake is at; the finding points at its first token.
  public var position: AbsolutePosition
  /// What is wrong here, when it says more than the rule's summary.
  public var message: String?
  /// Edits that fix it, with what they do.
  public var fix: (message: String, edits: [RuleEdit])?
  /// Whether it is the use of an API Waypoint deprecates, which the compiler reports where the
  /// code builds against Waypoint; the linter leaves it out there.
  public var isDeprecatedUse: Bool

  /// Creates a violation at `node`.
  public init(
    at node: some SyntaxProtocol, message: String? = nil,
    fix: (message: String, edits: [RuleEdit])? = nil, isDeprecatedUse: Bool = false
  ) {
    position = node.positionAfterSkippingLeadingTrivia
    self.message = message
    self.fix = fix
    self.isDeprecatedUse = isDeprecatedUse
  }
}

/// A replacement of the source between two positions, as a rule proposes it.
public struct RuleEdit: Sendable {
  /// The text replaced.
  public var range: Range<AbsolutePosition>
  /// The new text.
  public var replacement: String

  /// Replaces the text in `range`.
  public init(range: Range<AbsolutePosition>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }

  /// Replaces `node`'s text, without its surrounding trivia.
  public static func replace(_ node: some SyntaxProtocol, with replacement: String) -> RuleEdit {
    RuleEdit(
      range: node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia,
      replacement: replacement)
  }

  /// Inserts text before `node`'s first token.
  public static func insert(_ text: String, before node: some SyntaxProtocol) -> RuleEdit {
    let position = node.positionAfterSkippingLeadingTrivia
    return RuleEdit(range: position..<position, replacement: text)
  }
}
