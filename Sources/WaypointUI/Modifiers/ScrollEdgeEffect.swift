extension View {
  /// Sets how content fades under the bars at `edges`; recorded for renderers that draw it
  /// (the browser's fade or line under its translucent bars).
  nonisolated public func scrollEdgeEffectStyle(
    _ style: ScrollEdgeEffectStyle?, for edges: Edge.Set
  ) -> some View {
    attribute(.scrollEdgeEffectStyle(style, edges: edges))
  }
}
