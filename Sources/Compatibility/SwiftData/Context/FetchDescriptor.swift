import Foundation

/// What a fetch asks for: the models of one type a predicate matches, in an order, a page of
/// them. The store filters and sorts what it can; the rest is done on the fetched models.
public struct FetchDescriptor<T: PersistentModel> {
  /// Which models to fetch; all when nil.
  public var predicate: Predicate<T>?
  /// The order, first descriptor first.
  public var sortBy: [SortDescriptor<T>]
  /// At most this many models.
  public var fetchLimit: Int?
  /// Skips this many models first.
  public var fetchOffset: Int?
  /// Whether inserted, changed and deleted models not saved yet count (they do by default).
  public var includePendingChanges: Bool = true
  /// Recorded: every persisted property is fetched here.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Recorded: relationships load when first read here.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// A descriptor for the models `predicate` matches, ordered by `sortBy`.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

/// The result of a batched fetch: the models, read as a collection.
public struct FetchResultsCollection<Element: PersistentModel>: RandomAccessCollection {
  let models: [Element]
  /// The first position.
  public var startIndex: Int { models.startIndex }
  /// The position after the last.
  public var endIndex: Int { models.endIndex }
  /// The model at `position`.
  public subscript(position: Int) -> Element { models[position] }
}
