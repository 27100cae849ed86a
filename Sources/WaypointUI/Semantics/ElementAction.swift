/// Something a user can do to an element, delivered by a renderer or a test driver.
public enum ElementAction: Sendable, Equatable, CustomStringConvertible {
  /// Activates a button, link or row.
  case tap
  /// Replaces the text of a text field.
  case setText(String)
  /// Flips a toggle.
  case toggle
  /// Selects a row of a list with a selection.
  case select

  /// The kinds of action, as elements list the ones they accept.
  public enum Kind: String, Hashable, Sendable, Comparable {
    /// See `ElementAction.tap`.
    case tap
    /// See `ElementAction.setText(_:)`.
    case setText
    /// See `ElementAction.toggle`.
    case toggle
    /// See `ElementAction.select`.
    case select

    /// Orders kinds by name, for stable printing.
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// This action's kind.
  public var kind: Kind {
    switch self {
    case .tap: .tap
    case .setText: .setText
    case .toggle: .toggle
    case .select: .select
    }
  }

  /// The action as a short phrase.
  public var description: String {
    switch self {
    case .tap: "tap"
    case .setText(let text): "setText(\(text.debugDescription))"
    case .toggle: "toggle"
    case .select: "select"
    }
  }
}

/// Where an element's actions go: the node that produced it, which the element cannot reach.
@MainActor
final class ActionTarget {
  var perform: (ElementAction) -> Void

  init(perform: @escaping (ElementAction) -> Void = { _ in }) {
    self.perform = perform
  }
}
