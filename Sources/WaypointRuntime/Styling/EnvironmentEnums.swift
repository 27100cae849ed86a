/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
  /// The size class as Swift source.
  public var description: String { self == .compact ? ".compact" : ".regular" }
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The color scheme that corresponds to a light appearance.
  case light
  /// The color scheme that corresponds to a dark appearance.
  case dark
  /// The scheme as Swift source.
  public var description: String { self == .light ? ".light" : ".dark" }
}

/// An indication of a scene's operational state.
public enum ScenePhase: Comparable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
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

/// A value that describes the purpose of a button.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  /// A role that indicates a destructive button.
  public static let destructive = ButtonRole(name: "destructive")
  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
  /// A role that indicates a button that confirms an operation.
  public static let confirm = ButtonRole(name: "confirm")
  /// A role that indicates a button that closes the current context.
  public static let close = ButtonRole(name: "close")
  /// The role as Swift source.
  public var description: String { ".\(name)" }
}

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  /// The system places the item automatically.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The item is placed in the principal item section (the title's place).
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The item represents a navigation action.
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The item represents a primary action.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// The item represents a secondary action.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// The item represents a change in status for the current context.
  public static let status = ToolbarItemPlacement(name: "status")
  /// The item represents a confirmation action for a modal interface.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// The item represents a cancellation action for a modal interface.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// The item represents a destructive action for a modal interface.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// The item is placed in the keyboard section.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// Places the item in the leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// Places the item in the trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// Places the item in the bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Places the item in the leading edge of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// Places the item in the trailing edge of the navigation bar.
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
    [.navigation, .cancellationAction, .topBarLeading, .navigationBarLeading].contains(self)
  }
}
