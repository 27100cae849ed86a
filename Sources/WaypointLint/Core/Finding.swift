/// A place in a source file: 1-based line and column, and the UTF-8 offset.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
  /// The line, from 1.
  public var line: Int
  /// The column in UTF-8 bytes, from 1 (as compilers count).
  public var column: Int
  /// The offset in UTF-8 bytes from the start of the file.
  public var offset: Int

  /// Creates a position.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// Orders positions by offset.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.offset < rhs.offset
  }
}

/// One replacement of a range of source text.
public struct TextEdit: Sendable, Hashable, Codable {
  /// Where the replaced text starts.
  public var start: SourcePosition
  /// Where it ends (exclusive).
  public var end: SourcePosition
  /// The new text.
  public var replacement: String

  /// Creates an edit.
  public init(start: SourcePosition, end: SourcePosition, replacement: String) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }
}

/// A mechanical fix: what it does, and the edits that do it.
public struct FixIt: Sendable, Hashable, Codable {
  /// What the fix does, such as "Replace NavigationView with NavigationStack".
  public var message: String
  /// The edits, which do not overlap.
  public var edits: [TextEdit]

  /// Creates a fix.
  public init(message: String, edits: [TextEdit]) {
    self.message = message
    self.edits = edits
  }
}

/// One mistake found in one place.
public struct Finding: Sendable, Hashable, Codable {
  /// The rule that found it.
  public var ruleID: String
  /// How serious it is, after configuration.
  public var severity: Severity
  /// What is wrong here.
  public var message: String
  /// The file, as it was given or found.
  public var path: String
  /// Where the mistake is.
  public var position: SourcePosition
  /// A fix, when the edit is mechanical.
  public var fixIt: FixIt?

  /// Creates a finding.
  public init(
    ruleID: String, severity: Severity, message: String, path: String, position: SourcePosition,
    fixIt: FixIt? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.path = path
    self.position = position
    self.fixIt = fixIt
  }
}
