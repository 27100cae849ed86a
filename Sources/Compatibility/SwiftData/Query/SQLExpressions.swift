import Foundation
import GRDB
import WaypointFoundation

// Each predicate expression the store can evaluate says how, as SQL. A dynamic cast to
// `SQLExpressible` finds these conformances (conditional ones included); anything without one
// is evaluated on the fetched models instead.

extension PredicateExpressions.Variable: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    guard let fragment = scope.variables[key] else { throw Untranslatable() }
    return fragment
  }
}

extension PredicateExpressions.Value: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    if let optional = value as? any AnyOptional, optional.wrapped == nil { return .null }
    let unwrapped = (value as? any AnyOptional)?.wrapped ?? value
    if let model = unwrapped as? any PersistentModel {
      guard let row = model._$modelState.identifier?.row else { throw Untranslatable() }
      return .value(String(row))
    }
    if let identifier = unwrapped as? PersistentIdentifier {
      return .value(String(identifier.row))
    }
    if let raw = (unwrapped as? any RawRepresentable)?.rawValue,
      let encoded = ColumnCoding.encodeScalar(raw), !(unwrapped is String)
    {
      return .value(scope.bind(encoded))
    }
    guard let encoded = ColumnCoding.encodeScalar(unwrapped) else { throw Untranslatable() }
    return .value(scope.bind(encoded))
  }
}

extension PredicateExpressions.KeyPath: SQLExpressible where Root: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    let base = try root.sql(&scope)
    let path = keyPath as AnyKeyPath
    switch base {
    case .row(let entity, let key, let alias):
      if path == entity.type.persistentIDKeyPath { return .value(key) }
      guard let property = entity.property(for: path) else { throw Untranslatable() }
      if alias == "t0" { scope.readProperties.insert(property.name) }
      switch property.kind {
      case .toMany:
        guard let table = scope.layout.tables[entity.entityName],
          let storage = table.toMany[property.name],
          let collection = property.valueType as? any ModelCollection.Type
        else { throw Untranslatable() }
        return scope.members(storage, ownerKey: key, collection: collection)
      case .toOne(let destination, _):
        let column = Self.column(property.name, of: entity, key: key, alias: alias)
        return .row(ModelDescription.of(destination), key: column, alias: nil)
      case .unsupported, .codable:
        throw Untranslatable()
      case .scalar, .rawValue:
        return .value(Self.column(property.name, of: entity, key: key, alias: alias))
      }
    case .rows(_, _, let from, let collection):
      if path == collection.countKeyPath { return .value("(SELECT COUNT(*) FROM \(from))") }
      if path == collection.isEmptyKeyPath {
        return .value("(NOT EXISTS (SELECT 1 FROM \(from)))")
      }
      throw Untranslatable()
    case .value(let sql):
      if path == \String.count as AnyKeyPath { return .value("swiftdata_count(\(sql))") }
      if path == \String.isEmpty as AnyKeyPath { return .value("(\(sql) = '')") }
      throw Untranslatable()
    case .null:
      return .null
    case .range:
      throw Untranslatable()
    }
  }

  private static func column(
    _ name: String, of entity: ModelDescription, key: String, alias: String?
  ) -> String {
    if let alias { return "\(alias).\(quoted(name))" }
    return "(SELECT \(quoted(name)) FROM \(quoted(entity.entityName)) WHERE _pk = \(key))"
  }
}

extension PredicateExpressions.Equal: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value(try SQLComparison.equality(lhs, rhs, &scope, negated: false))
  }
}

extension PredicateExpressions.NotEqual: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value(try SQLComparison.equality(lhs, rhs, &scope, negated: true))
  }
}

extension PredicateExpressions.Comparison: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    let symbol: String
    switch op {
    case .lessThan: symbol = "<"
    case .lessThanOrEqual: symbol = "<="
    case .greaterThan: symbol = ">"
    case .greaterThanOrEqual: symbol = ">="
    @unknown default: throw Untranslatable()
    }
    return .value(try scope.infix(lhs, symbol, rhs))
  }
}

extension PredicateExpressions.Conjunction: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value(try scope.infix(lhs, "AND", rhs))
  }
}

extension PredicateExpressions.Disjunction: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value(try scope.infix(lhs, "OR", rhs))
  }
}

extension PredicateExpressions.Negation: SQLExpressible where Wrapped: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value("(NOT \(try scope.value(of: wrapped)))")
  }
}

extension PredicateExpressions.Arithmetic: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    let symbol: String
    switch op {
    case .add: symbol = "+"
    case .subtract: symbol = "-"
    case .multiply: symbol = "*"
    @unknown default: throw Untranslatable()
    }
    return .value(try scope.infix(lhs, symbol, rhs))
  }
}

extension PredicateExpressions.UnaryMinus: SQLExpressible where Wrapped: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value("(-\(try scope.value(of: wrapped)))")
  }
}

extension PredicateExpressions.IntDivision: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value(try scope.infix(lhs, "/", rhs))
  }
}

extension PredicateExpressions.IntRemainder: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value(try scope.infix(lhs, "%", rhs))
  }
}

extension PredicateExpressions.FloatDivision: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value("(CAST(\(try scope.value(of: lhs)) AS REAL) / \(try scope.value(of: rhs)))")
  }
}

extension PredicateExpressions.NilCoalesce: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value("COALESCE(\(try scope.value(of: lhs)), \(try scope.value(of: rhs)))")
  }
}

