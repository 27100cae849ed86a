extension ColorPicker {
  /// Makes a color picker bound to `selection` whose label is built by `label`; it shows that
  /// label beside the chosen color's name (`supportsOpacity` is accepted and not used).
  nonisolated public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection)
  }
}
