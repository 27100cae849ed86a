/// Wraps previews in shared surroundings — sample data, an environment — made once and given to
/// every preview that names the modifier in `.modifier(_:)`.
@MainActor @preconcurrency
public protocol PreviewModifier {
  /// What `makeSharedContext()` makes, shared by every preview using this modifier.
  associatedtype Context = Void
  /// The view this modifier makes around a preview.
  associatedtype Body: View
  /// The preview a modifier wraps.
  typealias Content = PreviewModifierContent

  /// Makes the context once, before the first preview using this modifier is shown.
  static func makeSharedContext() async throws -> Context
  /// The preview `content`, wrapped.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  /// A modifier without a context makes none.
  public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` wraps.
public struct PreviewModifierContent {
  let content: AnyView
}

extension PreviewModifierContent: View {
  /// The preview itself.
  public var body: some View { content }
}

/// A preview modifier of any type, with its shared context made at most once per process.
struct AnyPreviewModifier {
  let typeName: String
  let apply: @MainActor (AnyView) async throws -> AnyView

  @MainActor
  init<M: PreviewModifier>(_ modifier: M) {
    typeName = String(describing: M.self)
    apply = { content in
      let context = try await SharedPreviewContexts.context(for: M.self)
      return AnyView(
        modifier.body(content: PreviewModifierContent(content: content), context: context))
    }
  }
}

/// The contexts preview modifiers made, by modifier type: "shared" means made once.
@MainActor
enum SharedPreviewContexts {
  private static var made: [ObjectIdentifier: Any] = [:]

  static func context<M: PreviewModifier>(for type: M.Type) async throws -> M.Context {
    if let context = made[ObjectIdentifier(type)] as? M.Context { return context }
    let context = try await M.makeSharedContext()
    made[ObjectIdentifier(type)] = context
    return context
  }
}
