extension Button where Label == ButtonStyleConfiguration.Label {
  /// Makes the button a primitive button style draws from `configuration`: the same role,
  /// action and label, and not passed through the style a second time.
  nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Button where Label == DefaultButtonLabel {
  /// Creates a button with a specified role whose label is the role's standard one ("Cancel",
  /// "Close", "Done", "Delete").
  @preconcurrency
  public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
  }
}

/// The default label of a button made from its role alone: the role's standard title and
/// symbol.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct DefaultButtonLabel: View {
  let role: ButtonRole

  /// The role's title with its symbol.
  public var body: some View {
    switch role {
    case .cancel: WaypointUI.Label("Cancel", systemImage: "xmark")
    case .close: WaypointUI.Label("Close", systemImage: "xmark")
    case .confirm: WaypointUI.Label("Done", systemImage: "checkmark")
    case .destructive: WaypointUI.Label("Delete", systemImage: "trash")
    default: WaypointUI.Label("OK", systemImage: "checkmark")
    }
  }
}
