import WaypointUI

extension ContentLayout {
  /// The ways the layout goes over a container's children; each lays them out differently,
  /// so each keeps its own record.
  enum LoopKind: Hashable {
    case children
    case list
    case section
    case chromeScreen
    case nestedScreen
  }

  /// Lays out each of `element`'s content children with `body`, passing over what the plan does
  /// not need: counted children above the window, and, once the window is full, children that
  /// hold nothing still looked for.
  mutating func forEachChild(
    of element: Element, _ kind: LoopKind, _ context: Context,
    _ body: (inout ContentLayout, Element) -> Void
  ) {
    let children = element.contentChildren
    guard let cache, let plan, !children.isEmpty else {
      for child in children { body(&self, child) }
      return
    }
    let record =
      children.count > ContainerRecord.minimumCount
      ? cache.record(for: element, kind, context, after: lastLine) : nil
    let firstLine = lineCount
    let focusChild = record.flatMap { record in
      plan.focusPath.lazy.compactMap { record.position(of: $0) }.first
    }
    var position = 0
    while position < children.count {
      let phase = self.plan?.phase(at: lineCount) ?? .collecting
      if phase != .collecting {
        // The window is full: go to the next child holding what is still wanted.
        let wanted = self.plan?.wanted(in: phase, missing: missingChrome) ?? []
        let next = cache.nextChild(of: element, from: position, holding: wanted) ?? children.count
        if next > position {
          self.plan?.skippedAfterWindow()
          position = min(next, children.count)
          continue
        }
      } else if let record, let plan = self.plan, plan.skippedAfterFull == 0,
        position < record.countedCount
      {
        // Past the child holding the focus, children are passed over only if the window
        // stays where it is.
        var stop = focusChild
        if let focusChild, focusChild < position {
          stop = plan.passesOverAfterFocus ? nil : position
        }
        let end = record.passable(
          from: position, base: firstLine, limit: plan.windowStart, stop: stop,
          passesFocusables: plan.passesOverFocusables)
        if end > position {
          let summary = record.summary(of: position..<end)
          lineCount += summary.lines
          if summary.lines > 0 { lastLine = summary.exit }
          self.plan?.passedOver(summary)
          position = end
          continue
        }
      }
      layOut(children[position], at: position, in: record, body)
      position += 1
    }
  }

  /// Lays out one child and, when it was laid out whole from an exact place, records it.
  private mutating func layOut(
    _ child: Element, at position: Int, in record: ContainerRecord?,
    _ body: (inout ContentLayout, Element) -> Void
  ) {
    let start = (
      lines: lineCount, state: lastLine, events: plan?.events.count ?? 0, chrome: chromeRoles,
      skipped: plan?.skippedAfterFull ?? 0
    )
    let holdsFocus = plan?.focusPath.contains(child.id) ?? false
    body(&self, child)
    if holdsFocus { plan?.passedPath() }
    plan?.childrenLaidOut += 1
    guard let record, let plan, start.skipped == 0, plan.skippedAfterFull == 0 else { return }
    let events = plan.events[start.events...]
    record.record(
      ContainerRecord.Child(
        element: child, entry: start.state, exit: lastLine, lines: lineCount - start.lines,
        first: events.first, firstOther: events.first { !$0.isTextField }, last: events.last,
        touchesChrome: chromeRoles > start.chrome),
      at: position)
  }

  /// The roles that would still give the window its bar or tabs.
  private var missingChrome: StructureFlags {
    var missing: StructureFlags = []
    if chromeScreen == nil { missing.insert(.stack) }
    if tabBar == nil { missing.insert(.tabBar) }
    if tabAccessory == nil { missing.insert(.accessory) }
    return missing
  }
}
