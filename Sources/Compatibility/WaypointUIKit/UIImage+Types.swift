import Foundation
import WaypointUI

#if !canImport(UIKit)
  extension UIImage {
    /// How an image is drawn (UIKit's type).
    public enum RenderingMode: Int, Sendable {
      /// As its context decides.
      case automatic
      /// In its own colours.
      case alwaysOriginal
      /// As a template, in the tint.
      case alwaysTemplate
    }

    /// How a resizable image fills its space (UIKit's type).
    public enum ResizingMode: Int, Sendable {
      /// Tiled.
      case tile
      /// Stretched.
      case stretch
    }

    /// Which way up an image is (UIKit's type).
    public enum Orientation: Int, Sendable {
      /// As stored.
      case up
      /// Turned 180°.
      case down
      /// Turned 90° anticlockwise.
      case left
      /// Turned 90° clockwise.
      case right
      /// Mirrored.
      case upMirrored
      /// Turned 180° and mirrored.
      case downMirrored
      /// Turned 90° anticlockwise and mirrored.
      case leftMirrored
      /// Turned 90° clockwise and mirrored.
      case rightMirrored
    }

    /// A configuration of how an image is drawn (UIKit's type); kept, not applied.
    public class Configuration: @unchecked Sendable {}

    /// A symbol's point size, weight and scale (UIKit's type); kept, not applied.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
      /// The point size asked for, 0 when none.
      public let pointSize: CGFloat
      /// The weight asked for.
      public let weight: SymbolWeight
      /// The scale asked for.
      public let scale: SymbolScale

      private init(size: CGFloat, weight: SymbolWeight, symbolScale: SymbolScale) {
        pointSize = size
        self.weight = weight
        scale = symbolScale
      }

      /// Asks for symbols `pointSize` points tall; recorded only.
      public convenience init(pointSize: CGFloat) {
        self.init(size: pointSize, weight: .unspecified, symbolScale: .unspecified)
      }

      /// Asks for symbols `pointSize` points tall at `weight`; recorded only.
      public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
        self.init(size: pointSize, weight: weight, symbolScale: .unspecified)
      }

      /// Asks for symbols `pointSize` points tall at `weight` and `scale`; recorded only.
      public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
        self.init(size: pointSize, weight: weight, symbolScale: scale)
      }

      /// Asks for `weight` alone, leaving the point size at 0; recorded only.
      public convenience init(weight: SymbolWeight) {
        self.init(size: 0, weight: weight, symbolScale: .unspecified)
      }

      /// Asks for `scale` alone, leaving the point size at 0; recorded only.
      public convenience init(scale: SymbolScale) {
        self.init(size: 0, weight: .unspecified, symbolScale: scale)
      }

      /// Asks for the point size of `textStyle`'s default font; recorded only.
      public convenience init(textStyle: UIFont.TextStyle) {
        self.init(size: textStyle.defaultSize, weight: .unspecified, symbolScale: .unspecified)
      }
    }
  }

  /// A symbol's weight (UIKit's type).
  public enum UIImageSymbolWeight: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Ultra light.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
  }

  /// A symbol's scale relative to text (UIKit's type).
  public enum UIImageSymbolScale: Int, Sendable {
    /// The default.
    case `default` = -1
    /// Not specified.
    case unspecified
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }

  extension UIImage {
    /// A symbol's weight.
    public typealias SymbolWeight = UIImageSymbolWeight
    /// A symbol's scale.
    public typealias SymbolScale = UIImageSymbolScale
  }
#endif
