/// A collection of the indices of a base collection, each with the id of the element there: the
/// data of a `ForEach` over a binding with edit actions, which finds each row's element by its
/// index and keeps its state by its id.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct IndexedIdentifierCollection<Base, ID>: Collection
where Base: Collection, ID: Hashable {
  /// An index of the base collection and the id of its element.
  public struct Element {
    let index: Base.Index
    let id: ID
  }

  /// A position in the base collection.
  public typealias Index = Base.Index

  let base: Base
  let identify: (Base.Element) -> ID

  init(_ base: Base, id: @escaping (Base.Element) -> ID) {
    self.base = base
    identify = id
  }

  /// The base collection's first index.
  public var startIndex: Base.Index { base.startIndex }
  /// The base collection's past-the-end index.
  public var endIndex: Base.Index { base.endIndex }

  /// The index `position` and the id of the base collection's element there.
  public subscript(position: Base.Index) -> Element {
    Element(index: position, id: identify(base[position]))
  }

  /// The base collection's index after `i`.
  public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection
where Base: BidirectionalCollection {
  /// The base collection's index before `i`.
  public func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
