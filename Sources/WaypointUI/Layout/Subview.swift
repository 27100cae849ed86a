/// One of the subviews of a view, as a custom container gets them from `Group(subviews:)` or
/// `ForEach(subviews:)`: placed in the container's body, it shows that view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Subview: Identifiable {
  /// What identifies a subview: its place in the view it came from, and its `ForEach` id.
  public struct ID: Hashable {
    let path: [AnyHashable]

    /// Ids hash their paths.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    /// Ids are equal when their paths are.
    public static func == (a: ID, b: ID) -> Bool { a.path == b.path }
  }

  /// The subview's identity.
  public var id: ID
  /// The values the view gave its container (`.containerValue(_:_:)`, `.tag(_:)`).
  public var containerValues: ContainerValues
  /// The view.
  var view: any View
}

extension Subview.ID: @unchecked Sendable {}

extension Subview: View {
  /// The view this subview stands for.
  public var body: some View { AnyView(view) }
}

/// The subviews of a view, in order; itself a view showing them all.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SubviewsCollection: RandomAccessCollection {
  /// A subview.
  public typealias Element = Subview
  /// A position.
  public typealias Index = Int
  /// Consecutive subviews.
  public typealias SubSequence = SubviewsCollectionSlice

  let subviews: [Subview]

  /// The first position.
  public var startIndex: Int { subviews.startIndex }
  /// The position after the last.
  public var endIndex: Int { subviews.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> Subview { subviews[index] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: subviews[bounds])
  }
  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }
  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }
}

extension SubviewsCollection: View {
  /// Every subview, in order.
  public var body: some View {
    ForEach(subviews) { $0 }
  }
}

/// Consecutive subviews of a `SubviewsCollection`; itself a view showing them.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SubviewsCollectionSlice: RandomAccessCollection {
  /// A subview.
  public typealias Element = Subview
  /// A position, as in the whole collection.
  public typealias Index = Int
  /// Consecutive subviews.
  public typealias SubSequence = SubviewsCollectionSlice

  let base: ArraySlice<Subview>

  /// The first position.
  public var startIndex: Int { base.startIndex }
  /// The position after the last.
  public var endIndex: Int { base.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> Subview { base[index] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(base: base[bounds])
  }
  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }
  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }
}

extension SubviewsCollectionSlice: View {
  /// Every subview of the slice, in order.
  public var body: some View {
    ForEach(Array(base)) { $0 }
  }
}

/// The content of `Group(subviews:transform:)`: what the transform makes of the subviews.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct GroupElementsOfContent<Subviews: View, Content: View> {
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content
}

extension GroupElementsOfContent: View {
  /// The transform's view of the subviews.
  public var body: some View {
    transform(SubviewsCollection(subviews: SubviewExpansion.subviews(of: subviews)))
  }
}

extension Group {
  /// A group of what `transform` makes of the subviews of `view`: the way a custom container
  /// places the views it is given one by one.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init(made: GroupElementsOfContent(subviews: view, transform: transform))
  }
}

/// The subviews a `ForEach(subviews:content:)` makes a view for, one each.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  /// A subview.
  public typealias Element = Subview
  /// A position.
  public typealias Index = Int

  let subviews: [Subview]

  /// The first position.
  public var startIndex: Int { subviews.startIndex }
  /// The position after the last.
  public var endIndex: Int { subviews.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEach {
  /// Makes `content` for each subview of `view`, each kept by the subview's id.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<V: View>(
    subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
  ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
    self.init(
      data: ForEachSubviewCollection(subviews: SubviewExpansion.subviews(of: view)),
      id: { $0.id }, content: content)
  }
}
