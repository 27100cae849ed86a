/// One preview of the app — a `#Preview` or a `PreviewProvider` — which can be listed and shown.
public struct PreviewEntry: Sendable, Hashable, CustomStringConvertible {
  /// Where the preview comes from; metatypes do not change, so sharing them is safe.
  enum Source: @unchecked Sendable {
    case declaration(any PreviewDeclaration.Type)
    case provider(any PreviewProvider.Type)
  }

  /// The name given to `#Preview`, or a `PreviewProvider`'s type name; nil for an unnamed preview.
  public let name: String?
  /// The module declaring the preview.
  public let module: String
  /// The declaring file, as `#fileID` gives it; nil for a `PreviewProvider`, which has no record
  /// of its place.
  public let fileID: String?
  /// The line of `#Preview`; nil for a `PreviewProvider`.
  public let line: Int?
  let source: Source

  init(declaration: any PreviewDeclaration.Type) {
    name = declaration.name
    fileID = declaration.fileID
    line = declaration.line
    module = String(declaration.fileID.prefix { $0 != "/" })
    source = .declaration(declaration)
  }

  init(provider: any PreviewProvider.Type) {
    let qualified = String(reflecting: provider)
    name = String(describing: provider)
    module = String(qualified.prefix { $0 != "." })
    fileID = nil
    line = nil
    source = .provider(provider)
  }

  /// What people call the preview: its name, else its file and line (`RecipeRow.swift:42`).
  public var title: String {
    if let name { return name }
    return "\(fileName ?? module):\(line ?? 0)"
  }

  /// The declaring file's name, without its module.
  public var fileName: String? {
    fileID.map { String($0.split(separator: "/").last ?? Substring($0)) }
  }

  /// Whether `query` names this preview: its name, `File.swift:LINE` or `Module/File.swift:LINE`.
  public func isNamed(_ query: String) -> Bool {
    if query == name { return true }
    guard let fileID, let line else { return false }
    return query == "\(fileID):\(line)" || query == "\(fileName ?? fileID):\(line)"
  }

  /// The traits declared with the preview, as Swift (`.landscapeLeft`).
  @MainActor public var traitDescriptions: [String] {
    guard case .declaration(let declaration) = source else { return [] }
    return declaration.traits.map(\.description)
  }

  /// The preview's view with its traits' modifiers around it; throws what a modifier's
  /// `makeSharedContext()` throws.
  @MainActor public func makeView() async throws -> AnyView {
    switch source {
    case .provider(let provider):
      return AnyView(provider.previews)
    case .declaration(let declaration):
      var view = declaration.makeView()
      for trait in declaration.traits {
        if case .modifier(let modifier) = trait.kind { view = try await modifier.apply(view) }
      }
      return view
    }
  }

  /// The title, then where it is declared: `Recipe card  Recipes/RecipeCard.swift:40`.
  public var description: String {
    if let fileID, let line { return "\(title)  \(fileID):\(line)" }
    return "\(title)  \(module) (PreviewProvider)"
  }

  /// Previews are the same when declared at the same place under the same name.
  public static func == (lhs: PreviewEntry, rhs: PreviewEntry) -> Bool {
    (lhs.name, lhs.module, lhs.fileID, lhs.line) == (rhs.name, rhs.module, rhs.fileID, rhs.line)
  }

  /// Hashes the place and name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(module)
    hasher.combine(fileID)
    hasher.combine(line)
  }
}
