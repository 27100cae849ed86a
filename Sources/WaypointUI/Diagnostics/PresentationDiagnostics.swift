import WaypointCore

extension Diagnostic.Code {
  /// A `sheet(isPresented:)` (or cover, popover) whose content unwraps an optional model.
  public static let sheetUnwrapsOptional: Self = "sheet-unwraps-optional"
  /// Two presentations of one kind attached to one view are shown at once.
  public static let presentationsOfOneKind: Self = "presentations-of-one-kind"
  /// A presentation was asked for while the view presenting it was not on screen.
  public static let presentationFromOffScreenView: Self = "presentation-from-off-screen-view"
  /// A sheet's content has a fixed `.frame(width:height:)`.
  public static let sheetFixedFrame: Self = "sheet-fixed-frame"
}

extension Diagnostic {
  static func sheetUnwrapsOptional(kind: LayerKind) -> Self {
    Diagnostic(
      code: .sheetUnwrapsOptional,
      message: "The content of a .\(kind)(isPresented:) unwraps an optional (`if let`); when the "
        + "flag is set before the model, or the model is cleared while it shows, the \(kind) "
        + "is blank.",
      fixIt: "Store the model itself as the presentation state: .\(kind)(item: $model) { model "
        + "in … } presents exactly while it is not nil.")
  }

  static func presentationsOfOneKind(kind: LayerKind) -> Self {
    Diagnostic(
      code: .presentationsOfOneKind,
      message: "Two .\(kind) presentations attached to one view are shown at once; SwiftUI "
        + "shows only one of them (Waypoint shows both, one above the other).",
      fixIt: "Present one \(kind) per view: an enum of destinations with .\(kind)(item:), or "
        + "attach the second to the first one's content.")
  }

  static func presentationFromOffScreenView(kind: LayerKind) -> Self {
    Diagnostic(
      code: .presentationFromOffScreenView,
      message: "A \(kind) was asked for while the view presenting it was not on screen (an "
        + "unselected tab, a covered screen); SwiftUI does not present it. Waypoint presented "
        + "it when the view came back.",
      fixIt: "Present from a view that is on screen (the app's root, or the tab being shown), or "
        + "select its tab in the same update that asks for the \(kind).")
  }

  static let sheetFixedFrame = Diagnostic(
    code: .sheetFixedFrame,
    message: "A sheet's content sets a fixed .frame(width:height:); the system sizes sheets, so "
      + "the frame clips or leaves gaps on other devices and window sizes.",
    fixIt: "Remove the fixed frame and size the sheet with .presentationSizing(.form), .page or "
      + ".fitted.")
}
