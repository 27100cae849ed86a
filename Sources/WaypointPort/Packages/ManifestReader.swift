import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` as text with swift-syntax, never running it: the `Package(…)` call's
/// name, products, package dependencies and targets, with arrays written in place or in a
/// top-level `let`.
enum ManifestReader {
  /// Why a manifest could not be read, as a phrase.
  struct Failure: Error, Equatable, Sendable {
    var reason: String
  }

  /// The package declared by `text`, in `folder` (relative to the project folder).
  static func read(_ text: String, folder: String) throws(Failure) -> LocalPackage {
    let file = Parser.parse(source: text)
    guard !file.hasError else { throw Failure(reason: "it has Swift syntax errors") }
    var constants: [String: ExprSyntax] = [:]
    for statement in file.statements {
      guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        {
          constants[name] = value
        }
      }
    }
    let finder = PackageCallFinder(viewMode: .sourceAccurate)
    finder.walk(file)
    guard let call = finder.call else { throw Failure(reason: "it has no Package(…) call") }
    let reader = Arguments(call.arguments, constants: constants)
    guard let name = reader.string("name") else {
      throw Failure(reason: "its Package(…) has no name: \"…\"")
    }
    return LocalPackage(
      name: name, folder: folder, defaultLocalization: reader.string("defaultLocalization"),
      products: products(reader, kind: "library"),
      targets: reader.calls("targets").compactMap { method, arguments in
        guard let name = arguments.string("name") else { return nil }
        return LocalPackage.Target(
          kind: method, name: name, path: arguments.string("path"),
          exclude: arguments.strings("exclude"),
          sources: arguments.has("sources") ? arguments.strings("sources") : nil,
          resources: arguments.elements("resources").compactMap(resource),
          dependencies: arguments.elements("dependencies").compactMap(dependency))
      },
      dependencies: reader.calls("dependencies").compactMap { method, arguments in
        guard method == "package" else { return nil }
        if let path = arguments.string("path") {
          return LocalPackage.PackageReference(
            name: arguments.string("name"), location: path, isLocal: true)
        }
        guard let location = arguments.string("url") ?? arguments.string("id") else { return nil }
        let requirement = arguments.list.filter {
          !["name", "url", "id"].contains($0.label?.text ?? "")
        }.map { $0.with(\.trailingComma, nil).trimmedDescription }
        return LocalPackage.PackageReference(
          name: arguments.string("name"), location: location, isLocal: false,
          requirement: requirement.isEmpty ? nil : requirement.joined(separator: ", "))
      },
      applications: products(reader, kind: "iOSApplication"))
  }

  /// The products of one kind (`library`, `iOSApplication`) with their names and targets.
  private static func products(_ reader: Arguments, kind: String) -> [LocalPackage.Product] {
    reader.calls("products").compactMap { method, arguments in
      guard method == kind, let name = arguments.string("name") else { return nil }
      return LocalPackage.Product(name: name, targets: arguments.strings("targets"))
    }
  }

  private static func resource(_ element: ExprSyntax) -> LocalPackage.Resource? {
    guard let (_, arguments) = Arguments.call(element), let path = arguments.string(at: 0) else {
      return nil
    }
    return LocalPackage.Resource(path: path, text: element.trimmedDescription)
  }

  private static func dependency(_ element: ExprSyntax) -> LocalPackage.Dependency? {
    if let name = Arguments.literal(element) { return .byName(name) }
    guard let (method, arguments) = Arguments.call(element),
      let name = arguments.string("name")
    else { return nil }
    switch method {
    case "target": return .target(name)
    case "product": return .product(name: name, package: arguments.string("package") ?? name)
    default: return .byName(name)
    }
  }

  /// The first call of `Package(…)`.
  private final class PackageCallFinder: SyntaxVisitor {
    var call: FunctionCallExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard call == nil else { return .skipChildren }
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" {
        call = node
        return .skipChildren
      }
      return .visitChildren
    }
  }
}

/// The labelled arguments of a call, with references to top-level constants followed.
private struct Arguments {
  let list: LabeledExprListSyntax
  let constants: [String: ExprSyntax]

  init(_ list: LabeledExprListSyntax, constants: [String: ExprSyntax] = [:]) {
    self.list = list
    self.constants = constants
  }

  func has(_ label: String) -> Bool { list.contains { $0.label?.text == label } }

  func value(_ label: String) -> ExprSyntax? {
    guard let expression = list.first(where: { $0.label?.text == label })?.expression else {
      return nil
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let constant = constants[reference.baseName.text]
    {
      return constant
    }
    return expression
  }

  func string(_ label: String) -> String? { value(label).flatMap(Self.literal) }

  func string(at index: Int) -> String? {
    guard index < list.count else { return nil }
    return Self.literal(list[list.index(list.startIndex, offsetBy: index)].expression)
  }

  func elements(_ label: String) -> [ExprSyntax] {
    value(label)?.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
  }

  func strings(_ label: String) -> [String] { elements(label).compactMap(Self.literal) }

  /// The `.method(…)` calls of an array argument.
  func calls(_ label: String) -> [(String, Arguments)] {
    elements(label).compactMap { Self.call($0, constants: constants) }
  }

  static func call(_ expression: ExprSyntax, constants: [String: ExprSyntax] = [:])
    -> (String, Arguments)?
  {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    return (member.declName.baseName.text, Arguments(call.arguments, constants: constants))
  }

  /// The text of a string literal with no interpolation.
  static func literal(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
      text += part.content.text
    }
    return text
  }
}
