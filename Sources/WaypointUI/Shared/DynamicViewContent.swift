/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent<Data>: View {
  /// The type of the underlying collection of data.
  associatedtype Data: Collection
  /// The collection of underlying data.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}
