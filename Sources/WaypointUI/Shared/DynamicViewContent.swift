/// Rows made one per element of a collection, such as `ForEach`: what `onDelete` (a delete
/// action on each row), `onMove` and `onInsert` attach to.
public protocol DynamicViewContent<Data>: View {
  /// The collection the rows come from.
  associatedtype Data: Collection
  /// The elements, in row order; the offsets passed to `onDelete` and `onMove` index into it.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}
