import Foundation
import WaypointUI

#if !canImport(UIKit)
  // Apple's published sRGB values for iOS's system and semantic colours, light then dark, as
  // 0–255 components and an alpha.
  extension UIColor {
    private static func system(
      _ name: String, _ light: (Float, Float, Float, Float), _ dark: (Float, Float, Float, Float)
    ) -> UIColor {
      func resolved(_ value: (Float, Float, Float, Float)) -> Color.Resolved {
        Color.Resolved(
          red: value.0 / 255, green: value.1 / 255, blue: value.2 / 255, opacity: value.3)
      }
      return UIColor(
        color: Color(
          light: resolved(light), dark: resolved(dark), description: "Color(uiColor: .\(name))"))
    }

    /// Red: (255, 59, 48) light, (255, 69, 58) dark.
    public static let systemRed = system("systemRed", (255, 59, 48, 1), (255, 69, 58, 1))
    /// Orange: (255, 149, 0) light, (255, 159, 10) dark.
    public static let systemOrange = system("systemOrange", (255, 149, 0, 1), (255, 159, 10, 1))
    /// Yellow: (255, 204, 0) light, (255, 214, 10) dark.
    public static let systemYellow = system("systemYellow", (255, 204, 0, 1), (255, 214, 10, 1))
    /// Green: (52, 199, 89) light, (48, 209, 88) dark.
    public static let systemGreen = system("systemGreen", (52, 199, 89, 1), (48, 209, 88, 1))
    /// Mint: (0, 199, 190) light, (99, 230, 226) dark.
    public static let systemMint = system("systemMint", (0, 199, 190, 1), (99, 230, 226, 1))
    /// Teal: (48, 176, 199) light, (64, 200, 224) dark.
    public static let systemTeal = system("systemTeal", (48, 176, 199, 1), (64, 200, 224, 1))
    /// Cyan: (50, 173, 230) light, (100, 210, 255) dark.
    public static let systemCyan = system("systemCyan", (50, 173, 230, 1), (100, 210, 255, 1))
    /// Blue: (0, 122, 255) light, (10, 132, 255) dark.
    public static let systemBlue = system("systemBlue", (0, 122, 255, 1), (10, 132, 255, 1))
    /// Indigo: (88, 86, 214) light, (94, 92, 230) dark.
    public static let systemIndigo = system("systemIndigo", (88, 86, 214, 1), (94, 92, 230, 1))
    /// Purple: (175, 82, 222) light, (191, 90, 242) dark.
    public static let systemPurple = system("systemPurple", (175, 82, 222, 1), (191, 90, 242, 1))
    /// Pink: (255, 45, 85) light, (255, 55, 95) dark.
    public static let systemPink = system("systemPink", (255, 45, 85, 1), (255, 55, 95, 1))
    /// Brown: (162, 132, 94) light, (172, 142, 104) dark.
    public static let systemBrown = system("systemBrown", (162, 132, 94, 1), (172, 142, 104, 1))

    /// Gray: (142, 142, 147) in both appearances.
    public static let systemGray = system("systemGray", (142, 142, 147, 1), (142, 142, 147, 1))
    /// Gray 2: (174, 174, 178) light, (99, 99, 102) dark.
    public static let systemGray2 = system("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
    /// Gray 3: (199, 199, 204) light, (72, 72, 74) dark.
    public static let systemGray3 = system("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
    /// Gray 4: (209, 209, 214) light, (58, 58, 60) dark.
    public static let systemGray4 = system("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
    /// Gray 5: (229, 229, 234) light, (44, 44, 46) dark.
    public static let systemGray5 = system("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
    /// Gray 6: (242, 242, 247) light, (28, 28, 30) dark.
    public static let systemGray6 = system("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))

    /// Text: black light, white dark.
    public static let label = system("label", (0, 0, 0, 1), (255, 255, 255, 1))
    /// Secondary text: (60, 60, 67) at 60 % light, (235, 235, 245) at 60 % dark.
    public static let secondaryLabel = system(
      "secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6))
    /// Tertiary text: the secondary greys at 30 %.
    public static let tertiaryLabel = system(
      "tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Quaternary text: the secondary greys at 18 % light, 16 % dark.
    public static let quaternaryLabel = system(
      "quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
    /// A field's placeholder: the tertiary text colour.
    public static let placeholderText = system(
      "placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    /// Links: (0, 122, 255) light, (9, 132, 255) dark.
    public static let link = system("link", (0, 122, 255, 1), (9, 132, 255, 1))
    /// A thin line that lets content show through: (60, 60, 67) at 29 % light, (84, 84, 88)
    /// at 60 % dark.
    public static let separator = system("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
    /// An opaque line: (198, 198, 200) light, (56, 56, 58) dark.
    public static let opaqueSeparator = system(
      "opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))

    /// A screen's background: white light, black dark.
    public static let systemBackground = system(
      "systemBackground", (255, 255, 255, 1), (0, 0, 0, 1))
    /// Content on the background: (242, 242, 247) light, (28, 28, 30) dark.
    public static let secondarySystemBackground = system(
      "secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
    /// Content on secondary content: white light, (44, 44, 46) dark.
    public static let tertiarySystemBackground = system(
      "tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
    /// A grouped list's background: (242, 242, 247) light, black dark.
    public static let systemGroupedBackground = system(
      "systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
    /// A grouped list's rows: white light, (28, 28, 30) dark.
    public static let secondarySystemGroupedBackground = system(
      "secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
    /// Content in grouped rows: (242, 242, 247) light, (44, 44, 46) dark.
    public static let tertiarySystemGroupedBackground = system(
      "tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))

    /// Fill of thin shapes: (120, 120, 128) at 20 % light, 36 % dark.
    public static let systemFill = system("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
    /// Fill of medium shapes: (120, 120, 128) at 16 % light, 32 % dark.
    public static let secondarySystemFill = system(
      "secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
    /// Fill of large shapes: (118, 118, 128) at 12 % light, 24 % dark.
    public static let tertiarySystemFill = system(
      "tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
    /// Fill of large areas: (116, 116, 128) at 8 % light, (118, 118, 128) at 18 % dark.
    public static let quaternarySystemFill = system(
      "quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))

    /// White at 60 %, for text on dark backgrounds, in both appearances.
    public static let lightText = system("lightText", (255, 255, 255, 0.6), (255, 255, 255, 0.6))
    /// Black, for text on light backgrounds, in both appearances.
    public static let darkText = system("darkText", (0, 0, 0, 1), (0, 0, 0, 1))
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The app's tint: SwiftUI's accent colour (system blue unless the app sets one).
    public static let tintColor = UIColor(color: .accentColor)

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A third white.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Two thirds white.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Half white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Green and blue.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Red and green.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Red and blue.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Red and half green.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Half red and half blue.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black at no opacity.
    public static let clear = UIColor(white: 0, alpha: 0)
  }
#endif
