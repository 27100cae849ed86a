import Foundation
import WaypointCore

extension View {
  /// Presents an alert with a title and actions while `isPresented` is true, from a string
  /// resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func alert<A: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(LocalizedStringKey(resolving: titleResource), isPresented: isPresented, actions: actions)
  }

  /// Presents an alert with a title, actions and a message while `isPresented` is true, from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func alert<A: View, M: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(
      LocalizedStringKey(resolving: titleResource), isPresented: isPresented, actions: actions,
      message: message)
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not nil, from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func alert<A: View, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    alert(
      LocalizedStringKey(resolving: titleResource), isPresented: isPresented, presenting: data,
      actions: actions)
  }

  /// Presents an alert about `data`, with a message, while `isPresented` is true and `data` is not
  /// nil, from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func alert<A: View, M: View, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    alert(
      LocalizedStringKey(resolving: titleResource), isPresented: isPresented, presenting: data,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog with actions while `isPresented` is true; its title shows when
  /// `titleVisibility` is `.visible`, from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(
      LocalizedStringKey(resolving: titleResource), isPresented: isPresented,
      titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog with actions and a message while `isPresented` is true, from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    confirmationDialog(
      LocalizedStringKey(resolving: titleResource), isPresented: isPresented,
      titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not nil,
  /// from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A: View, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    confirmationDialog(
      LocalizedStringKey(resolving: titleResource), isPresented: isPresented,
      titleVisibility: titleVisibility, presenting: data, actions: actions)
  }

  /// Presents a confirmation dialog about `data`, with a message, while `isPresented` is true and
  /// `data` is not nil, from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    confirmationDialog(
      LocalizedStringKey(resolving: titleResource), isPresented: isPresented,
      titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
  }

  /// Adds a toggle that suppresses the dialog in future, labelled with a title from a string
  /// resource (recorded: only macOS shows the toggle).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func dialogSuppressionToggle(
    _ titleResource: LocalizedStringResource, isSuppressed: Binding<Bool>
  ) -> some View {
    dialogSuppressionToggle(
      LocalizedStringKey(resolving: titleResource), isSuppressed: isSuppressed)
  }

  /// Sets the label of file dialogs' confirm button, from a string resource (recorded: file dialogs
  /// are drawn by the platform).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func fileDialogConfirmationLabel(_ labelResource: LocalizedStringResource)
    -> some View
  {
    fileDialogConfirmationLabel(LocalizedStringKey(resolving: labelResource))
  }

  /// Sets the message file dialogs show, from a string resource (recorded: file dialogs are drawn
  /// by the platform).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func fileDialogMessage(_ messageResource: LocalizedStringResource) -> some View
  {
    fileDialogMessage(LocalizedStringKey(resolving: messageResource))
  }
}

extension View {
  /// Sets the label of the file exporter's name field, from a string resource (recorded: file
  /// dialogs are drawn by the platform).
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @_disfavoredOverload
  nonisolated public func fileExporterFilenameLabel(_ labelResource: LocalizedStringResource)
    -> some View
  {
    fileExporterFilenameLabel(LocalizedStringKey(resolving: labelResource))
  }
}
