/// How a glass effect comes and goes as its view is inserted or removed.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct GlassEffectTransition: Sendable, CustomStringConvertible {
  let name: String
  /// The glass morphs between the shapes of matched glass effects.
  public static var matchedGeometry: GlassEffectTransition {
    GlassEffectTransition(name: "matchedGeometry")
  }
  /// The glass materializes in and out.
  public static var materialize: GlassEffectTransition {
    GlassEffectTransition(name: "materialize")
  }
  /// No transition.
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
  /// The transition as Swift source.
  public var description: String { ".\(name)" }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension View {
  /// Sets how this view's glass effect comes and goes (recorded: a terminal draws no glass).
  nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
    recorded(".glassEffectTransition(\(transition))")
  }
}
