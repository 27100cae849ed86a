import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// The state of a control a text attribute applies in (UIKit's type).
  public struct UIControlState: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// A state of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected or highlighted.
    public static let normal: UIControlState = []
    /// Being touched.
    public static let highlighted = UIControlState(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = UIControlState(rawValue: 1 << 1)
    /// Selected.
    public static let selected = UIControlState(rawValue: 1 << 2)
    /// Focused.
    public static let focused = UIControlState(rawValue: 1 << 3)
  }

  /// UIKit's control namespace, for `UIControl.State`.
  public enum UIControl {
    /// The state of a control.
    public typealias State = UIControlState
  }

  /// Navigation bars' appearance proxy (`UINavigationBar.appearance()`): what the app sets
  /// here is recorded for the whole process, as in UIKit, and shows on every navigation bar
  /// element the runtime builds after it (title colours, background, tint).
  @preconcurrency @MainActor
  public final class UINavigationBar {
    private static let proxy = UINavigationBar()
    private init() {}

    /// The proxy every navigation bar takes its look from.
    public static func appearance() -> UINavigationBar { proxy }

    private func update(_ change: (inout ControlAppearance) -> Void) {
      AppearanceRegistry.update(.navigationBar, change)
    }

    /// The inline title's attributes (`.foregroundColor`, `.font`).
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        let title = TextAttributes(titleTextAttributes)
        update {
          $0.titleColor = title.color
          $0.titleFont = title.font
        }
      }
    }

    /// The large title's attributes (`.foregroundColor`, `.font`).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
      didSet {
        let title = TextAttributes(largeTitleTextAttributes)
        update {
          $0.largeTitleColor = title.color
          $0.largeTitleFont = title.font
        }
      }
    }

    /// The colour of the bar's buttons.
    public var tintColor: UIColor? { didSet { update { $0.tintColor = tintColor?.color } } }
    /// The bar's background colour (UIKit's older property).
    public var barTintColor: UIColor? {
      didSet { update { $0.backgroundColor = barTintColor?.color } }
    }
    /// The bar's background colour.
    public var backgroundColor: UIColor? {
      didSet { update { $0.backgroundColor = backgroundColor?.color } }
    }
    /// Whether content shows through the bar.
    public var isTranslucent = true { didSet { update { $0.isTranslucent = isTranslucent } } }
    /// Whether root screens show large titles (recorded; SwiftUI decides per screen).
    public var prefersLargeTitles = false

    /// The look of the bar; its values are recorded when assigned.
    public var standardAppearance = UINavigationBarAppearance() {
      didSet { update(standardAppearance.record) }
    }
    /// The look at the top of scrolled content; recorded when assigned (Waypoint draws one
    /// look, so the last appearance assigned wins).
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
      didSet { scrollEdgeAppearance.map { update($0.record) } }
    }
    /// The look at compact height; recorded when assigned, as `scrollEdgeAppearance`.
    public var compactAppearance: UINavigationBarAppearance? {
      didSet { compactAppearance.map { update($0.record) } }
    }
    /// The look at compact height at the top of content; recorded when assigned.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
      didSet { compactScrollEdgeAppearance.map { update($0.record) } }
    }
  }

  /// Tab bars' appearance proxy (`UITabBar.appearance()`): recorded for the process and shown
  /// on every tab bar element built after it (background, selected and unselected colours).
  @preconcurrency @MainActor
  public final class UITabBar {
    private static let proxy = UITabBar()
    private init() {}

    /// The proxy every tab bar takes its look from.
    public static func appearance() -> UITabBar { proxy }

    private func update(_ change: (inout ControlAppearance) -> Void) {
      AppearanceRegistry.update(.tabBar, change)
    }

    /// The selected tab's colour.
    public var tintColor: UIColor? { didSet { update { $0.tintColor = tintColor?.color } } }
    /// The other tabs' colour.
    public var unselectedItemTintColor: UIColor? {
      didSet { update { $0.secondaryTintColor = unselectedItemTintColor?.color } }
    }
    /// The bar's background colour (UIKit's older property).
    public var barTintColor: UIColor? {
      didSet { update { $0.backgroundColor = barTintColor?.color } }
    }
    /// The bar's background colour.
    public var backgroundColor: UIColor? {
      didSet { update { $0.backgroundColor = backgroundColor?.color } }
    }
    /// Whether content shows through the bar.
    public var isTranslucent = true { didSet { update { $0.isTranslucent = isTranslucent } } }
    /// The look of the bar; recorded when assigned.
    public var standardAppearance = UITabBarAppearance() {
      didSet { update(standardAppearance.record) }
    }
    /// The look at the bottom of scrolled content; recorded when assigned (the last wins).
    public var scrollEdgeAppearance: UITabBarAppearance? {
      didSet { scrollEdgeAppearance.map { update($0.record) } }
    }
  }

  /// Tab bar items' appearance proxy (`UITabBarItem.appearance()`): their title colours show
  /// as the tab bar's selected and unselected colours, their fonts are kept on the proxy.
  @preconcurrency @MainActor
  public final class UITabBarItem {
    private static let proxy = UITabBarItem()
    private init() {}

    /// The proxy every tab bar item takes its look from.
    public static func appearance() -> UITabBarItem { proxy }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the titles' attributes in `state`: `.normal`'s colour is the unselected tabs',
    /// `.selected`'s the selected tab's.
    public func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
      let color = TextAttributes(attributes).color
      if state == .normal {
        AppearanceRegistry.update(.tabBar) { $0.secondaryTintColor = color }
      } else if state == .selected {
        AppearanceRegistry.update(.tabBar) { $0.tintColor = color }
      }
    }

    /// The titles' attributes set for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }
  }

  /// Bar buttons' appearance proxy (`UIBarButtonItem.appearance()`): a normal-state title
  /// colour shows as the navigation bar's tint.
  @preconcurrency @MainActor
  public final class UIBarButtonItem {
    private static let proxy = UIBarButtonItem()
    private init() {}

    /// The proxy every bar button takes its look from.
    public static func appearance() -> UIBarButtonItem { proxy }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The buttons' colour (the navigation bar's tint).
    public var tintColor: UIColor? {
      didSet { AppearanceRegistry.update(.navigationBar) { $0.tintColor = tintColor?.color } }
    }

    /// Sets the buttons' title attributes in `state`; `.normal`'s colour becomes the bar's tint.
    public func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
      guard state == .normal, let color = TextAttributes(attributes).color else { return }
      AppearanceRegistry.update(.navigationBar) { $0.tintColor = color }
    }

    /// The title attributes set for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }
  }

  /// Page indicators' appearance proxy (`UIPageControl.appearance()`): shown on the dots of a
  /// `TabView` with the page style built after it.
  @preconcurrency @MainActor
  public final class UIPageControl {
    private static let proxy = UIPageControl()
    private init() {}

    /// The proxy every page indicator takes its look from.
    public static func appearance() -> UIPageControl { proxy }

    /// The current page's dot colour.
    public var currentPageIndicatorTintColor: UIColor? {
      didSet {
        AppearanceRegistry.update(.pageControl) {
          $0.tintColor = currentPageIndicatorTintColor?.color
        }
      }
    }
    /// The other dots' colour.
    public var pageIndicatorTintColor: UIColor? {
      didSet {
        AppearanceRegistry.update(.pageControl) {
          $0.secondaryTintColor = pageIndicatorTintColor?.color
        }
      }
    }
    /// The indicator's background colour.
    public var backgroundColor: UIColor? {
      didSet {
        AppearanceRegistry.update(.pageControl) { $0.backgroundColor = backgroundColor?.color }
      }
    }
  }
#endif
