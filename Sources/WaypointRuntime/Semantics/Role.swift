import Foundation
import WaypointCore

/// What a semantic element is. Renderers switch over it; an unknown role should fall back to
/// rendering the element's children.
///
/// Roles with several values, and images (whose names can hold an asset), are `indirect`, so
/// every element does not carry the largest of them inline.
public enum Role: Sendable, Equatable {
  /// Text, with its content.
  case text(String)
  /// An image, by name.
  indirect case image(ImageName)
  /// A label: an icon and a title, as its children.
  case label
  /// A button; activating it runs its action.
  case button(ButtonRole?)
  /// A stack of children.
  indirect case stack(StackLayout)
  /// Children arranged by an app's own `Layout`, which the layout pass calls.
  indirect case layout(RecordedLayout)
  /// A `GeometryReader`: its content, laid out in the space the reader was offered.
  indirect case geometryReader(GeometryReaderRecord)
  /// A `Canvas`: it takes the space it is offered, and a renderer paints what its drawing code
  /// draws at that size; its children are the texts it drew at the scene's size.
  indirect case canvas(DrawingRecord)
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
  /// A tab view: its tab bar, then the selected tab's content (a `.tabContent`).
  case tabView
  /// The selected tab's content, inside its tab view after the bar, so that nothing finds it by
  /// position.
  case tabContent
  /// The bar of a tab view's tabs, in order (hidden tabs are not in it): a tab bar, a sidebar
  /// or a pager's index dots.
  indirect case tabBar(TabBarInfo)
  /// One tab in a tab bar; tapping it selects the tab, or pops the selected tab to its root.
  indirect case tab(TabInfo)
  /// A tab view's bottom accessory, shown above its tab bar on every tab.
  case tabAccessory
  /// One screen of a navigation container: its navigation bar, then its content. Its place in a
  /// stack is its position among the stack's children (the state's `Screen.index`).
  case screen
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

/// Which picture an image element stands for, as the semantic tree records it. Renderers draw a
/// stand-in glyph for a symbol, an asset's own bitmap, or the name when they have nothing better.
public enum ImageName: Sendable, Hashable, CustomStringConvertible {
  /// A system symbol, such as `"star.fill"`.
  case system(String)
  /// An image resource of the app that no asset catalog holds: drawn as its name.
  case resource(String)
  /// An image set of one of the app's asset catalogs.
  case asset(ImageAsset)
  /// An image an `AsyncImage` loaded from a URL, or a `data:` URL of an image made from its
  /// file's bytes (`Image(uiImage:)`), which browsers draw as it is.
  case remote(URL)
  /// A bitmap made in code (`Image(cgImage, scale:label:)`), of the given size in pixels, with
  /// the text snapshot of the view it was rendered from when an `ImageRenderer` made it.
  case bitmap(width: Int, height: Int, content: String?)

  /// The image resource `name` in `bundle` (every catalog when nil): its asset when a catalog
  /// holds it, else the bare name.
  package static func named(_ name: String, bundle: Bundle?) -> ImageName {
    ImageAssets.shared.asset(named: name, bundle: bundle).map(ImageName.asset) ?? .resource(name)
  }

  /// The name an app gave the image, for a resource or an asset.
  public var resourceName: String? {
    switch self {
    case .resource(let name): name
    case .asset(let asset): asset.name
    case .system, .bitmap, .remote: nil
    }
  }

  /// The image as Swift source.
  public var description: String {
    switch self {
    case .system(let name): "systemName: \(name.debugDescription)"
    case .resource(let name): name.debugDescription
    case .asset(let asset): asset.name.debugDescription
    case .remote(let url) where url.scheme == "data":
      "uiImage: \(url.absoluteString.dropFirst(5).prefix { $0 != ";" && $0 != "," }), "
        + "\(url.absoluteString.utf8.count) characters"
    case .remote(let url): "url: \(url.absoluteString.debugDescription)"
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
  /// The alignment the layout pass aligns children by (across the axis; both for a `ZStack`).
  package var guide: Alignment
  /// For a `Grid`, the space between its columns (nil: the default): its rows' cells line up.
  package var gridColumnSpacing: CGFloat??

  /// A `VStack` (or `LazyVStack`) aligning children by `alignment`.
  package static func vertical(
    _ alignment: HorizontalAlignment, spacing: CGFloat?, isLazy: Bool = false
  ) -> StackLayout {
    StackLayout(
      axis: .vertical, isLazy: isLazy, guide: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing)
  }

  /// An `HStack` (or `LazyHStack`) aligning children by `alignment`.
  package static func horizontal(
    _ alignment: VerticalAlignment, spacing: CGFloat?, isLazy: Bool = false
  ) -> StackLayout {
    StackLayout(
      axis: .horizontal, isLazy: isLazy,
      guide: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
  }

  /// A `ZStack` aligning children by `alignment`.
  package static func depth(_ alignment: Alignment) -> StackLayout {
    StackLayout(axis: .depth, isLazy: false, guide: alignment)
  }

  /// A stack aligned by `guide`; `alignment` prints it, by default the guide across the axis.
  package init(
    axis: Axis, isLazy: Bool, guide: Alignment, spacing: CGFloat? = nil, alignment: String? = nil
  ) {
    self.axis = axis
    self.isLazy = isLazy
    self.guide = guide
    self.spacing = spacing
    self.alignment =
      alignment
      ?? {
        switch axis {
        case .vertical: "\(guide.horizontal)"
        case .horizontal: "\(guide.vertical)"
        case .depth: "\(guide)"
        }
      }()
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
  /// A shape of the app's own, by its type name, with its outline: its `path(in:)` for a frame,
  /// which a renderer draws at the shape's frame (a one-command drawing, filled).
  case drawn(String, DrawingRecord)

  /// The shape as Swift source.
  public var description: String {
    switch self {
    case .rectangle: "Rectangle()"
    case .roundedRectangle(let radius): "RoundedRectangle(cornerRadius: \(Font.number(radius)))"
    case .circle: "Circle()"
    case .capsule: "Capsule()"
    case .ellipse: "Ellipse()"
    case .custom(let name): "\(name)()"
    // A shape a chain of modifiers made is named by the chain, calls included.
    case .drawn(let name, _): name.hasSuffix(")") ? name : "\(name)()"
    }
  }
}
