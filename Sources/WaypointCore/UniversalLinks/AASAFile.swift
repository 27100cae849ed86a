import Foundation

/// An apple-app-site-association file's universal links: which apps open which URLs of the
/// domain, as the modern `components` rules or the legacy `paths`.
public struct AASAFile: Sendable {
  /// One app entry of `applinks.details`.
  public struct Details: Sendable {
    /// The apps (`TEAMID.bundle.id`) the rules are for.
    public var appIDs: [String]
    /// The rules, in order: the first that matches decides.
    public var rules: [Rule]
  }

  /// One rule: a `components` entry, or a legacy `paths` string.
  public struct Rule: Sendable {
    /// Where it is in the file, such as `applinks.details[0].components[2]`.
    public var location: String
    /// The path pattern (`*` when not given).
    public var path: AASAPattern
    /// The query: a pattern for the whole query, or patterns for named items.
    public var query: QueryPattern
    /// The fragment pattern (`*` when not given).
    public var fragment: AASAPattern
    /// Whether a match keeps the URL out of the app.
    public var exclude: Bool
    /// Whether the patterns compare percent-encoded text (`true`) or decoded text.
    public var percentEncoded: Bool
    /// The rule as written, for explanations.
    public var summary: String
  }

  /// A `?` pattern: for the whole query string, or per query item.
  public enum QueryPattern: Sendable {
    /// Matches the query string.
    case whole(AASAPattern)
    /// Every named item must be present and match.
    case items([(name: String, pattern: AASAPattern)])
  }

  /// The app entries, in order.
  public var details: [Details]
  /// What is wrong or suspicious in the file; parsing keeps going past problems.
  public var problems: [AASAProblem]

  /// Parses a file; structural problems (bad JSON aside) are collected in `problems`.
  public init(data: Data) throws(AASAError) {
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw .invalidJSON("\(error)")
    }
    var parser = AASAParser()
    details = parser.parse(root)
    problems = parser.problems + AASAValidation.problems(in: details)
  }

  /// The problems at error severity.
  public var errors: [AASAProblem] { problems.filter { $0.severity == .error } }
}

/// A file that is not JSON at all.
public enum AASAError: Error, Equatable, CustomStringConvertible {
  /// The data is not valid JSON.
  case invalidJSON(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidJSON(let reason): "The file is not valid JSON: \(reason)"
    }
  }
}

/// Something wrong or suspicious in an apple-app-site-association file.
public struct AASAProblem: Sendable, Equatable, CustomStringConvertible {
  /// Errors make the file not do what it says; warnings are worth a look.
  public enum Severity: String, Sendable {
    /// The file does not do what it says.
    case error
    /// Worth a look.
    case warning
  }

  /// How serious it is.
  public var severity: Severity
  /// Where, as a path into the JSON.
  public var location: String
  /// What is wrong.
  public var message: String

  /// `severity: location: message`.
  public var description: String { "\(severity.rawValue): \(location): \(message)" }
}
