/// A set of edit actions on a collection of data that a view can offer to a user.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The actions' bits.
  public let rawValue: Int
  /// Creates a set of edit actions from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// All the edit actions available on this collection: none, for a collection that can be
  /// neither reordered nor shortened.
  public static var all: EditActions<Data> { [] }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Deletion of collection elements.
  public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 0) }
  /// All the edit actions available on this collection: deletion.
  public static var all: EditActions<Data> { delete }
}

extension EditActions where Data: MutableCollection {
  /// Reordering of collection elements.
  public static var move: EditActions<Data> { EditActions(rawValue: 1 << 1) }
  /// All the edit actions available on this collection: reordering.
  public static var all: EditActions<Data> { move }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
  /// All the edit actions available on this collection: deletion and reordering.
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
