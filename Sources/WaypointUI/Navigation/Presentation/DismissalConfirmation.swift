/// What a presentation does when the user dismisses it while its content asks to confirm.
struct DismissalConfirmation {
  let ask: @MainActor () -> Void
}

/// The dismissal confirmation a presentation's content asks for, if any.
enum DismissalConfirmationKey: PreferenceKey {
  static var defaultValue: DismissalConfirmation? { nil }
  static func reduce(value: inout DismissalConfirmation?, nextValue: () -> DismissalConfirmation?) {
    if value == nil { value = nextValue() }
  }
}

/// `.dismissalConfirmationDialog`: while `shouldPresent` is true, the user's dismiss of the
/// presentation shows a confirmation dialog instead; its destructive choice then dismisses.
/// Dismissing in code is never stopped.
struct DismissalConfirmationModifier<Actions: View, Message: View> {
  let title: String
  let shouldPresent: Bool
  let actions: () -> Actions
  let message: (() -> Message)?
  @State private var isAsking = false
  @Environment(\.dismiss) private var dismiss
}

extension DismissalConfirmationModifier: ViewModifier {
  func body(content: Content) -> some View {
    let dismiss = self.dismiss
    content
      .modifier(
        PresentationLayerModifier(
          kind: .confirmationDialog, isModal: true, isPresented: $isAsking
        ) {
          ChoiceLayer(
            kind: .confirmationDialog, title: title, actions: actions(), message: message?(),
            afterDestructive: { dismiss() })
        }
      )
      .preference(
        key: DismissalConfirmationKey.self,
        value: shouldPresent ? DismissalConfirmation { isAsking = true } : nil)
  }
}

extension View {
  /// Asks before the user dismisses the presentation this view is in, while `shouldPresent`
  /// is true; a destructive action in `actions` then dismisses it.
  nonisolated public func dismissalConfirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, shouldPresent: Bool,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    modifier(
      DismissalConfirmationModifier<A, EmptyView>(
        title: titleKey.resolved, shouldPresent: shouldPresent, actions: actions, message: nil))
  }

  /// Asks before the user dismisses the presentation, with a message.
  nonisolated public func dismissalConfirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, shouldPresent: Bool,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    modifier(
      DismissalConfirmationModifier(
        title: titleKey.resolved, shouldPresent: shouldPresent, actions: actions,
        message: message))
  }
}
