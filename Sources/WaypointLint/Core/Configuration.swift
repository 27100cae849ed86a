import Foundation

/// What a project asks of the linter, read from `.waypoint-lint.json`:
///
/// ```json
/// {
///   "rules": { "tab-item-deprecated": "off", "view-based-navigation-link": "error" },
///   "exclude": ["Tests/Fixtures"],
///   "failOn": "error"
/// }
/// ```
///
/// JSON, not YAML: Foundation reads it, so the linter needs no YAML parser (and its C library)
/// in every package that runs the plugin, and a mistyped key is an error that names it.
public struct Configuration: Sendable, Equatable, Decodable {
  /// A rule's setting: off, or on at a severity.
  public enum RuleSetting: String, Sendable, Codable {
    /// The rule does not run.
    case off
    /// Its findings are warnings.
    case warning
    /// Its findings are errors.
    case error
  }

  /// When the run fails (exit status 1).
  public enum FailureLevel: String, Sendable, Codable {
    /// When any finding is an error (the default).
    case error
    /// When there is any finding.
    case warning
    /// Never.
    case never
  }

  /// Settings by rule id; rules not named keep their default severity.
  public var rules: [String: RuleSetting] = [:]
  /// Paths (relative to the configuration file's folder) whose files are not checked; a path
  /// matches itself and everything under it.
  public var exclude: [String] = []
  /// When the run fails.
  public var failOn: FailureLevel = .error

  /// The default configuration: every rule at its default severity.
  public init(
    rules: [String: RuleSetting] = [:], exclude: [String] = [], failOn: FailureLevel = .error
  ) {
    self.rules = rules
    self.exclude = exclude
    self.failOn = failOn
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case rules, exclude, failOn
  }

  /// Reads a configuration, rejecting keys it does not know.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    let known = Set(CodingKeys.allCases.map(\.rawValue))
    if let unknown = container.allKeys.first(where: { !known.contains($0.stringValue) }) {
      throw ConfigurationError.unknownKey(unknown.stringValue)
    }
    let keyed = try decoder.container(keyedBy: CodingKeys.self)
    rules = try keyed.decodeIfPresent([String: RuleSetting].self, forKey: .rules) ?? [:]
    exclude = try keyed.decodeIfPresent([String].self, forKey: .exclude) ?? []
    failOn = try keyed.decodeIfPresent(FailureLevel.self, forKey: .failOn) ?? .error
  }

  /// Reads the file at `url`; the errors say what is wrong and where.
  public static func load(from url: URL) throws -> Configuration {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ConfigurationError.unreadable(url.path)
    }
    do {
      return try JSONDecoder().decode(Configuration.self, from: data)
    } catch let error as ConfigurationError {
      throw error
    } catch let DecodingError.dataCorrupted(context) {
      throw ConfigurationError.invalid(url.path, context.debugDescription)
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
    {
      let key = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw ConfigurationError.invalid(url.path, "\(key): \(context.debugDescription)")
    } catch {
      throw ConfigurationError.invalid(url.path, "\(error)")
    }
  }

  /// Checks that every rule id it names exists.
  public func validate(against rules: [any LintRule]) throws {
    let ids = Set(rules.map(\.description.id))
    if let unknown = self.rules.keys.sorted().first(where: { !ids.contains($0) }) {
      throw ConfigurationError.unknownRule(unknown)
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// Why a configuration could not be used.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(String)
  /// The file is not valid JSON of the expected shape.
  case invalid(String, String)
  /// A top-level key the linter does not know.
  case unknownKey(String)
  /// A rule id that no rule has.
  case unknownRule(String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .unreadable(let path): "Cannot read the configuration file \(path)."
    case .invalid(let path, let reason): "The configuration file \(path) is invalid: \(reason)"
    case .unknownKey(let key):
      "Unknown configuration key \"\(key)\" (known keys: rules, exclude, failOn)."
    case .unknownRule(let id): "The configuration names \"\(id)\", which is not a rule id."
    }
  }
}
