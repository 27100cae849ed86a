/// A problem Waypoint noticed in how an app uses navigation, with a stable code and a fix.
///
/// SwiftUI prints such problems to the console and moves on; Waypoint also keeps them, so tests
/// and renderers can read them (see `DiagnosticLog`).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// A stable identifier for a kind of problem, such as `path-entry-unresolved`.
  public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The identifier as written in documentation and output.
    public var rawValue: String

    /// Creates a code from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a code from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier.
    public var description: String { rawValue }
  }

  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Something a user may notice; the app goes on with a defined fallback.
    case warning
    /// Something that makes part of the app unusable until the code changes.
    case error

    /// Orders warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// Where in the app's source a problem was made, when Swift can tell.
  public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it (`Module/File.swift`).
    public var fileID: String
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1.
    public var column: Int

    /// Creates a location; the defaults capture the caller's position.
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) {
      self.fileID = fileID
      self.line = line
      self.column = column
    }

    /// The location as `file:line:column`.
    public var description: String { "\(fileID):\(line):\(column)" }
  }

  /// The kind of problem.
  public var code: Code
  /// How serious it is.
  public var severity: Severity
  /// What went wrong, in one or two sentences.
  public var message: String
  /// What to change so it does not happen again.
  public var fixIt: String?
  /// Where the problem was made, when known.
  public var location: SourceLocation?

  /// Creates a diagnostic.
  public init(
    code: Code,
    severity: Severity = .warning,
    message: String,
    fixIt: String? = nil,
    location: SourceLocation? = nil
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.fixIt = fixIt
    self.location = location
  }

  /// One line in the style of a compiler message: `location: severity: message [code] Fix: …`.
  public var description: String {
    var line = ""
    if let location { line += "\(location): " }
    line += "\(severity.rawValue): \(message) [\(code)]"
    if let fixIt { line += " Fix: \(fixIt)" }
    return line
  }
}
