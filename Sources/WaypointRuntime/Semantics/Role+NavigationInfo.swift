import Foundation
import WaypointCore

/// How a split view lays out its columns.
public struct SplitViewInfo: Sendable, Equatable {
  /// The style it was given (`.automatic`, `.balanced`, `.prominentDetail`).
  public var style: NavigationSplitViewStyleKind
  /// Which columns show, as the binding (or the style, for `.automatic`) resolves.
  public var visibility: NavigationSplitViewVisibility
  package init(style: NavigationSplitViewStyleKind, visibility: NavigationSplitViewVisibility) {
    self.style = style
    self.visibility = visibility
  }
}

/// How a tab view shows its tabs.
public struct TabBarInfo: Sendable, Equatable {
  /// The forms a tab view's tabs take.
  public enum Form: String, Sendable, Equatable {
    /// A bar of tabs (at the bottom on iOS).
    case tabBar
    /// A sidebar listing the tabs under their sections' headers.
    case sidebar
    /// A pager's index dots, one per page.
    case pageIndicator
  }

  /// The form the tabs take now.
  public var form: Form
  /// The style the tab view was given.
  public var style: TabViewStyleKind
  /// When the bar minimizes as content scrolls (it takes effect on a compact tab bar only).
  public var minimizeBehavior: TabBarMinimizeBehavior
  /// The colours `UITabBar.appearance()` gave tab bars (`UIPageControl.appearance()` a page
  /// indicator), when the app set any.
  public var appearance: ControlAppearance?

  /// Describes a tab view's tabs.
  public init(
    form: Form, style: TabViewStyleKind, minimizeBehavior: TabBarMinimizeBehavior = .automatic
  ) {
    self.form = form
    self.style = style
    self.minimizeBehavior = minimizeBehavior
    switch form {
    case .tabBar: appearance = AppearanceRegistry.appearance(of: .tabBar)
    case .pageIndicator: appearance = AppearanceRegistry.appearance(of: .pageControl)
    case .sidebar: appearance = nil
    }
  }
}

/// What a tab's bar item shows and whether it is the selected tab.
public struct TabInfo: Sendable, Equatable {
  /// The tab's title ("Search" for a search tab without one).
  public var title: String
  /// The picture shown with the title; `nil` for a title-only tab.
  public var image: ImageName?
  /// The badge shown on the tab, if any.
  public var badge: String?
  /// Whether the tab is the selected one.
  public var isSelected: Bool
  /// Whether the tab has the search role.
  public var isSearch: Bool
  /// The title of the `TabSection` the tab is in, if any.
  public var section: String?
  /// Whether it is the first tab shown of its section, so a sidebar puts the section's header
  /// above it.
  public var startsSection: Bool

  /// Describes a tab.
  public init(
    title: String, image: ImageName? = nil, badge: String? = nil, isSelected: Bool,
    isSearch: Bool = false, section: String? = nil, startsSection: Bool = false
  ) {
    self.title = title
    self.image = image
    self.badge = badge
    self.isSelected = isSelected
    self.isSearch = isSearch
    self.section = section
    self.startsSection = startsSection
  }
}

/// Which column an element shows, and the width it asked for.
public struct ColumnInfo: Sendable, Equatable {
  /// The column.
  public var column: NavigationSplitViewColumn
  /// The width from `navigationSplitViewColumnWidth`, in points, if the column set one.
  public var width: ColumnWidth?

  /// Describes a column.
  public init(column: NavigationSplitViewColumn, width: ColumnWidth? = nil) {
    self.column = column
    self.width = width
  }
}

/// A column's width from `navigationSplitViewColumnWidth`, in points.
public struct ColumnWidth: Sendable, Equatable, CustomStringConvertible {
  /// The narrowest the column may be.
  public var min: CGFloat?
  /// The width it prefers.
  public var ideal: CGFloat
  /// The widest it may be.
  public var max: CGFloat?

  /// Describes a width in points.
  public init(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) {
    self.min = min
    self.ideal = ideal
    self.max = max
  }

  /// The width as the arguments of its modifier: `220` or `min: 180, ideal: 220, max: 300`.
  public var description: String {
    guard min != nil || max != nil else { return Font.number(ideal) }
    var parts: [String] = []
    if let min { parts.append("min: \(Font.number(min))") }
    parts.append("ideal: \(Font.number(ideal))")
    if let max { parts.append("max: \(Font.number(max))") }
    return parts.joined(separator: ", ")
  }
}

