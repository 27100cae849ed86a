/// A button that starts renaming: it calls the rename action of its environment
/// (`.renameAction(_:)`), and is disabled without one.
public struct RenameButton<Label: View> {
  @Environment(\.rename) private var action
}

extension RenameButton where Label == WaypointUI.Label<Text, Image> {
  /// A "Rename" button.
  public init() {}
}

extension RenameButton: View {
  /// A "Rename" button calling the environment's rename action.
  public var body: some View {
    let action = self.action
    Button {
      action?()
    } label: {
      WaypointUI.Label("Rename", systemImage: "pencil")
    }
    .disabled(action == nil)
  }
}

/// The action a `RenameButton` calls, as set by `.renameAction(_:)`.
public struct RenameAction {
  let action: () -> Void

  /// Starts renaming.
  public func callAsFunction() { action() }
}

extension EnvironmentValues {
  /// The action rename buttons below call; nil without `.renameAction(_:)`.
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public internal(set) var rename: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

private struct RenameActionKey: EnvironmentKey {
  static var defaultValue: RenameAction? { nil }
}

extension View {
  /// Sets what rename buttons in this view do: call `action`.
  nonisolated public func renameAction(_ action: @escaping () -> Void) -> some View {
    environment(\.rename, RenameAction(action: action))
  }

  /// Sets what rename buttons in this view do: focus the field `isFocused` is bound to.
  nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction { isFocused.wrappedValue = true })
  }
}
