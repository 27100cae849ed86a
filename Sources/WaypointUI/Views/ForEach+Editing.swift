import Foundation

extension ForEach where Content: View {
  /// Lets a person delete rows (`ElementAction.delete`: a swipe, Edit → Delete, the Delete key
  /// in the terminal); `action` gets the offsets of the rows to remove.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach<Data, ID, some View> {
    let id = self.id
    let content = self.content
    var offsets: [ID: Int] = [:]
    for (offset, element) in data.enumerated() { offsets[id(element)] = offset }
    return ForEach<Data, ID, ModifiedContent<Content, AddedAction>>(data: data, id: id) {
      element in
      let offset = offsets[id(element)]
      return content(element).modifier(
        AddedAction(kind: .delete, isEnabled: action != nil && offset != nil) { _ in
          if let offset { action?(IndexSet(integer: offset)) }
        })
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (as `onDelete` gives them).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination` (as `onMove` gives them).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.filter { $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = Swift.max(0, Swift.min(count, destination - before))
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}
