import Foundation
import WaypointCore

extension View {
  /// Presents an alert with a title and actions while `isPresented` is true.
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    choice(
      .alert, title: titleKey.resolved, isPresented: isPresented, actions: actions,
      message: nil as (() -> EmptyView)?)
  }

  /// Presents an alert with a title string and actions while `isPresented` is true.
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    choice(
      .alert, title: String(title), isPresented: isPresented, actions: actions,
      message: nil as (() -> EmptyView)?)
  }

  /// Presents an alert with a text title and actions while `isPresented` is true.
  nonisolated public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    choice(
      .alert, title: title.plainText, isPresented: isPresented, actions: actions,
      message: nil as (() -> EmptyView)?)
  }

  /// Presents an alert with a title, actions and a message while `isPresented` is true.
  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    choice(
      .alert, title: titleKey.resolved, isPresented: isPresented, actions: actions,
      message: message)
  }

  /// Presents an alert with a title string, actions and a message while `isPresented` is true.
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    choice(
      .alert, title: String(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert with a text title, actions and a message while `isPresented` is true.
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    choice(
      .alert, title: title.plainText, isPresented: isPresented, actions: actions,
      message: message)
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    choice(
      .alert, title: titleKey.resolved, isPresented: isPresented, presenting: data,
      actions: actions, message: nil as ((T) -> EmptyView)?)
  }

  /// Presents an alert about `data`, with a message, while `isPresented` is true and `data` is
  /// not nil.
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    choice(
      .alert, title: titleKey.resolved, isPresented: isPresented, presenting: data,
      actions: actions, message: message)
  }

  /// Presents an alert for `error`, titled with its description, while `isPresented` is true.
  nonisolated public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    choice(
      .alert, title: error?.errorDescription ?? error.map { "\($0)" } ?? "",
      isPresented: Binding(
        get: { isPresented.wrappedValue && error != nil },
        set: { isPresented.wrappedValue = $0 }),
      actions: actions,
      message: error?.failureReason.map { reason in { Text(reason) } })
  }

  /// Presents a confirmation dialog with actions while `isPresented` is true; its title shows
  /// when `titleVisibility` is `.visible`.
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? titleKey.resolved : nil,
      isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
  }

  /// Presents a confirmation dialog with a title string and actions while `isPresented` is true.
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? String(title) : nil,
      isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
  }

  /// Presents a confirmation dialog with actions and a message while `isPresented` is true.
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? titleKey.resolved : nil,
      isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
  /// nil.
  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? titleKey.resolved : nil,
      isPresented: isPresented, presenting: data, actions: actions,
      message: nil as ((T) -> EmptyView)?)
  }
}
