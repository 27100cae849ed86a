extension Binding where Value: MutableCollection, Value.Index: Hashable {
  /// Replaces the given index with its successor.
  public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
}

extension Binding where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
  /// Replaces the given index with its predecessor.
  public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}
