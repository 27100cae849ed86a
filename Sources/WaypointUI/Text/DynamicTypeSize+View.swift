import Foundation

extension View {
  /// Sets the text size of this view's content.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size of this view's content within `range`.
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return transformEnvironment(\.dynamicTypeSize) { size in
      guard let smallest = allowed.first, let largest = allowed.last else { return }
      size = min(max(size, smallest), largest)
    }
  }
}
