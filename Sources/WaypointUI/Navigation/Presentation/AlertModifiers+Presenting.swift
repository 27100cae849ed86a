import Foundation
import WaypointCore

extension View {
  /// Presents an alert with a title string about `data` while `isPresented` is true and `data`
  /// is not nil.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    choice(
      .alert, title: String(title), isPresented: isPresented, presenting: data,
      actions: actions, message: nil as ((T) -> EmptyView)?)
  }

  /// Presents an alert with a text title about `data` while `isPresented` is true and `data` is
  /// not nil.
  nonisolated public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    choice(
      .alert, title: title.plainText, isPresented: isPresented, presenting: data,
      actions: actions, message: nil as ((T) -> EmptyView)?)
  }

  /// Presents an alert with a title string about `data`, with a message, while `isPresented` is
  /// true and `data` is not nil.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    choice(
      .alert, title: String(title), isPresented: isPresented, presenting: data,
      actions: actions, message: message)
  }

  /// Presents an alert with a text title about `data`, with a message, while `isPresented` is
  /// true and `data` is not nil.
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    choice(
      .alert, title: title.plainText, isPresented: isPresented, presenting: data,
      actions: actions, message: message)
  }

  /// Presents an alert for `error`, titled with its description, while `isPresented` is true;
  /// its actions and message are built from the error.
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A,
    @ViewBuilder message: @escaping (E) -> M
  ) -> some View {
    choice(
      .alert, title: error?.errorDescription ?? error.map { "\($0)" } ?? "",
      isPresented: isPresented, presenting: error, actions: actions, message: message)
  }
}

extension View {
  /// Presents a confirmation dialog with a text title and actions while `isPresented` is true;
  /// its title shows when `titleVisibility` is `.visible`.
  nonisolated public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? title.plainText : nil,
      isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
  }

  /// Presents a confirmation dialog with a title string, actions and a message while
  /// `isPresented` is true.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? String(title) : nil,
      isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a text title, actions and a message while
  /// `isPresented` is true.
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? title.plainText : nil,
      isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a title string about `data` while `isPresented` is
  /// true and `data` is not nil.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? String(title) : nil,
      isPresented: isPresented, presenting: data, actions: actions,
      message: nil as ((T) -> EmptyView)?)
  }

  /// Presents a confirmation dialog with a text title about `data` while `isPresented` is true
  /// and `data` is not nil.
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? title.plainText : nil,
      isPresented: isPresented, presenting: data, actions: actions,
      message: nil as ((T) -> EmptyView)?)
  }

  /// Presents a confirmation dialog about `data`, with a message, while `isPresented` is true
  /// and `data` is not nil.
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? titleKey.resolved : nil,
      isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a title string about `data`, with a message, while
  /// `isPresented` is true and `data` is not nil.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? String(title) : nil,
      isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a text title about `data`, with a message, while
  /// `isPresented` is true and `data` is not nil.
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    choice(
      .confirmationDialog, title: titleVisibility == .visible ? title.plainText : nil,
      isPresented: isPresented, presenting: data, actions: actions, message: message)
  }
}
