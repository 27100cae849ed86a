/// Reads the JSON of an apple-app-site-association file into rules, noting every key it does
/// not know, every value of the wrong type and every pattern that does not compile.
struct AASAParser {
  private(set) var problems: [AASAProblem] = []

  private static let topLevelKeys: Set<String> = [
    "applinks", "webcredentials", "appclips", "activitycontinuation",
  ]
  private static let applinksKeys: Set<String> = [
    "apps", "details", "defaults", "substitutionVariables",
  ]
  private static let detailsKeys: Set<String> = [
    "appID", "appIDs", "components", "paths", "defaults",
  ]
  private static let componentKeys: Set<String> = [
    "/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment",
  ]
  private static let defaultsKeys: Set<String> = ["caseSensitive", "percentEncoded"]

  private struct Defaults {
    var caseSensitive = true
    var percentEncoded = true
  }

  mutating func parse(_ root: JSONValue) -> [AASAFile.Details] {
    guard case .object(let top) = root else {
      problem(.error, "(root)", "the file must be a JSON object, not \(root.typeName)")
      return []
    }
    unknownKeys(in: top, known: Self.topLevelKeys, at: "(root)", severity: .warning)
    guard let applinksValue = top["applinks"] else {
      problem(
        .error, "(root)", "there is no \"applinks\" section, so no universal links open an app")
      return []
    }
    guard case .object(let applinks) = applinksValue else {
      problem(.error, "applinks", "must be an object, not \(applinksValue.typeName)")
      return []
    }
    unknownKeys(in: applinks, known: Self.applinksKeys, at: "applinks", severity: .error)
    let fileDefaults = defaults(
      applinks["defaults"], inheriting: Defaults(), at: "applinks.defaults")
    let variables = substitutionVariables(applinks["substitutionVariables"])
    guard case .array(let detailsList)? = applinks["details"] else {
      problem(.error, "applinks", "\"details\" must be an array of app entries")
      return []
    }
    var parsedDetails: [AASAFile.Details] = []
    for (index, value) in detailsList.enumerated() {
      let location = "applinks.details[\(index)]"
      guard case .object(let entry) = value else {
        problem(.error, location, "must be an object, not \(value.typeName)")
        continue
      }
      unknownKeys(in: entry, known: Self.detailsKeys, at: location, severity: .error)
      let appIDs = self.appIDs(in: entry, at: location)
      let entryDefaults = defaults(
        entry["defaults"], inheriting: fileDefaults, at: location + ".defaults")
      var rules: [AASAFile.Rule] = []
      if case .array(let components)? = entry["components"] {
        if entry["paths"] != nil {
          problem(
            .warning, location,
            "has both \"components\" and \"paths\"; systems since iOS 13 use only \"components\"")
        }
        for (componentIndex, component) in components.enumerated() {
          if let rule = self.rule(
            component, at: "\(location).components[\(componentIndex)]", defaults: entryDefaults,
            variables: variables)
          {
            rules.append(rule)
          }
        }
      } else if let components = entry["components"] {
        problem(.error, location, "\"components\" must be an array, not \(components.typeName)")
      } else if case .array(let paths)? = entry["paths"] {
        for (pathIndex, path) in paths.enumerated() {
          if let rule = legacyRule(
            path, at: "\(location).paths[\(pathIndex)]", variables: variables)
          {
            rules.append(rule)
          }
        }
      } else {
        problem(.error, location, "has neither \"components\" nor \"paths\", so it opens no URLs")
      }
      parsedDetails.append(AASAFile.Details(appIDs: appIDs, rules: rules))
    }
    return parsedDetails
  }

  // MARK: Parts

  private mutating func appIDs(in entry: [String: JSONValue], at location: String) -> [String] {
    var ids: [String] = []
    if case .string(let id)? = entry["appID"] { ids.append(id) }
    if case .array(let list)? = entry["appIDs"] {
      for value in list {
        if case .string(let id) = value {
          ids.append(id)
        } else {
          problem(.error, location, "\"appIDs\" must hold strings")
        }
      }
    }
    if entry["appID"] != nil && entry["appIDs"] != nil {
      problem(.warning, location, "has both \"appID\" and \"appIDs\"; use \"appIDs\"")
    }
    if ids.isEmpty { problem(.error, location, "names no app: add \"appIDs\"") }
    for id in ids where !Self.isAppID(id) {
      problem(
        .warning, location,
        "\"\(id)\" does not look like TEAMID.bundle.identifier (a 10-character team ID, a dot, a bundle ID)"
      )
    }
    return ids
  }

