import Foundation

extension Element {
  /// The width a `.frame` gives the element, in points: its fixed width, else its ideal one;
  /// nil when no frame sets either (a grid's or table's column that shares what is left).
  public var framedWidth: CGFloat? {
    for case .frame(let frame) in attributes {
      if let width = frame.width ?? frame.idealWidth { return width }
    }
    return nil
  }
}
