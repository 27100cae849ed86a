@_exported import Foundation

#if !canImport(Darwin)
  // Linux's Foundation leaves out the string comparisons `#Predicate` can build on Apple's
  // platforms (`localizedStandardContains`, `caseInsensitiveCompare`, `localizedCompare`), so a
  // predicate using one did not compile. These are the expressions the macro's calls name.
  extension PredicateExpressions {
    /// Whether a string contains another the way a search field matches: ignoring case and
    /// diacritics, by the current locale.
    public struct StringLocalizedStandardContains<Root, Other>: Foundation.PredicateExpression
    where
      Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression,
      Root.Output: StringProtocol, Other.Output: StringProtocol
    {
      /// Always a Boolean.
      public typealias Output = Bool
      /// The string searched.
      public let root: Root
      /// The string searched for.
      public let other: Other

      /// An expression searching `root` for `other`.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      /// Searches the evaluated `root` for the evaluated `other`.
      public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
        try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
      }
    }

    /// Two strings compared without regard to case.
    public struct StringCaseInsensitiveCompare<Root, Other>: Foundation.PredicateExpression
    where
      Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression,
      Root.Output: StringProtocol, Other.Output: StringProtocol
    {
      /// How the first compares to the second.
      public typealias Output = ComparisonResult
      /// The first string.
      public let root: Root
      /// The second string.
      public let other: Other

      /// An expression comparing `root` with `other`.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      /// Compares the evaluated strings, case ignored.
      public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
        try root.evaluate(bindings).caseInsensitiveCompare(other.evaluate(bindings))
      }
    }

    /// Two strings compared by the current locale's rules.
    public struct StringLocalizedCompare<Root, Other>: Foundation.PredicateExpression
    where
      Root: Foundation.PredicateExpression, Other: Foundation.PredicateExpression,
      Root.Output: StringProtocol, Other.Output: StringProtocol
    {
      /// How the first compares to the second.
      public typealias Output = ComparisonResult
      /// The first string.
      public let root: Root
      /// The second string.
      public let other: Other

      /// An expression comparing `root` with `other`.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      /// Compares the evaluated strings by the current locale.
      public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
        try root.evaluate(bindings).localizedCompare(other.evaluate(bindings))
      }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// What `#Predicate` writes for `a.localizedStandardContains(b)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
      -> StringLocalizedStandardContains<Root, Other>
    {
      StringLocalizedStandardContains(root: root, other: other)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// What `#Predicate` writes for `a.caseInsensitiveCompare(b)`.
    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other)
      -> StringCaseInsensitiveCompare<Root, Other>
    {
      StringCaseInsensitiveCompare(root: root, other: other)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// What `#Predicate` writes for `a.localizedCompare(b)`.
    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other)
      -> StringLocalizedCompare<Root, Other>
    {
      StringLocalizedCompare(root: root, other: other)
    }
  }

  extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
  extension PredicateExpressions.StringLocalizedStandardContains: Codable
  where Root: Codable, Other: Codable {}
  extension PredicateExpressions.StringLocalizedStandardContains: Sendable
  where Root: Sendable, Other: Sendable {}

  extension PredicateExpressions.StringCaseInsensitiveCompare: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
  extension PredicateExpressions.StringCaseInsensitiveCompare: Codable
  where Root: Codable, Other: Codable {}
  extension PredicateExpressions.StringCaseInsensitiveCompare: Sendable
  where Root: Sendable, Other: Sendable {}

  extension PredicateExpressions.StringLocalizedCompare: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
  extension PredicateExpressions.StringLocalizedCompare: Codable
  where Root: Codable, Other: Codable {}
  extension PredicateExpressions.StringLocalizedCompare: Sendable
  where Root: Sendable, Other: Sendable {}
#endif
