/// A table style whose rows are inset from the table's edges.
public struct InsetTableStyle: TableStyle, BuiltInControlStyle {
  let alternatesRowBackgrounds: Bool

  /// The inset style.
  nonisolated public init() { alternatesRowBackgrounds = false }

  /// The inset style, with alternating row backgrounds or not (macOS).
  @available(
    *, deprecated,
    message: "Use the `.inset` style with the `.alternatingRowBackgrounds()` view modifier"
  )
  @available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "Use the `.inset` style with the `.alternatingRowBackgrounds()` view modifier"
  )
  nonisolated public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  nonisolated var name: String {
    alternatesRowBackgrounds ? ".inset(alternatesRowBackgrounds: true)" : ".inset"
  }
  /// Not used: the table draws itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
