#if !canImport(Darwin)
  import Foundation

  /// A parsed predicate: comparisons joined by AND, OR and NOT.
  indirect enum PredicateNode {
    /// TRUEPREDICATE or FALSEPREDICATE.
    case constant(Bool)
    /// All of the parts hold.
    case and([PredicateNode])
    /// At least one of the parts holds.
    case or([PredicateNode])
    /// The part does not hold.
    case not(PredicateNode)
    /// Two expressions compared.
    case comparison(PredicateComparison)
  }

  /// `left OPERATOR[options] right`, possibly applied across a collection (ANY, ALL, NONE).
  struct PredicateComparison {
    /// How a collection on the left is compared.
    enum Quantifier {
      /// The left side as one value.
      case direct
      /// ANY or SOME element.
      case any
      /// ALL elements.
      case all
      /// NONE of the elements.
      case none
    }

    /// The comparison operators of the format syntax.
    enum Operator: String {
      case equal = "=="
      case notEqual = "!="
      case less = "<"
      case lessOrEqual = "<="
      case greater = ">"
      case greaterOrEqual = ">="
      case `in` = "IN"
      case contains = "CONTAINS"
      case beginsWith = "BEGINSWITH"
      case endsWith = "ENDSWITH"
      case like = "LIKE"
      case matches = "MATCHES"
      case between = "BETWEEN"
    }

    var quantifier: Quantifier
    var left: PredicateExpression
    var comparison: Operator
    /// `[c]` (case-insensitive) and `[d]` (diacritic-insensitive) string options.
    var options: String.CompareOptions
    var right: PredicateExpression
  }

  /// One step of a key path.
  enum KeyPathStep {
    /// A property or dictionary key.
    case key(String)
    /// A collection operator: `@count`, `@sum`, `@avg`, `@min`, `@max`.
    case collectionOperator(String)
  }

  /// The ways an element of a collection is picked by a subscript.
  enum PredicateIndex {
    case first
    case last
    case size
    case expression(PredicateExpression)
  }

  /// A value inside a predicate.
  indirect enum PredicateExpression {
    /// A fixed value: a literal or an argument.
    case constant(PredicateConstant)
    /// SELF, the object being evaluated.
    case evaluatedObject
    /// A key path read from `base` (the evaluated object when nil).
    case keyPath(base: PredicateExpression?, steps: [KeyPathStep])
    /// `$NAME`, read from the substitution variables.
    case variable(String)
    /// `{a, b, c}`.
    case aggregate([PredicateExpression])
    /// `base[index]`.
    case subscripted(PredicateExpression, PredicateIndex)
    /// `left + right`, `-`, `*`, `/`, `**`.
    case arithmetic(PredicateExpression, String, PredicateExpression)
    /// `-value`.
    case negated(PredicateExpression)
  }

  /// A constant value in a parsed predicate (nil for NIL/NULL).
  struct PredicateConstant {
    let value: Any?
  }
#endif
