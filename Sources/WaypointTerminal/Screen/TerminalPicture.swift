import Foundation
import WaypointUI

/// A picture from the app's asset catalog as a terminal draws it: a PNG file scaled to a block
/// of cells, whose top-left cell carries it (the others are blank).
public struct TerminalPicture: Sendable, Hashable {
  /// The PNG file drawn.
  public var file: String
  /// The columns it covers.
  public var columns: Int
  /// The rows it covers.
  public var rows: Int

  /// Cells are about twice as tall as they are wide.
  static let cellAspect = 2.0
  /// A picture of its own is at most this many rows tall, so it leaves room for the content.
  static let maximumRows = 12

  /// The file a terminal can draw for `element`'s `asset`: its largest light PNG; none for a
  /// template, whose colour a terminal cannot change (it keeps its label).
  static func file(of asset: ImageAsset, in element: Element) -> ImageAsset.Variant? {
    guard !ImageName.asset(asset).isTemplate(with: element.attributes) else { return nil }
    return asset.variants(dark: false).last { $0.format == .png }
  }

  /// `element`'s picture on a line of its own, `available` columns wide: its frame's size, or
  /// its own size, or (resizable with no frame) as wide as it may be, at eight points a column.
  static func block(_ element: Element, asset: ImageAsset, available: Int) -> TerminalPicture? {
    guard let variant = file(of: asset, in: element), available > 0 else { return nil }
    let natural = asset.pointSize ?? CGSize(width: 64, height: 64)
    guard natural.width > 0, natural.height > 0 else { return nil }
    let aspect = natural.height / natural.width
    let frames = element.attributes.compactMap { if case .frame(let f) = $0 { f } else { nil } }
    let width = frames.lazy.compactMap(\.width).first
    let height = frames.lazy.compactMap(\.height).first
    let maxWidth = frames.lazy.compactMap(\.maxWidth).first { !$0.isInfinite }
    var points: CGFloat
    if !element.attributes.contains(.resizable) {
      points = natural.width
    } else if let width, let height {
      // Fitted into the frame, keeping its proportions.
      points = min(width, height / aspect)
    } else if let width {
      points = width
    } else if let height {
      points = height / aspect
    } else {
      points = maxWidth ?? .infinity
    }
    var columns = min(available, max(1, Int((points / 8).rounded())))
    var rows = max(1, Int((Double(columns) * aspect / cellAspect).rounded()))
    if rows > maximumRows {
      rows = maximumRows
      columns = max(1, Int((Double(rows) * cellAspect / aspect).rounded()))
    }
    return TerminalPicture(file: variant.file.path, columns: columns, rows: rows)
  }

  /// `asset`'s picture within a line of text: one row tall, as wide as its proportions make it.
  static func inline(_ element: Element, asset: ImageAsset) -> TerminalPicture? {
    guard let variant = file(of: asset, in: element), let size = asset.pointSize, size.height > 0
    else {
      return nil
    }
    let columns = max(1, Int((cellAspect * size.width / size.height).rounded()))
    return TerminalPicture(file: variant.file.path, columns: min(columns, 8), rows: 1)
  }
}
