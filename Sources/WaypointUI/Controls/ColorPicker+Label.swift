extension ColorPicker {
  /// Creates a color picker with a custom label: the label and the selected color's name.
  nonisolated public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection)
  }
}
