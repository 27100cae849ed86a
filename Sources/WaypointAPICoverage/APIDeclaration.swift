/// One public declaration of an interface: a type, or a member of a type or protocol, as a call
/// site sees it — its container, name, argument labels and parameter types, and its availability.
public struct APIDeclaration: Hashable, Sendable, Codable {
  /// What kind of declaration it is.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case type
    case initializer = "init"
    case function = "func"
    case property = "var"
    case `subscript`, `case`,
      macro
  }

  /// One parameter as a caller writes it.
  public struct Parameter: Hashable, Sendable, Codable {
    /// The argument label, `_` when there is none.
    public var label: String
    /// The parameter's type, normalized (`TypeNormalizer`).
    public var type: String
    /// Whether a caller may leave it out.
    public var hasDefault: Bool

    /// A parameter.
    public init(label: String, type: String, hasDefault: Bool) {
      self.label = label
      self.type = type
      self.hasDefault = hasDefault
    }
  }

  /// The kind.
  public var kind: Kind
  /// The type or protocol it belongs to (`View`, `NavigationLink`, `Font.Weight`), empty at the
  /// top level.
  public var container: String
  /// Its name; for a type, its own name (nested types: the last component).
  public var name: String
  /// Whether it is `static` or `class`.
  public var isStatic: Bool
  /// The parameters, for initializers, functions, subscripts, macros and enum cases.
  public var parameters: [Parameter]?
  /// The iOS version that introduced it, when the interface says.
  public var introduced: String?
  /// The iOS version that deprecated it (`100000.0` for "will be deprecated"), when deprecated.
  public var deprecated: String?

  /// A declaration.
  public init(
    kind: Kind, container: String, name: String, isStatic: Bool = false,
    parameters: [Parameter]? = nil, introduced: String? = nil, deprecated: String? = nil
  ) {
    self.kind = kind
    self.container = container
    self.name = name
    self.isStatic = isStatic
    self.parameters = parameters
    self.introduced = introduced
    self.deprecated = deprecated
  }

  /// The full name of a type declaration (`Font.Weight`), or the member's container and name.
  public var qualifiedName: String { container.isEmpty ? name : "\(container).\(name)" }

  /// The name as Swift documentation writes it: `navigationTitle(_:)`, `init(_:value:)`.
  public var labelledName: String {
    guard let parameters else { return name }
    let base = kind == .initializer ? "init" : name
    return "\(base)(\(parameters.map { "\($0.label):" }.joined()))"
  }

  /// The parameters with their types: `(_: Binding<String>, isPresented: Bool = …)`.
  public var typedParameters: String {
    guard let parameters else { return "" }
    let inner = parameters.map { "\($0.label): \($0.type)\($0.hasDefault ? " = …" : "")" }
    return "(\(inner.joined(separator: ", ")))"
  }

  /// How the generated page names it: `View.navigationTitle(_: Binding<String>)`.
  public var displayName: String {
    let prefix = container.isEmpty ? "" : "\(container)."
    let staticMark = isStatic && kind != .case ? "static " : ""
    switch kind {
    case .type: return qualifiedName
    case .property: return "\(staticMark)\(prefix)\(name)"
    case .initializer: return "\(prefix)init\(typedParameters)"
    default: return "\(staticMark)\(prefix)\(name)\(typedParameters)"
    }
  }

  /// What makes two declarations the same declaration: kind, place, name, labels and types.
  public var identity: String {
    "\(kind.rawValue) \(isStatic ? "static " : "")\(container)|\(name)\(typedParameters)"
  }

  /// The container, name and labels (no types), which groups overloads.
  public var form: String {
    "\(kind.rawValue) \(isStatic ? "static " : "")\(container)|\(labelledName)"
  }

  /// Whether the interface marks it deprecated (now or in a later release).
  public var isDeprecated: Bool { deprecated != nil }
}