/// Where views attached to an element go.
public struct DecorationInfo: Sendable, Equatable, CustomStringConvertible {
  /// The modifier that attached them.
  public enum Kind: Sendable, Equatable {
    /// `.background { … }`: behind the element.
    case background
    /// `.overlay { … }`: in front of the element.
    case overlay
    /// `.safeAreaInset(edge:) { … }`: beside the element, along an edge.
    case safeAreaInset(Edge)
    /// `.mask { … }`: over the element, not drawn; the element shows only where it is opaque.
    case mask
  }

  /// The modifier that attached them.
  public var kind: Kind
  /// How they are aligned against the element.
  public var alignment: Alignment

  /// The decoration as the text snapshot prints it: `Overlay(alignment: .topTrailing)`.
  public var description: String {
    switch kind {
    case .background: alignment == .center ? "Background" : "Background(alignment: \(alignment))"
    case .overlay: alignment == .center ? "Overlay" : "Overlay(alignment: \(alignment))"
    case .safeAreaInset(let edge): "SafeAreaInset(edge: \(edge))"
    case .mask: alignment == .center ? "Mask" : "Mask(alignment: \(alignment))"
    }
  }
  /// How many of the decorated element's attributes were applied before this decoration: the
  /// modifiers it decorates (a padding inside a background), the others being outside it.
  package var innerAttributeCount: Int

  package init(kind: Kind, alignment: Alignment, innerAttributeCount: Int = 0) {
    self.kind = kind
    self.alignment = alignment
    self.innerAttributeCount = innerAttributeCount
  }
}

/// Which scene an element shows.
public struct SceneInfo: Sendable, Equatable {
  /// The scene's identity, stable while it is open (see `SceneSession`).
  public var id: SceneID
  /// The scene's title, when its declaration has one.
  public var title: String?
  package init(id: SceneID, title: String? = nil) {
    self.id = id
    self.title = title
  }
}

/// What a presented layer is.
public struct LayerInfo: Sendable, Equatable {
  /// Which presentation made it.
  public var kind: LayerKind
  /// Whether it blocks everything beneath it (a sheet, an alert) or not (a popover on a large
  /// screen).
  public var isModal: Bool
  /// The sizing its content asked for (`presentationSizing`), if any.
  public var sizing: PresentationSizingInfo?
  /// The heights it can rest at (`presentationDetents`), if its content set them.
  public var detents: [PresentationDetent] = []
  /// The height it rests at, when a `presentationDetents(_:selection:)` binding says.
  public var selectedDetent: PresentationDetent?
  /// Whether its drag indicator shows (`presentationDragIndicator`).
  public var dragIndicator: Visibility = .automatic
  /// An alert's or a dialog's title, when it shows one.
  public var title: String?
  /// The element of the view the presentation is attached to (a menu's button, the row a
  /// context menu is of), which a renderer may point a popover at.
  public var source: ElementID?

  /// Describes a presented layer.
  public init(
    kind: LayerKind, isModal: Bool, sizing: PresentationSizingInfo? = nil,
    detents: [PresentationDetent] = [], selectedDetent: PresentationDetent? = nil,
    dragIndicator: Visibility = .automatic, title: String? = nil, source: ElementID? = nil
  ) {
    self.title = title
    self.source = source
    self.kind = kind
    self.isModal = isModal
    self.sizing = sizing
    self.detents = detents
    self.selectedDetent = selectedDetent
    self.dragIndicator = dragIndicator
  }
}

/// A kind of presented layer; presentations add theirs (`.sheet`, `.alert`, …).
public struct LayerKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, as the text snapshot prints it.
  public let rawValue: String

  /// Creates a kind from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind's name.
  public var description: String { rawValue }
}

/// How a navigation bar looks.
public struct NavigationBarInfo: Sendable, Equatable {
  /// The screen's title, if it set one.
  public var title: String?
  /// The title display mode the screen asked for.
  public var displayMode: NavigationBarItem.TitleDisplayMode
  /// The colours and fonts `UINavigationBar.appearance()` gave navigation bars, when the app
  /// set any.
  public var appearance: ControlAppearance?
  package init(title: String? = nil, displayMode: NavigationBarItem.TitleDisplayMode) {
    self.title = title
    self.displayMode = displayMode
    appearance = AppearanceRegistry.appearance(of: .navigationBar)
  }
}

/// Where a toolbar item goes.
public struct ToolbarItemInfo: Sendable, Equatable {
  /// The placement it asked for.
  public var placement: ToolbarItemPlacement
  /// Its `ToolbarItem(id:)` identity, stable across screens, when it has one.
  public var customizationID: String?
  package init(placement: ToolbarItemPlacement, customizationID: String? = nil) {
    self.placement = placement
    self.customizationID = customizationID
  }
}
