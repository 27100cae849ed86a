/// Why an element is alive (its state kept) but not on screen.
///
/// Containers say it of the elements they keep off screen; each container that arrives adds
/// its reason (an unselected tab, a hidden column).
public enum OffScreenReason: Sendable, Hashable, CustomStringConvertible {
  /// `.hidden()` was applied: the view keeps its place and state but is not shown.
  case hidden
  /// A screen with another screen pushed above it.
  case covered
  /// A split view's column that its column visibility hides.
  case hiddenColumn

  /// The reason as the text snapshot prints it.
  public var description: String {
    switch self {
    case .hidden: "hidden"
    case .covered: "covered"
    case .hiddenColumn: "hidden column"
    }
  }
}

/// Whether a user can see and reach an element now; if not, why.
public enum ElementVisibility: Sendable, Equatable, CustomStringConvertible {
  /// On screen and reachable.
  case onScreen
  /// The element or one of its ancestors is off screen.
  case offScreen(OffScreenReason)
  /// A modal layer presented above it makes it unreachable.
  case beneathModalLayer(LayerKind)
  /// No longer part of the tree: the view that produced it is gone.
  case removed

  /// The visibility as a short phrase.
  public var description: String {
    switch self {
    case .onScreen: "on screen"
    case .offScreen(let reason): "off screen (\(reason))"
    case .beneathModalLayer(let kind): "beneath a modal \(kind)"
    case .removed: "removed"
    }
  }
}

/// The modal rule: on a scene's top level (its content, then its layers), a modal layer makes
/// everything before it unreachable.
package enum ModalLayering {
  /// The position and kind of the topmost modal layer of `level`, if any.
  package static func topmostModalLayer<Level: BidirectionalCollection<Element>>(in level: Level)
    -> (position: Level.Index, kind: LayerKind)?
  {
    for position in level.indices.reversed() {
      if case .layer(let info) = level[position].role, info.isModal {
        return (position, info.kind)
      }
    }
    return nil
  }
}
