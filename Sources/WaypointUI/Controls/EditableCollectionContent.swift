import Foundation

/// The content of a `ForEach` over a binding with edit actions: one row, which takes the
/// actions the collection allows (deletion as `ElementAction.delete`; moving is recorded, as a
/// terminal has no drag to reorder rows with).
public struct EditableCollectionContent<Content, Data> {
  let content: Content
  let delete: (() -> Void)?
  let canMove: Bool
}

extension EditableCollectionContent: View where Content: View {
  /// The row, with its edit actions.
  public var body: some View {
    let delete = self.delete
    return
      content
      .modifier(AddedAction(kind: .delete, isEnabled: delete != nil) { _ in delete?() })
      .modifier(OptionalAttributeModifier(attributes: canMove ? [.drawing(".onMove")] : []))
  }
}

extension ForEach {
  /// Rows over a binding to identifiable data, each given a binding to its element, that a
  /// person can delete or move as `editActions` allows.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<C, R>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
    Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection,
    R: View, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(editing: data, id: { $0.id }, editActions: editActions, content: content)
  }

  /// Rows over a binding to data identified by the value at `id`, each given a binding to its
  /// element, that a person can delete or move as `editActions` allows.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<C, R>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable
  {
    self.init(editing: data, id: { $0[keyPath: id] }, editActions: editActions, content: content)
  }

  private init<C, R>(
    editing data: Binding<C>, id: @escaping (C.Element) -> ID, editActions: EditActions<C>,
    content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable
  {
    let deletes = editActions.contains(EditActions(rawValue: 1 << 0))
    let moves = editActions.contains(EditActions(rawValue: 1 << 1))
    let row: (IndexedIdentifierCollection<C, ID>.Element) -> EditableCollectionContent<R, C> = {
      element in
      let delete: (() -> Void)? =
        deletes
        ? {
          let offset = data.wrappedValue.distance(
            from: data.wrappedValue.startIndex, to: element.index)
          if let shorter = removing(offset, from: data.wrappedValue) { data.wrappedValue = shorter }
        } : nil
      return EditableCollectionContent<R, C>(
        content: content(data[element.index]), delete: delete, canMove: moves)
    }
    self.init(
      data: IndexedIdentifierCollection(data.wrappedValue, id: id), id: { $0.id }, content: row)
  }
}

/// `collection` without the element at `offset`, when it is a collection elements can be
/// removed from and has one there.
func removing<C: Collection>(_ offset: Int, from collection: C) -> C? {
  guard let removable = collection as? any RangeReplaceableCollection else { return nil }
  return removingElement(at: offset, from: removable) as? C
}

private func removingElement<R: RangeReplaceableCollection>(at offset: Int, from collection: R)
  -> R
{
  guard offset >= 0, offset < collection.count else { return collection }
  var copy = collection
  copy.remove(at: copy.index(copy.startIndex, offsetBy: offset))
  return copy
}
