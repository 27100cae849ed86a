import Foundation
import WaypointCore

extension View {
  /// Sets the width of the inspector column this view is in, within limits (recorded: the
  /// terminal sizes its inspector panel in columns itself).
  nonisolated public func inspectorColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    let bound = { (value: CGFloat?) in value.map { Font.number($0) } ?? "nil" }
    return recorded(
      ".inspectorColumnWidth(min: \(bound(min)), ideal: \(Font.number(ideal)), max: \(bound(max)))"
    )
  }

  /// Sets the fixed width of the inspector column this view is in (recorded: the terminal sizes
  /// its inspector panel in columns itself).
  nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    recorded(".inspectorColumnWidth(\(Font.number(width)))")
  }
}

/// The commands that show and hide an inspector (a menu item and its key command on macOS and
/// iPadOS).
public struct InspectorCommands: Commands {
  /// Creates the inspector commands.
  public init() {}

  /// Built-in commands have no body of commands to read.
  public var body: Never { primitiveBody(Self.self) }
}
