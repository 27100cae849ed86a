import Foundation
import WaypointUI

#if !canImport(UIKit)
  extension NSAttributedString.Key {
    /// The text's colour, a `UIColor` (UIKit's key).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The text's font, a `UIFont` (UIKit's key).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The colour behind the text, a `UIColor` (UIKit's key).
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// Extra space between letters, in points (UIKit's key).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
  }

  /// The colour and font in a UIKit attributes dictionary (`titleTextAttributes`).
  struct TextAttributes {
    var color: Color?
    var font: Font?

    init(_ attributes: [NSAttributedString.Key: Any]?) {
      color = (attributes?[.foregroundColor] as? UIColor)?.color
      font = (attributes?[.font] as? UIFont).map(Font.init)
    }
  }
#endif
