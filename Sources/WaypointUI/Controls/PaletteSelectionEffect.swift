/// How a palette picker or menu marks its chosen option.
public struct PaletteSelectionEffect: Sendable, Equatable, CustomStringConvertible {
  let name: String

  /// The platform decides.
  public static let automatic = PaletteSelectionEffect(name: ".automatic")
  /// The options' images show as they are, for the app to mark the chosen one itself.
  public static let custom = PaletteSelectionEffect(name: ".custom")

  /// The effect as Swift source (`.custom`).
  public var description: String { name }
}

extension View {
  /// Sets how palettes in this view mark their chosen option (recorded: pickers here mark it
  /// with a check mark).
  nonisolated public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
    recorded(".paletteSelectionEffect(\(effect))")
  }
}
