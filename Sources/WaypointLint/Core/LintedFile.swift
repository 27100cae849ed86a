import SwiftParser
import SwiftSyntax

/// A parsed source file, with what every rule needs: its syntax tree, an index of the nodes
/// rules look at, line and column conversion, and its suppression comments.
public final class LintedFile: Sendable {
  /// The path, as given or found.
  public let path: String
  /// The syntax tree.
  public let tree: SourceFileSyntax
  /// The calls, classes and other nodes rules look at, gathered in one walk.
  public let index: SyntaxIndex
  let converter: SourceLocationConverter
  let suppressions: Suppressions

  /// Parses `source`.
  public init(path: String, source: String) {
    self.path = path
    tree = Parser.parse(source: source)
    converter = SourceLocationConverter(fileName: path, tree: tree)
    index = SyntaxIndex(tree)
    suppressions = Suppressions(tree: tree, converter: converter)
  }

  /// The line and column of a position.
  public func position(of position: AbsolutePosition) -> SourcePosition {
    let location = converter.location(for: position)
    return SourcePosition(line: location.line, column: location.column, offset: position.utf8Offset)
  }
}