  private static func isAppID(_ id: String) -> Bool {
    let parts = id.split(separator: ".", maxSplits: 1)
    return parts.count == 2 && parts[0].count == 10
      && parts[0].allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
      && !parts[1].isEmpty
  }

  private mutating func defaults(
    _ value: JSONValue?, inheriting base: Defaults, at location: String
  ) -> Defaults {
    guard let value else { return base }
    guard case .object(let object) = value else {
      problem(.error, location, "must be an object, not \(value.typeName)")
      return base
    }
    unknownKeys(in: object, known: Self.defaultsKeys, at: location, severity: .error)
    var result = base
    result.caseSensitive =
      bool(object["caseSensitive"], named: "caseSensitive", at: location) ?? base.caseSensitive
    result.percentEncoded =
      bool(object["percentEncoded"], named: "percentEncoded", at: location) ?? base.percentEncoded
    return result
  }

  private mutating func substitutionVariables(_ value: JSONValue?) -> [String: [String]] {
    guard let value else { return [:] }
    guard case .object(let object) = value else {
      problem(.error, "applinks.substitutionVariables", "must be an object, not \(value.typeName)")
      return [:]
    }
    var variables: [String: [String]] = [:]
    for (name, list) in object.sorted(by: { $0.key < $1.key }) {
      let location = "applinks.substitutionVariables.\(name)"
      if name.contains(where: { "$()".contains($0) }) {
        problem(.error, location, "a variable's name cannot contain $, ( or )")
      }
      if AASAVariables.predefined(name) != nil {
        problem(.warning, location, "redefines the predefined variable $(\(name))")
      }
      guard case .array(let values) = list else {
        problem(.error, location, "must be an array of strings, not \(list.typeName)")
        continue
      }
      variables[name] = values.compactMap { value in
        if case .string(let text) = value { return text }
        problem(.error, location, "must hold strings only")
        return nil
      }
    }
    return variables
  }

  private mutating func rule(
    _ value: JSONValue, at location: String, defaults: Defaults, variables: [String: [String]]
  ) -> AASAFile.Rule? {
    guard case .object(let component) = value else {
      problem(.error, location, "must be an object, not \(value.typeName)")
      return nil
    }
    unknownKeys(in: component, known: Self.componentKeys, at: location, severity: .error)
    let caseSensitive =
      bool(component["caseSensitive"], named: "caseSensitive", at: location)
      ?? defaults.caseSensitive
    let percentEncoded =
      bool(component["percentEncoded"], named: "percentEncoded", at: location)
      ?? defaults.percentEncoded
    let exclude = bool(component["exclude"], named: "exclude", at: location) ?? false
    if let comment = component["comment"], case .string = comment {
    } else if let comment = component["comment"] {
      problem(.warning, location, "\"comment\" should be a string, not \(comment.typeName)")
    }
    func compile(_ key: String) -> AASAPattern? {
      let text: String
      switch component[key] {
      case nil: text = "*"
      case .string(let value)?: text = value
      case let other?:
        problem(.error, location, "\"\(key)\" must be a string, not \(other.typeName)")
        return nil
      }
      return pattern(
        text, at: location, key: key, caseSensitive: caseSensitive, variables: variables)
    }
    guard let path = compile("/"), let fragment = compile("#") else { return nil }
    if path.description != "*", !path.description.hasPrefix("/"), !path.description.hasPrefix("*"),
      !path.description.hasPrefix("$(")
    {
      problem(
        .error, location,
        "the path pattern \"\(path.description)\" does not start with / or *, so it never matches")
    }
    let query: AASAFile.QueryPattern
    switch component["?"] {
    case nil:
      query = .whole(AASAPattern.everything)
    case .string(let text)?:
      guard
        let compiled = pattern(
          text, at: location, key: "?", caseSensitive: caseSensitive, variables: variables)
      else {
        return nil
      }
      query = .whole(compiled)
    case .object(let items)?:
      var compiled: [(String, AASAPattern)] = []
      for (name, itemValue) in items.sorted(by: { $0.key < $1.key }) {
        guard case .string(let text) = itemValue else {
          problem(
            .error, location,
            "the query item \"\(name)\" must have a string pattern, not \(itemValue.typeName)")
          continue
        }
        if let itemPattern = pattern(
          text, at: location, key: "?.\(name)", caseSensitive: caseSensitive, variables: variables)
        {
          compiled.append((name, itemPattern))
        }
      }
      query = .items(compiled)
    case let other?:
      problem(.error, location, "\"?\" must be a string or an object, not \(other.typeName)")
      return nil
    }
    return AASAFile.Rule(
      location: location, path: path, query: query, fragment: fragment, exclude: exclude,
      percentEncoded: percentEncoded, summary: Self.summary(component))
  }

