#if !canImport(Darwin)
  import Foundation

  // Linux Foundation declares `NSPredicate(format:)` unavailable. These initializers are
  // declared on `NSCopying` constrained to `NSPredicate` so they can hand back the parsed
  // predicate (a subclass), which a class's own convenience initializer cannot; user code
  // calls them exactly as it calls Apple's.
  extension NSCopying where Self == NSPredicate {
    /// Parses `predicateFormat` (Apple's predicate format syntax), filling its `%@`, `%K`,
    /// `%d`, `%f`… specifiers from `args` in order. A format that does not parse gives a
    /// predicate that is false for everything and says why in `predicateFormat`, with one
    /// line on stderr; it never traps.
    public init(format predicateFormat: String, _ args: Any...) {
      self = FormatPredicate(format: predicateFormat, arguments: args)
    }

    /// Parses `predicateFormat`, filling its specifiers from `arguments`, as
    /// `init(format:_:)` does.
    public init(format predicateFormat: String, argumentArray arguments: [Any]?) {
      self = FormatPredicate(format: predicateFormat, arguments: arguments ?? [])
    }
  }

  extension NSPredicate {
    /// A copy with its `$VARIABLE`s replaced by the values in `variables` (ones not listed
    /// stay variables); compound predicates substitute into their subpredicates. Predicates
    /// made from blocks or constants come back unchanged.
    public func withSubstitutionVariables(_ variables: [String: Any]) -> Self {
      let substituted: NSPredicate
      if let parsed = self as? FormatPredicate {
        substituted = parsed.substituting(variables)
      } else if let compound = self as? NSCompoundPredicate {
        substituted = NSCompoundPredicate(
          type: compound.compoundPredicateType,
          subpredicates: compound.subpredicates.map { $0.withSubstitutionVariables(variables) })
      } else {
        return self
      }
      return (substituted as? Self) ?? self
    }
  }
#endif
