import WaypointUI

extension Element {
  /// Whether SwiftUI gives the element all the width its stack offers: lists, scroll views,
  /// fields, toggles, sliders' and linear progress bars, grids, dividers, colours and shapes,
  /// containers of navigation, a resizable image, a `.frame(maxWidth: .infinity)`, and a stack
  /// holding any of these (an `HStack` with a `Spacer`). Others take their own width.
  var fillsWidth: Bool {
    if framedWidth != nil { return false }
    for case .frame(let frame) in attributes where frame.maxWidth == .infinity { return true }
    switch role {
    case .list, .scroll, .textField, .toggle, .divider, .spacer, .grid, .gridRow, .color, .shape,
      .navigationStack, .splitView, .tabView, .section, .row, .header, .footer,
      .contentUnavailable:
      return true
    case .progress(let value, _):
      return value != nil
    case .image:
      return attributes.contains(.resizable)
    case .stack, .layout, .viewThatFits:
      return contentChildren.contains { $0.offScreenReason == nil && $0.fillsWidth }
    default:
      return false
    }
  }
}
