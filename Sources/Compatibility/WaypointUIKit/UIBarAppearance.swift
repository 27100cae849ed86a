import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// What a bar looks like (UIKit's type): its background, its shadow line. Assigning one to a
  /// bar's appearance proxy records its values for the runtime to put on bar elements.
  @preconcurrency @MainActor
  public class UIBarAppearance {
    /// The bar's background colour; nil keeps the default material.
    public var backgroundColor: UIColor?
    /// The colour of the line under the bar; nil or clear hides it.
    public var shadowColor: UIColor?
    /// Whether the background lets content show through.
    package var isTranslucent: Bool?

    /// An appearance with the default background.
    public init() { configureWithDefaultBackground() }

    /// A translucent material background and the default shadow.
    public func configureWithDefaultBackground() {
      backgroundColor = nil
      shadowColor = .separator
      isTranslucent = true
    }

    /// An opaque background of the system background colour, with a shadow.
    public func configureWithOpaqueBackground() {
      backgroundColor = .systemBackground
      shadowColor = .separator
      isTranslucent = false
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
      backgroundColor = .clear
      shadowColor = .clear
      isTranslucent = true
    }

    /// Writes the bar's background, shadow and translucency into `appearance`.
    func record(into appearance: inout ControlAppearance) {
      appearance.backgroundColor = backgroundColor?.color
      appearance.separatorColor = shadowColor?.color
      appearance.hidesSeparator = shadowColor == nil || shadowColor == .clear
      appearance.isTranslucent = isTranslucent
    }
  }

  /// What a navigation bar looks like (UIKit's type): the bar's look plus its titles' colours
  /// and fonts.
  @preconcurrency @MainActor
  public final class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes (`.foregroundColor`, `.font`).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (`.foregroundColor`, `.font`).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Writes the bar and its titles into `appearance`.
    override func record(into appearance: inout ControlAppearance) {
      super.record(into: &appearance)
      let title = TextAttributes(titleTextAttributes)
      let largeTitle = TextAttributes(largeTitleTextAttributes)
      appearance.titleColor = title.color
      appearance.titleFont = title.font
      appearance.largeTitleColor = largeTitle.color
      appearance.largeTitleFont = largeTitle.font
    }
  }

  /// What a tab bar looks like (UIKit's type): the bar's look plus its items'.
  @preconcurrency @MainActor
  public final class UITabBarAppearance: UIBarAppearance {
    /// The items' look when laid out stacked (an iPhone's tab bar).
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when laid out inline (an iPad's).
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when laid out compactly inline.
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// Writes the bar and its stacked items' colours into `appearance`.
    override func record(into appearance: inout ControlAppearance) {
      super.record(into: &appearance)
      let items = stackedLayoutAppearance
      appearance.tintColor =
        items.selected.iconColor?.color ?? TextAttributes(items.selected.titleTextAttributes).color
      appearance.secondaryTintColor =
        items.normal.iconColor?.color ?? TextAttributes(items.normal.titleTextAttributes).color
    }
  }

  /// What a tab bar's items look like in each state (UIKit's type).
  @preconcurrency @MainActor
  public final class UITabBarItemAppearance {
    /// Unselected items.
    public var normal = UITabBarItemStateAppearance()
    /// The selected item.
    public var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    public var disabled = UITabBarItemStateAppearance()
    /// The focused item.
    public var focused = UITabBarItemStateAppearance()

    /// Items with the default look.
    public init() {}
  }

  /// What a tab bar item looks like in one state (UIKit's type).
  @preconcurrency @MainActor
  public final class UITabBarItemStateAppearance {
    /// The icon's colour.
    public var iconColor: UIColor?
    /// The title's attributes (`.foregroundColor`, `.font`).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background colour.
    public var badgeBackgroundColor: UIColor?

    init() {}
  }
#endif