  /// A legacy `paths` entry: a path pattern, `NOT ` in front to exclude.
  private mutating func legacyRule(
    _ value: JSONValue, at location: String, variables: [String: [String]]
  ) -> AASAFile.Rule? {
    guard case .string(var text) = value else {
      problem(.error, location, "must be a string, not \(value.typeName)")
      return nil
    }
    let exclude = text.hasPrefix("NOT ")
    if exclude { text = String(text.dropFirst(4)) }
    guard
      let path = pattern(text, at: location, key: "path", caseSensitive: true, variables: variables)
    else { return nil }
    return AASAFile.Rule(
      location: location, path: path, query: .whole(AASAPattern.everything),
      fragment: AASAPattern.everything,
      exclude: exclude, percentEncoded: true, summary: (exclude ? "NOT " : "") + text)
  }

  private mutating func pattern(
    _ text: String, at location: String, key: String, caseSensitive: Bool,
    variables: [String: [String]]
  ) -> AASAPattern? {
    do {
      return try AASAPattern(text, caseSensitive: caseSensitive, variables: variables)
    } catch {
      problem(.error, location, "\"\(key)\": \(error)")
      return nil
    }
  }

  private mutating func bool(_ value: JSONValue?, named name: String, at location: String) -> Bool?
  {
    switch value {
    case nil: return nil
    case .bool(let flag)?: return flag
    case let other?:
      problem(.error, location, "\"\(name)\" must be true or false, not \(other.typeName)")
      return nil
    }
  }

  private mutating func unknownKeys(
    in object: [String: JSONValue], known: Set<String>, at location: String,
    severity: AASAProblem.Severity
  ) {
    for key in object.keys.sorted() where !known.contains(key) {
      let suggestion = known.min { EditDistance.between($0, key) < EditDistance.between($1, key) }
      let hint =
        suggestion.map { EditDistance.between($0, key) <= 3 ? " (did you mean \"\($0)\"?)" : "" }
        ?? ""
      problem(severity, location, "unknown key \"\(key)\"\(hint); it is ignored")
    }
  }

  private mutating func problem(
    _ severity: AASAProblem.Severity, _ location: String, _ message: String
  ) {
    problems.append(AASAProblem(severity: severity, location: location, message: message))
  }

  /// The rule's keys as written, for explanations: `/: "/buy/*", ?: {…}, exclude`.
  private static func summary(_ component: [String: JSONValue]) -> String {
    var parts: [String] = []
    for key in ["/", "?", "#"] {
      switch component[key] {
      case .string(let text)?: parts.append("\(key) \"\(text)\"")
      case .object(let items)?:
        let fields = items.sorted { $0.key < $1.key }.map { name, value in
          if case .string(let text) = value { "\(name)=\"\(text)\"" } else { name }
        }
        parts.append("\(key) {\(fields.joined(separator: ", "))}")
      default: break
      }
    }
    if case .bool(true)? = component["exclude"] { parts.append("exclude") }
    return parts.isEmpty ? "(matches everything)" : parts.joined(separator: ", ")
  }
}

extension AASAPattern {
  /// `*`, which matches everything.
  static let everything = AASAPattern(catchAll: ())

  private init(catchAll: Void) {
    description = "*"
    tokens = [.many]
    isCaseSensitive = true
  }
}
