extension Binding where Value: MutableCollection, Value.Index: Hashable {
  /// Replaces the given index with its successor.
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
}

extension Binding where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
  /// Replaces the given index with its predecessor.
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}
