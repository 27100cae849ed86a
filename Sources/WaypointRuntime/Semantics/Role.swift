import Foundation
import WaypointCore

/// What a semantic element is. Renderers switch over it; an unknown role should fall back to
/// rendering the element's children.
///
/// Roles with several values are `indirect`, so every element does not carry the largest of
/// them inline.
public enum Role: Sendable, Equatable {
  /// Text, with its content.
  case text(String)
  /// An image, by name.
  case image(ImageName)
  /// A label: an icon and a title, as its children.
  case label
  /// A button; activating it runs its action.
  case button(ButtonRole?)
  /// A stack of children.
  indirect case stack(StackLayout)
  /// A lazy grid of children.
  indirect case grid(LazyGridLayout)
  /// A row of cells, its children, that line up in columns with the other rows of its grid or
  /// table: renderers give each column an equal share of the row. Its cells' vertical
  /// alignment is nil when centred.
  indirect case gridRow(alignment: String?)
  /// A scrollable region.
  case scroll(Axis.Set)
  /// A list of rows and sections.
  case list(ListSelectionMode)
  /// A section of a list or form, with optional header and footer children.
  case section
  /// A section's header.
  case header
  /// A section's footer.
  case footer
  /// One row of a list.
  case row(isSelected: Bool)
  /// An editable text field.
  indirect case textField(title: String, text: String, prompt: String?)
  /// A switch between on and off; its label is in its children.
  case toggle(isOn: Bool)
  /// Progress of a task: a fraction of `total`, or indeterminate when `value` is nil.
  indirect case progress(value: Double?, total: Double)
  /// Flexible space.
  case spacer(minLength: CGFloat?)
  /// A separating line.
  case divider
  /// A placeholder for missing content: label, description and actions as children.
  case contentUnavailable
  /// Alternatives of which the renderer shows the first that fits.
  case viewThatFits(Axis.Set)
  /// A color filling its space.
  indirect case color(Color)
  /// A shape.
  case shape(ShapeKind)
  /// A navigation stack: its screens as children, root first; all but the last are covered.
  case navigationStack
  /// A navigation split view at regular width: its columns as children, leading to trailing.
  /// Collapsed (compact width), a split view is a `.navigationStack` instead.
  indirect case splitView(SplitViewInfo)
  /// One column of a split view: its screen, or the navigation stack it holds.
  indirect case column(ColumnInfo)
  /// A tab view: its tab bar, then the selected tab's content.
  case tabView
  /// The bar of a tab view's tabs, in order (hidden tabs are not in it): a tab bar, a sidebar
  /// or a pager's index dots.
  indirect case tabBar(TabBarInfo)
  /// One tab in a tab bar; tapping it selects the tab, or pops the selected tab to its root.
  indirect case tab(TabInfo)
  /// A tab view's bottom accessory, shown above its tab bar on every tab.
  case tabAccessory
  /// One screen of a navigation container: its navigation bar, then its content.
  case screen(ScreenInfo)
  /// A screen's navigation bar: a back button (when shown) and toolbar items as children.
  indirect case navigationBar(NavigationBarInfo)
  /// A link that navigates when activated; its label is in its children.
  case link
  /// A navigation bar's back button; its label (the previous screen's title) is its child.
  case backButton
  /// One toolbar item (or group), with its placement and `toolbar(id:)` identity.
  indirect case toolbarItem(ToolbarItemInfo)
  /// Views attached to the element that holds this one as its last children: a background, an
  /// overlay or a safe-area inset, drawn and found like any other content.
  indirect case decoration(DecorationInfo)
  /// One open scene (a window) of an app: its content, then its presented layers.
  indirect case scene(SceneInfo)
  /// Content presented over a scene (a sheet, an alert, …): its content as children. A modal
  /// layer makes everything before it in the scene unreachable.
  indirect case layer(LayerInfo)
}

/// What a screen of a navigation container is.
public struct ScreenInfo: Sendable, Equatable {
  /// The position in its container: 0 for a stack's root.
  public var index: Int
  package init(index: Int) {
    self.index = index
  }
}

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

  /// Describes a tab view's tabs.
  public init(
    form: Form, style: TabViewStyleKind, minimizeBehavior: TabBarMinimizeBehavior = .automatic
  ) {
    self.form = form
    self.style = style
    self.minimizeBehavior = minimizeBehavior
  }
}

