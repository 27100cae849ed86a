import Foundation

extension HorizontalAlignment {
  /// Creates a custom horizontal alignment of the specified type.
  public init(_ id: any AlignmentID.Type) {
    self.init(name: "init(\(id).self)", id: AlignmentKey(type: id))
  }

  /// Combines explicit values of this guide from several views into one: their mean, nil when
  /// none is set.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    AlignmentMath.mean(of: values)
  }

  /// A guide marking the leading edge of a list row's separator (at the row's leading edge).
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  /// A guide marking the trailing edge of a list row's separator (at the row's trailing edge).
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    name: "listRowSeparatorTrailing")
}

extension VerticalAlignment {
  /// Creates a custom vertical alignment of the specified type.
  public init(_ id: any AlignmentID.Type) {
    self.init(name: "init(\(id).self)", id: AlignmentKey(type: id))
  }

  /// Combines explicit values of this guide from several views into one: their mean, nil when
  /// none is set.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    AlignmentMath.mean(of: values)
  }
}

package enum AlignmentMath {
  package static func mean<S: Sequence>(of values: S) -> CGFloat? where S.Element == CGFloat? {
    let set = values.compactMap { $0 }
    guard !set.isEmpty else { return nil }
    return set.reduce(0, +) / CGFloat(set.count)
  }
}
