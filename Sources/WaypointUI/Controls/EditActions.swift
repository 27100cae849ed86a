/// The edits a `ForEach` or `List` over a bound collection offers on its rows: `.delete` gives
/// each row `ElementAction.delete`, which removes its element from the binding; `.move` is
/// recorded on each row as `.onMove`.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The actions' bits.
  public let rawValue: Int
  /// Creates a set of edit actions from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The empty set, for a collection whose elements can neither be removed nor reordered.
  public static var all: EditActions<Data> { [] }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Deletion of collection elements.
  public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }
  /// Just `.delete`: this collection's elements can be removed but not reordered.
  public static var all: EditActions<Data> { delete }
}

extension EditActions where Data: MutableCollection {
  /// Reordering of collection elements.
  public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }
  /// Just `.move`: this collection's elements can be reordered but not removed.
  public static var all: EditActions<Data> { move }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
  /// Both `.delete` and `.move`, as this collection's elements can be removed and reordered.
  public static var all: EditActions<Data> { [delete, move] }
}

extension EditActions {
  /// Deletion of collection elements.
  @available(
    *, unavailable,
    message: "Delete is available only for collections conforming to RangeReplaceableCollection."
  )
  public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }

  /// Reordering of collection elements.
  @available(
    *, unavailable,
    message: "Move is available only for collections conforming to MutableCollection."
  )
  public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }
}
