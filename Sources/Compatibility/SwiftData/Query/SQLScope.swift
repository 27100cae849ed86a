import Foundation
import GRDB

/// A part of a predicate as SQL: a value, a reference to one row of an entity (by an SQL
/// expression giving its `_pk`), or the rows a to-many relationship holds.
enum SQLFragment {
  case value(String)
  /// `alias` is set when the row is a table in the query's `FROM`, so columns read directly.
  case row(ModelDescription, key: String, alias: String?)
  /// The members of a to-many relationship: `FROM … WHERE …` text with `alias` for the member,
  /// and the relationship's collection type.
  case rows(ModelDescription, alias: String, from: String, collection: any ModelCollection.Type)
  /// A range's bounds, for `contains`.
  case range(lower: String, upper: String, isClosed: Bool)
  case null

  var valueSQL: String? {
    switch self {
    case .value(let sql): sql
    case .row(_, let key, _): key
    case .null: "NULL"
    case .rows, .range: nil
    }
  }
}

/// A predicate expression the store can evaluate, turned into SQL.
protocol SQLExpressible {
  func sql(_ scope: inout SQLScope) throws -> SQLFragment
}

/// An expression, or a part of one, the store cannot evaluate: it is evaluated on the models.
struct Untranslatable: Error {}

/// What translating one predicate knows: the layout, what each variable stands for, the values
/// bound so far, and which properties of the fetched entity the predicate reads.
struct SQLScope {
  let layout: StoreLayout
  var variables: [PredicateExpressions.VariableID: SQLFragment] = [:]
  var arguments: [DatabaseValue] = []
  var readProperties: Set<String> = []
  private var aliasCount = 0

  init(layout: StoreLayout) {
    self.layout = layout
  }

  mutating func newAlias() -> String {
    aliasCount += 1
    return "t\(aliasCount)"
  }

  mutating func bind(_ value: DatabaseValue) -> String {
    arguments.append(value)
    return "?"
  }

  /// The SQL value of an expression that must be a value.
  mutating func value(of expression: Any) throws -> String {
    guard let sql = try fragment(of: expression).valueSQL else { throw Untranslatable() }
    return sql
  }

  mutating func fragment(of expression: Any) throws -> SQLFragment {
    guard let expressible = expression as? any SQLExpressible else { throw Untranslatable() }
    return try expressible.sql(&self)
  }

  /// The rows of `storage` owned by the row whose key is `ownerKey`, under a new alias.
  mutating func members(
    _ storage: StoreLayout.ToManyStorage, ownerKey: String,
    collection: any ModelCollection.Type
  ) -> SQLFragment {
    let alias = newAlias()
    switch storage {
    case .inverseColumn(let destination, let column):
      return .rows(
        destination, alias: alias,
        from: "\(quoted(destination.entityName)) AS \(alias) WHERE \(alias).\(quoted(column)) = "
          + ownerKey, collection: collection)
    case .joinTable(let name, let ownerColumn, let memberColumn, let destination):
      return .rows(
        destination, alias: alias,
        from: "\(quoted(destination.entityName)) AS \(alias) WHERE \(alias)._pk IN (SELECT "
          + "\(memberColumn) FROM \(quoted(name)) WHERE \(ownerColumn) = \(ownerKey))",
        collection: collection)
    }
  }
}

/// Turns fetch descriptors into SQL where the store can evaluate them.
enum SQLTranslation {
  /// The `WHERE` of `predicate` over the fetched entity's table aliased `t0`, its arguments and
  /// the properties it reads; nil when some part of it cannot be evaluated by the store.
  static func whereClause<T>(
    _ predicate: Predicate<T>, entity: ModelDescription, layout: StoreLayout
  ) -> (sql: String, arguments: [DatabaseValue], properties: Set<String>)? {
    var scope = SQLScope(layout: layout)
    scope.variables[predicate.variable.key] = .row(entity, key: "t0._pk", alias: "t0")
    guard let sql = try? scope.value(of: predicate.expression) else { return nil }
    return (sql, scope.arguments, scope.readProperties)
  }

  /// The parts of `predicate` the store can evaluate when not all of it can: the translatable
  /// operands of its outermost conjunctions, which narrow the rows read.
  static func prefilter<T>(
    _ predicate: Predicate<T>, entity: ModelDescription, layout: StoreLayout
  ) -> (sql: String, arguments: [DatabaseValue])? {
    var scope = SQLScope(layout: layout)
    scope.variables[predicate.variable.key] = .row(entity, key: "t0._pk", alias: "t0")
    var clauses: [String] = []
    var pending: [Any] = [predicate.expression]
    while let expression = pending.popLast() {
      if let conjunction = expression as? any ConjunctionOperands {
        pending.append(contentsOf: conjunction.operands)
        continue
      }
      var attempt = scope
      if let sql = try? attempt.value(of: expression) {
        scope = attempt
        clauses.append(sql)
      }
    }
    guard !clauses.isEmpty else { return nil }
    return (clauses.map { "(\($0))" }.joined(separator: " AND "), scope.arguments)
  }

  /// `ORDER BY` terms for `descriptors`, or nil when one sorts by something the store cannot.
  static func orderBy<T>(
    _ descriptors: [SortDescriptor<T>], entity: ModelDescription
  ) -> (sql: [String], properties: Set<String>)? {
    var terms: [String] = []
    var properties: Set<String> = []
    for descriptor in descriptors {
      guard let keyPath = descriptor.keyPath, let property = entity.property(for: keyPath),
        !property.isRelationship
      else { return nil }
      var term = "t0.\(quoted(property.name))"
      if case .scalar(.string, _) = property.kind {
        // Linux's Foundation has only the lexical string comparator (Swift's `<`), which is
        // SQLite's binary order for the NFC text Swift stores.
        if let comparator = descriptor.stringComparator, comparator != .lexical { return nil }
      } else if case .scalar = property.kind {
      } else if case .rawValue = property.kind {
      } else {
        return nil
      }
      term += descriptor.order == .reverse ? " DESC" : " ASC"
      terms.append(term)
      properties.insert(property.name)
    }
    return (terms, properties)
  }
}

/// A conjunction's two sides, seen without their types.
protocol ConjunctionOperands {
  var operands: [Any] { get }
}

extension PredicateExpressions.Conjunction: ConjunctionOperands {
  var operands: [Any] { [lhs, rhs] }
}
