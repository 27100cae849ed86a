/// What a double tap or squeeze of Apple Pencil does, as the person set it.
@available(iOS 17.5, macOS 14.5, visionOS 26.2, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
public struct PencilPreferredAction: Hashable, Sendable, CustomStringConvertible {
  package let name: String

  /// Switch between the current tool and the eraser.
  public static let switchEraser = PencilPreferredAction(name: "switchEraser")
  /// Switch between the current tool and the previous one.
  public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
  /// Show the color palette.
  public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
  /// Show the ink attributes.
  public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
  /// Show the contextual palette.
  public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
  /// Run the person's chosen shortcut.
  public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
  /// Do nothing.
  public static let ignore = PencilPreferredAction(name: "ignore")

  /// The action as Swift source: `.switchEraser`.
  public var description: String { ".\(name)" }
}