extension PredicateExpressions.ForcedUnwrap: SQLExpressible where Inner: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    try inner.sql(&scope)
  }
}

extension PredicateExpressions.OptionalFlatMap: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    scope.variables[variable.key] = try wrapped.sql(&scope)
    return try transform.sql(&scope)
  }
}

extension PredicateExpressions.Conditional: SQLExpressible
where Test: SQLExpressible, If: SQLExpressible, Else: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    let test = try scope.value(of: self.test)
    let yes = try scope.value(of: trueBranch)
    let no = try scope.value(of: falseBranch)
    return .value("(CASE WHEN \(test) THEN \(yes) ELSE \(no) END)")
  }
}

extension PredicateExpressions.SequenceContains: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    let element = try scope.value(of: self.element)
    if let values = sequence as? any ValueSequence {
      let items = try values.elements.map { item -> String in
        guard
          let encoded = ColumnCoding.encodeScalar(
            (item as? any RawRepresentable)?.rawValue ?? item)
        else { throw Untranslatable() }
        return scope.bind(encoded)
      }
      guard !items.isEmpty else { return .value("0") }
      return .value("(\(element) IN (\(items.joined(separator: ", "))))")
    }
    guard case .rows(_, let alias, let from, _) = try sequence.sql(&scope) else {
      throw Untranslatable()
    }
    return .value("EXISTS (SELECT 1 FROM \(from) AND \(alias)._pk = \(element))")
  }
}

extension PredicateExpressions.SequenceContainsWhere: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    guard case .rows(let entity, let alias, let from, _) = try sequence.sql(&scope) else {
      throw Untranslatable()
    }
    scope.variables[variable.key] = .row(entity, key: "\(alias)._pk", alias: alias)
    return .value("EXISTS (SELECT 1 FROM \(from) AND \(try scope.value(of: test)))")
  }
}

extension PredicateExpressions.SequenceAllSatisfy: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    guard case .rows(let entity, let alias, let from, _) = try sequence.sql(&scope) else {
      throw Untranslatable()
    }
    scope.variables[variable.key] = .row(entity, key: "\(alias)._pk", alias: alias)
    return .value("NOT EXISTS (SELECT 1 FROM \(from) AND NOT \(try scope.value(of: test)))")
  }
}

extension PredicateExpressions.CollectionContainsCollection: SQLExpressible
where Base: SQLExpressible, Other: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    guard Base.Output.self is any StringProtocol.Type else { throw Untranslatable() }
    return .value(
      "swiftdata_contains(\(try scope.value(of: base)), \(try scope.value(of: other)))")
  }
}

extension PredicateExpressions.SequenceStartsWith: SQLExpressible
where Base: SQLExpressible, Prefix: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    guard Base.Output.self is any StringProtocol.Type else { throw Untranslatable() }
    return .value(
      "swiftdata_has_prefix(\(try scope.value(of: base)), \(try scope.value(of: prefix)))")
  }
}

extension PredicateExpressions.StringLocalizedStandardContains: SQLExpressible
where Root: SQLExpressible, Other: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .value(
      "swiftdata_localized_standard_contains(\(try scope.value(of: root)), "
        + "\(try scope.value(of: other)))")
  }
}

extension PredicateExpressions.ClosedRange: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .range(lower: try scope.value(of: lower), upper: try scope.value(of: upper), isClosed: true)
  }
}

extension PredicateExpressions.Range: SQLExpressible
where LHS: SQLExpressible, RHS: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    .range(lower: try scope.value(of: lower), upper: try scope.value(of: upper), isClosed: false)
  }
}

extension PredicateExpressions.RangeExpressionContains: SQLExpressible
where RangeExpression: SQLExpressible, Element: SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment {
    guard case .range(let lower, let upper, let isClosed) = try range.sql(&scope) else {
      throw Untranslatable()
    }
    let element = try scope.value(of: self.element)
    return isClosed
      ? .value("(\(element) BETWEEN \(lower) AND \(upper))")
      : .value("(\(element) >= \(lower) AND \(element) < \(upper))")
  }
}

/// Equality as SQL: rows by key, values with `IS` so that nil equals nil as in Swift.
enum SQLComparison {
  static func equality(_ lhs: Any, _ rhs: Any, _ scope: inout SQLScope, negated: Bool) throws
    -> String
  {
    let left = try scope.fragment(of: lhs)
    let right = try scope.fragment(of: rhs)
    guard let leftSQL = left.valueSQL, let rightSQL = right.valueSQL else {
      throw Untranslatable()
    }
    return "(\(leftSQL) IS \(negated ? "NOT " : "")\(rightSQL))"
  }
}

/// A `Value` expression holding a sequence of values (`[1, 2].contains($0.n)`).
protocol ValueSequence {
  var elements: [Any] { get }
}

extension PredicateExpressions.Value: ValueSequence where Output: Sequence {
  var elements: [Any] { value.map { $0 as Any } }
}

extension PersistentModel {
  /// `\Self.persistentModelID`, which predicates compare by row.
  static var persistentIDKeyPath: AnyKeyPath { \Self.persistentModelID }
}

extension SQLScope {
  /// `(lhs op rhs)` of two expressions that must be values.
  mutating func infix(_ lhs: Any, _ op: String, _ rhs: Any) throws -> String {
    "(\(try value(of: lhs)) \(op) \(try value(of: rhs)))"
  }
}
