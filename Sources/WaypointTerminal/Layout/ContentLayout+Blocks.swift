import WaypointUI

/// Blocks with a layout of their own: a placeholder's centred parts, a picture's rows.
extension ContentLayout {
  mutating func contentUnavailable(_ element: Element, _ context: Context) {
    append(.blank)
    for (index, child) in element.contentChildren.enumerated() where child.offScreenReason == nil {
      var childContext = context
      if index == 0 { childContext.style.bold = true }
      if index == 1 { childContext.style.dim = true }
      adjusting(.centredByIndent) { $0.block(child, childContext) }
    }
  }

  /// Lays out a picture that is alone on its line (a row or container holding only it) as a
  /// block of lines, the picture drawn over them; false when `element` is not one.
  mutating func pictureBlock(_ element: Element, _ context: Context) -> Bool {
    var sole = element
    unwrapping: while sole.decorations.isEmpty {
      switch sole.role {
      case .row, .stack:
        let visible = sole.contentChildren.filter { $0.offScreenReason == nil }
        guard visible.count == 1 else { break unwrapping }
        sole = visible[0]
      default: break unwrapping
      }
    }
    guard case .image(.asset(let asset)) = sole.role, sole.decorations.isEmpty,
      let picture = TerminalPicture.block(sole, asset: asset, available: width - context.indent)
    else { return false }
    noteInline(sole)
    emit([.picture(picture, target: context.target)], context)
    for _ in 1..<picture.rows {
      append(LayoutLine(indent: context.indent, spans: [span(" ", .plain, context)]))
    }
    return true
  }
}
