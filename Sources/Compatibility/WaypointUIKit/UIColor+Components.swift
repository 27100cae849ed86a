import Foundation
import WaypointUI

#if !canImport(UIKit)
  extension UIColor {
    /// The colour's components in the current appearance (`UITraitCollection.current`).
    private var current: Color.Resolved {
      resolved(dark: UITraitCollection.current.userInterfaceStyle == .dark)
    }

    /// Writes the red, green, blue and alpha components in the current appearance; true.
    @discardableResult
    public func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let value = current
      red?.pointee = CGFloat(value.red)
      green?.pointee = CGFloat(value.green)
      blue?.pointee = CGFloat(value.blue)
      alpha?.pointee = CGFloat(value.opacity)
      return true
    }

    /// Writes the hue, saturation, brightness (each 0 to 1) and alpha in the current
    /// appearance; true.
    @discardableResult
    public func getHue(
      _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
      brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let value = current
      let (red, green, blue) = (CGFloat(value.red), CGFloat(value.green), CGFloat(value.blue))
      let high = max(red, green, blue)
      let low = min(red, green, blue)
      let range = high - low
      var result: CGFloat = 0
      if range > 0 {
        switch high {
        case red: result = (green - blue) / range
        case green: result = 2 + (blue - red) / range
        default: result = 4 + (red - green) / range
        }
        result /= 6
        if result < 0 { result += 1 }
      }
      hue?.pointee = result
      saturation?.pointee = high > 0 ? range / high : 0
      brightness?.pointee = high
      alpha?.pointee = CGFloat(value.opacity)
      return true
    }

    /// Writes the grey level (the components' luminance by Rec. 709 weights) and alpha in the
    /// current appearance; true.
    @discardableResult
    public func getWhite(
      _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let value = current
      white?.pointee = CGFloat(
        0.2126 * value.red + 0.7152 * value.green + 0.0722 * value.blue)
      alpha?.pointee = CGFloat(value.opacity)
      return true
    }
  }

  extension Color {
    /// SwiftUI's colour of a UIKit colour: a system colour keeps its light and dark values.
    public init(uiColor: UIColor) {
      self = uiColor.color
    }

    /// SwiftUI's colour of a UIKit colour (`Color(.systemGray6)`). Disfavoured, as in SwiftUI:
    /// `Color(.brand)` takes the `ColorResource` when an asset is also a `UIColor` member.
    @available(
      *, deprecated,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      iOS, introduced: 13.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      tvOS, introduced: 13.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      watchOS, introduced: 6.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 100000.0,
      message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly"
    )
    @_disfavoredOverload
    public init(_ color: UIColor) {
      self = color.color
    }
  }
#endif
