import SwiftSyntax

/// A use of an API Waypoint deprecates everywhere: the build of the ported package warns of it,
/// as Xcode does, and `waypoint port` counts it beforehand.
public struct DeprecatedUse: Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the output folder.
  public var path: String
  /// The 1-based line of the use.
  public var line: Int
  /// The name used (`NavigationView`, `navigationBarTitle`).
  public var name: String
  /// What the compiler will say after "is deprecated:" (the replacement).
  public var message: String

  /// Creates a record of a use.
  public init(path: String, line: Int, name: String, message: String) {
    self.path = path
    self.line = line
    self.name = name
    self.message = message
  }

  /// `path:line: note: 'name' is deprecated: message`, as printed.
  public var description: String { "\(path):\(line): note: '\(name)' is deprecated: \(message)" }
}

/// Finds the uses `DeprecatedAPI` lists in a source: a name deprecated in every declaration, a
/// call of a name whose every method is deprecated, or a call passing an argument label only
/// deprecated declarations take. A call that reaches a deprecated overload only through its
/// types (a trailing closure taking one value rather than two, as `onChange(of:) { _ in }`) is
/// not found: the compiler still warns of it.
final class DeprecatedUseFinder: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private let path: String
  private(set) var uses: [DeprecatedUse] = []
  /// Names the file declares itself, which its uses then mean rather than Waypoint's.
  private(set) var declared: Set<String> = []

  init(_ tree: SourceFileSyntax, path: String) {
    converter = SourceLocationConverter(fileName: path, tree: tree)
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  /// The uses in `tree`, and the names it declares.
  static func find(in tree: SourceFileSyntax, path: String) -> (
    uses: [DeprecatedUse], declared: Set<String>
  ) {
    let finder = DeprecatedUseFinder(tree, path: path)
    finder.walk(tree)
    return (finder.uses, finder.declared)
  }

  private func record(_ name: String, at node: some SyntaxProtocol, message: String) {
    let line = node.startLocation(converter: converter).line
    uses.append(DeprecatedUse(path: path, line: line, name: name, message: message))
  }

  override func visitPost(_ node: DeclReferenceExprSyntax) {
    let name = node.baseName.text
    if let message = DeprecatedAPI.names[name] { record(name, at: node, message: message) }
  }

  override func visitPost(_ node: IdentifierTypeSyntax) {
    let name = node.name.text
    if let message = DeprecatedAPI.names[name] { record(name, at: node, message: message) }
  }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    // The name called, where the compiler points: a member's name, not its chain's start.
    let called: DeclReferenceExprSyntax? =
      node.calledExpression.as(DeclReferenceExprSyntax.self)
      ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
    guard let called else { return }
    let callee = called.baseName.text
    let labels =
      node.arguments.compactMap { $0.label?.text }
      + node.additionalTrailingClosures.map(\.label.text)
    // A label's own reason first (`accessibility(label:)` is renamed otherwise than `(hint:)`).
    let byLabel = DeprecatedAPI.labels[callee] ?? [:]
    if let message = labels.lazy.compactMap({ byLabel[$0] }).first ?? DeprecatedAPI.calls[callee] {
      record(callee, at: called, message: message)
    }
  }

  override func visitPost(_ node: StructDeclSyntax) { declared.insert(node.name.text) }
  override func visitPost(_ node: ClassDeclSyntax) { declared.insert(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { declared.insert(node.name.text) }
  override func visitPost(_ node: ProtocolDeclSyntax) { declared.insert(node.name.text) }
  override func visitPost(_ node: TypeAliasDeclSyntax) { declared.insert(node.name.text) }
  override func visitPost(_ node: FunctionDeclSyntax) { declared.insert(node.name.text) }
}

extension [DeprecatedUse] {
  /// The uses, leaving out names the target declares itself.
  func notDeclared(in names: Set<String>) -> [DeprecatedUse] {
    filter { !names.contains($0.name) }
  }
}
