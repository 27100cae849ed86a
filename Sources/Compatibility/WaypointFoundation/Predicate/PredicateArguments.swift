#if !canImport(Darwin)
  import Foundation

  /// The arguments of a predicate format, handed out in order to its `%` specifiers.
  struct PredicateArguments {
    private let values: [Any?]
    private var nextIndex = 0

    init(_ values: [Any?]) {
      self.values = values
    }

    /// The expression specifier `%conversion` stands for: `%@` a value, `%K` a key path,
    /// `%d`/`%i`/`%u`… an integer, `%f`/`%g`/`%e` a floating-point number, `%s` a string,
    /// `%c` a character.
    mutating func expression(
      for conversion: Character, at offset: Int
    ) throws(PredicateSyntaxError) -> PredicateExpression {
      guard conversion != "%" else {
        throw PredicateSyntaxError(reason: "'%%' is not a value", offset: offset)
      }
      guard nextIndex < values.count else {
        throw PredicateSyntaxError(
          reason: "the format has more specifiers than the \(values.count) arguments given",
          offset: offset)
      }
      let argument = values[nextIndex].flatMap(ValueInspection.unwrappedOptional)
      nextIndex += 1
      switch conversion {
      case "@":
        return .constant(PredicateConstant(value: argument is NSNull ? nil : argument))
      case "K":
        guard let keyPath = argument.flatMap(PredicateValue.text(from:)), !keyPath.isEmpty else {
          throw PredicateSyntaxError(reason: "%K needs a key path string", offset: offset)
        }
        return .keyPath(base: nil, steps: Self.steps(of: keyPath))
      case "s", "S":
        guard let argument else { return .constant(PredicateConstant(value: nil)) }
        return .constant(
          PredicateConstant(value: PredicateValue.text(from: argument) ?? "\(argument)"))
      case "c", "C":
        return .constant(PredicateConstant(value: try character(argument, at: offset)))
      case "f", "F", "g", "G", "e", "E":
        let number = try number(argument, conversion, at: offset)
        return .constant(PredicateConstant(value: NSNumber(value: number.doubleValue)))
      default:
        return .constant(PredicateConstant(value: try number(argument, conversion, at: offset)))
      }
    }

    private static func steps(of keyPath: String) -> [KeyPathStep] {
      keyPath.split(separator: ".").map { part in
        part.hasPrefix("@") ? .collectionOperator(String(part.dropFirst())) : .key(String(part))
      }
    }

    private func number(
      _ argument: Any?, _ conversion: Character, at offset: Int
    ) throws(PredicateSyntaxError) -> NSNumber {
      guard let argument, let number = ValueInspection.number(from: argument) else {
        throw PredicateSyntaxError(
          reason:
            "%\(conversion) needs a number, not \(argument.map { "\(type(of: $0))" } ?? "nil")",
          offset: offset)
      }
      return number
    }

    private func character(_ argument: Any?, at offset: Int) throws(PredicateSyntaxError) -> String
    {
      if let text = argument.flatMap(PredicateValue.text(from:)) { return text }
      if let code = argument.flatMap(ValueInspection.number(from:)),
        let scalar = Unicode.Scalar(code.uint32Value)
      {
        return String(Character(scalar))
      }
      throw PredicateSyntaxError(reason: "%c needs a character", offset: offset)
    }
  }
#endif
