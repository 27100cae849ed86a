/// Whether a window is narrow (`compact`) or wide (`regular`): the size-class environment values.
/// Hosts set the horizontal one, `regular` unless told; a browser tab's follows the window's width.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
  /// The size class as Swift source.
  public var description: String { self == .compact ? ".compact" : ".regular" }
}

/// Light or dark appearance: the `colorScheme` environment value that system colors resolve
/// against, `light` unless the host says otherwise.
public enum ColorScheme: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Dark text on light backgrounds, and the default.
  case light
  /// Light text on dark backgrounds.
  case dark
  /// The scheme as Swift source.
  public var description: String { self == .light ? ".light" : ".dark" }
}

/// Where a scene is in its life: the `scenePhase` environment value, `active` until the host says
/// otherwise. Moving to `background` saves every scene's state.
public enum ScenePhase: Comparable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Off screen: the terminal app is suspended (Ctrl-Z) or quitting, and scene storage is saved on
  /// the way in.
  case background
  /// Visible but not receiving input, as when the terminal loses focus.
  case inactive
  /// Visible and taking input; the phase a scene starts in.
  case active
  /// The phase as Swift source.
  public var description: String {
    switch self {
    case .background: ".background"
    case .inactive: ".inactive"
    case .active: ".active"
    }
  }
}

/// What a button is for, recorded on its element as `.button(role)`. Renderers style or order some
/// roles, and a button made from a role alone gets the role's standard label.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  /// Deletes or discards something: the terminal draws the button in its destructive color, and a
  /// role-only button reads "Delete".
  public static let destructive = ButtonRole(name: "destructive")
  /// Backs out: the terminal puts the button last in a dialog's row, and a role-only button reads
  /// "Cancel".
  public static let cancel = ButtonRole(name: "cancel")
  /// Accepts the operation; a role-only button reads "Done".
  public static let confirm = ButtonRole(name: "confirm")
  /// Dismisses the current screen or sheet; a role-only button reads "Close".
  public static let close = ButtonRole(name: "close")
  /// The role as Swift source.
  public var description: String { ".\(name)" }
}

/// Where a toolbar item goes in its bar: the terminal, the browser (as a `placement-…` class) and
/// the desktop's header bar each place items by it.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  /// The system places the item automatically.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// In the middle of the bar, taking the title's place.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// A navigation control, at the leading end of the bar beside the back button.
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The screen's main action, at the trailing end of the bar.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A less important action, at the trailing end of the bar.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// A status display for the screen; the terminal shows it in its bottom row.
  public static let status = ToolbarItemPlacement(name: "status")
  /// A sheet's confirming button (Save, Done), at the trailing end of the bar.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// A sheet's cancel button, at the leading end of the bar.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// A sheet's delete or discard button, at the trailing end of the bar.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// Above the on-screen keyboard; the terminal has none and leaves the item out.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// At the start of the top bar, before the title.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// At the end of the top bar, after the title.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// In a toolbar along the bottom; the terminal gives it the bottom row.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The older name for the start of the navigation bar, placed like `topBarLeading`.
  @available(*, deprecated, message: "use topBarLeading instead")
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use topBarLeading instead")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The older name for the end of the navigation bar, placed like `topBarTrailing`.
  @available(*, deprecated, message: "use topBarTrailing instead")
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use topBarTrailing instead")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The placement as Swift source.
  public var description: String { ".\(name)" }
  package init(name: String) {
    self.name = name
  }
}

extension ToolbarItemPlacement {
  /// Whether a navigation bar puts the item at its leading end, beside the back button
  /// (`navigation`, `cancellationAction`, the leading placements); others go at its trailing
  /// end. Renderers that move a bar's items elsewhere keep the same sides.
  public var isLeadingInBar: Bool {
    // `navigationBarLeading`, by name: the deprecated constant is for apps, not for this.
    [.navigation, .cancellationAction, .topBarLeading].contains(self)
      || name == "navigationBarLeading"
  }
}