/// What a tab's bar item shows and whether it is the selected tab.
public struct TabInfo: Sendable, Equatable {
  /// The tab's title ("Search" for a search tab without one).
  public var title: String
  /// The tab's image, if any.
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
    }
  }
  package init(kind: Kind, alignment: Alignment) {
    self.kind = kind
    self.alignment = alignment
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

  /// Describes a presented layer.
  public init(
    kind: LayerKind, isModal: Bool, sizing: PresentationSizingInfo? = nil,
    detents: [PresentationDetent] = [], selectedDetent: PresentationDetent? = nil,
    dragIndicator: Visibility = .automatic, title: String? = nil
  ) {
    self.title = title
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
  package init(title: String? = nil, displayMode: NavigationBarItem.TitleDisplayMode) {
    self.title = title
    self.displayMode = displayMode
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

/// The name of an image.
public enum ImageName: Sendable, Hashable, CustomStringConvertible {
  /// A system symbol, such as `"star.fill"`.
  case system(String)
  /// An image resource of the app.
  case resource(String)
  /// A bitmap made in code (`Image(cgImage, scale:label:)`), of the given size in pixels, with
  /// the text snapshot of the view it was rendered from when an `ImageRenderer` made it.
  case bitmap(width: Int, height: Int, content: String?)

  /// The image as Swift source.
  public var description: String {
    switch self {
    case .system(let name): "systemName: \(name.debugDescription)"
    case .resource(let name): name.debugDescription
    case .bitmap(let width, let height, _): "bitmap(width: \(width), height: \(height))"
    }
  }
}

/// How a stack arranges its children.
public struct StackLayout: Sendable, Equatable, CustomStringConvertible {
  /// The direction children follow.
  public enum Axis: Sendable, Equatable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing.
    case horizontal
    /// Back to front.
    case depth
  }

  /// The direction children follow.
  public var axis: Axis
  /// Whether the stack creates its children lazily on Apple's platforms.
  public var isLazy: Bool
  /// The alignment of children across the axis, as Swift source.
  public var alignment: String
  /// The spacing between children, when set.
  public var spacing: CGFloat?

  /// The stack as Swift source, such as `VStack(alignment: .leading, spacing: 8)`.
  public var description: String {
    let name =
      switch axis {
      case .vertical: isLazy ? "LazyVStack" : "VStack"
      case .horizontal: isLazy ? "LazyHStack" : "HStack"
      case .depth: "ZStack"
      }
    var arguments: [String] = []
    if alignment != ".center" { arguments.append("alignment: \(alignment)") }
    if let spacing { arguments.append("spacing: \(Font.number(spacing))") }
    return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
  }
  package init(axis: Axis, isLazy: Bool, alignment: String, spacing: CGFloat? = nil) {
    self.axis = axis
    self.isLazy = isLazy
    self.alignment = alignment
    self.spacing = spacing
  }
}

/// How a lazy grid arranges its children.
public struct LazyGridLayout: Sendable, Equatable, CustomStringConvertible {
  /// `.vertical` for `LazyVGrid` (items are columns), `.horizontal` for `LazyHGrid` (rows).
  public var axis: WaypointRuntime.Axis
  /// The columns or rows.
  public var items: [GridItem]
  /// The spacing between rows or columns, when set.
  public var spacing: CGFloat?

  /// The grid as Swift source.
  public var description: String {
    let name = axis == .vertical ? "LazyVGrid(columns: " : "LazyHGrid(rows: "
    var text = name + "[" + items.map(\.description).joined(separator: ", ") + "]"
    if let spacing { text += ", spacing: \(Font.number(spacing))" }
    return text + ")"
  }
  package init(axis: WaypointRuntime.Axis, items: [GridItem], spacing: CGFloat? = nil) {
    self.axis = axis
    self.items = items
    self.spacing = spacing
  }
}

/// Whether and how a list lets the user select rows.
public enum ListSelectionMode: Sendable, Equatable {
  /// Rows cannot be selected.
  case none
  /// At most one row is selected.
  case single
  /// Any number of rows can be selected.
  case multiple
}

/// A shape's kind.
public enum ShapeKind: Sendable, Equatable, CustomStringConvertible {
  /// A rectangle.
  case rectangle
  /// A rectangle with rounded corners.
  case roundedRectangle(cornerRadius: CGFloat)
  /// A circle.
  case circle
  /// A capsule.
  case capsule
  /// An ellipse.
  case ellipse
  /// A shape of the app's own, by its type name.
  case custom(String)

  /// The shape as Swift source.
  public var description: String {
    switch self {
    case .rectangle: "Rectangle()"
    case .roundedRectangle(let radius): "RoundedRectangle(cornerRadius: \(Font.number(radius)))"
    case .circle: "Circle()"
    case .capsule: "Capsule()"
    case .ellipse: "Ellipse()"
    case .custom(let name): "\(name)()"
    }
  }
}
