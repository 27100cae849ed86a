import WaypointCore

/// How important a dialog is, which decides how it draws attention to itself.
public struct DialogSeverity: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static let automatic = DialogSeverity(name: "automatic")
  /// A dialog about something that needs attention now (it may lose data).
  public static let critical = DialogSeverity(name: "critical")
  /// An ordinary dialog.
  public static let standard = DialogSeverity(name: "standard")

  /// The severity as Swift source: `.critical`.
  public var description: String { ".\(name)" }
}

/// Whether choosing an action in a menu closes the menu.
public struct MenuActionDismissBehavior: Equatable, CustomStringConvertible {
  let name: String

  /// The system decides: choosing an action closes the menu.
  public static var automatic: MenuActionDismissBehavior {
    MenuActionDismissBehavior(name: "automatic")
  }
  /// Choosing an action closes the menu.
  public static var enabled: MenuActionDismissBehavior {
    MenuActionDismissBehavior(name: "enabled")
  }
  /// Choosing an action leaves the menu open.
  public static var disabled: MenuActionDismissBehavior {
    MenuActionDismissBehavior(name: "disabled")
  }

  /// The behavior as Swift source: `.disabled`.
  public var description: String { ".\(name)" }
}

extension View {
  /// Sets whether the buttons of a menu in this view close it when chosen: with `.disabled`,
  /// a button here acts and the menu stays open.
  nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior)
    -> some View
  {
    let keepsOpen = behavior == .disabled
    return transformEnvironment(\.closesOnChoice) { if keepsOpen { $0 = nil } }
      .recorded(".menuActionDismissBehavior(\(behavior))")
  }

  /// Sets the icon of the dialogs this view presents (recorded: a terminal's dialogs have no
  /// icon).
  nonisolated public func dialogIcon(_ icon: Image?) -> some View {
    recorded(".dialogIcon(\(icon.map { "Image(\($0.name))" } ?? "nil"))")
  }

  /// Adds a toggle that suppresses the dialog in future, labelled with a localized title
  /// (recorded: only macOS shows the toggle).
  nonisolated public func dialogSuppressionToggle(
    _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
  ) -> some View {
    recorded(
      ".dialogSuppressionToggle(\(titleKey.resolved.debugDescription), isSuppressed: \(isSuppressed.wrappedValue))"
    )
  }

  /// Adds a toggle that suppresses the dialog in future, labelled with a string (recorded: only
  /// macOS shows the toggle).
  @_disfavoredOverload
  nonisolated public func dialogSuppressionToggle<S: StringProtocol>(
    _ title: S, isSuppressed: Binding<Bool>
  ) -> some View {
    recorded(
      ".dialogSuppressionToggle(\(String(title).debugDescription), isSuppressed: \(isSuppressed.wrappedValue))"
    )
  }

  /// Adds a toggle that suppresses the dialog in future, labelled with a text (recorded: only
  /// macOS shows the toggle).
  nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>)
    -> some View
  {
    recorded(
      ".dialogSuppressionToggle(Text(\(label.plainText.debugDescription)), isSuppressed: \(isSuppressed.wrappedValue))"
    )
  }

  /// Adds the system's toggle that suppresses the dialog in future (recorded: only macOS shows
  /// the toggle).
  nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
    recorded(".dialogSuppressionToggle(isSuppressed: \(isSuppressed.wrappedValue))")
  }
}
