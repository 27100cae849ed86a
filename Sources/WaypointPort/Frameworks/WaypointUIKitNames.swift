/// The UIKit names that Waypoint's `WaypointUIKit` product declares on Linux, kept as data: a
/// file whose UIKit names are all among them builds against that module where UIKit is absent,
/// so its `import UIKit` is kept for Apple's systems and WaypointUIKit is imported elsewhere.
/// `UIView`, `UIViewController`, the representables and app delegates are not among them.
enum WaypointUIKitNames {
  /// UIKit's types that WaypointUIKit declares; a test checks each against its sources.
  static let types: Set<String> = [
    "UIColor", "UIFont", "UIFontMetrics", "UIFontDescriptor", "UIImage", "UIDevice",
    "UIUserInterfaceIdiom", "UIScreen", "UIApplication", "UIPasteboard", "UIFeedbackGenerator",
    "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
    "UIKeyboardType", "UITextContentType", "UITextAutocapitalizationType",
    "UITextAutocorrectionType", "UITextSpellCheckingType", "UIReturnKeyType", "UITraitCollection",
    "UIUserInterfaceStyle", "UIEdgeInsets", "UIRectCorner", "UIBezierPath", "UIAccessibility",
    "UIContentSizeCategory", "UIDeviceOrientation", "UIRectEdge", "UIUserInterfaceSizeClass",
    "UIImageSymbolScale", "UIImageSymbolWeight", "UIControl", "UIControlState",
    // Appearance proxies: only `.appearance()` and the properties apps set on it.
    "UINavigationBar", "UINavigationBarAppearance", "UITabBar", "UITabBarAppearance",
    "UITableView", "UITableViewCell", "UISegmentedControl", "UIPageControl", "UITextView",
    "UIBarAppearance", "UITabBarItemAppearance", "UITabBarItemStateAppearance",
  ]

  /// Labels and members bridging SwiftUI and Core Graphics to those types that WaypointUIKit
  /// declares too: `Color(uiColor:)`, `Image(uiImage:)`, `Font(uiFont)`, `.cgColor`, `.cgPath`.
  static let bridges: Set<String> = ["uiColor", "uiImage", "uiFont", "cgColor", "cgPath"]

  /// The names of `names` that only UIKit itself (or AppKit, Core Animation, Core Image, Core
  /// Text) declares: `UI…` types not in `types`, `NS…` names Linux's Foundation lacks, `CG…`
  /// names neither Foundation nor Waypoint declares, `CA…`, `CI…`, `CT…` names, and the other
  /// bridges (`uiView`, `ciImage`); sorted.
  static func beyond(_ names: Set<String>) -> [String] {
    names.filter { name in
      if NeedlessImports.isGraphicsName(name) {
        return !NeedlessImports.foundationGraphics.contains(name)
          && !NeedlessImports.waypointGraphics.contains(name)
      }
      if NeedlessImports.hasPrefix(name, "UI") { return !types.contains(name) }
      if NeedlessImports.hasPrefix(name, "NS") {
        return !NeedlessImports.foundationNSNames.contains(name)
      }
      if NeedlessImports.bridgeNames.contains(name) { return !bridges.contains(name) }
      return NeedlessImports.hasPrefix(name, "CA") || NeedlessImports.hasPrefix(name, "CI")
        || NeedlessImports.hasPrefix(name, "CT")
    }.sorted()
  }

  /// The UIKit names of `names` that WaypointUIKit declares: `UI…` types of `types` and the
  /// bridges of `bridges`; sorted.
  static func provided(_ names: Set<String>) -> [String] {
    names.filter { types.contains($0) || bridges.contains($0) }.sorted()
  }
}
