import Foundation

extension HorizontalAlignment {
  /// Your own horizontal guide, identified by `id`: views without an `.alignmentGuide` for it
  /// take `id.defaultValue(in:)`.
  public init(_ id: any AlignmentID.Type) {
    self.init(name: "init(\(id).self)", id: AlignmentKey(type: id))
  }

  /// Combines explicit values of this guide from several views into one: their mean, nil when
  /// none is set.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    AlignmentMath.mean(of: values)
  }

  /// Where a list row's separator would start: x = 0 unless an `.alignmentGuide` moves it; the
  /// value can be read back, but no renderer places separators by it.
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  /// Where a list row's separator would end: the row's width unless an `.alignmentGuide` moves
  /// it; renderers do not read it.
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    name: "listRowSeparatorTrailing")
}

extension VerticalAlignment {
  /// Your own vertical guide, identified by `id`: views without an `.alignmentGuide` for it
  /// take `id.defaultValue(in:)`.
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
