import Foundation

/// Where the user is in one scene: the scene's navigation containers as the runtime shows them
/// (stacks, split views, tab views), its presented layers bottom to top, and what follows from
/// them — the screen in front, the front stack's titles, the selected tab, the visible columns.
///
/// Tests compare whole states, and every app prints one with `--navigation-state`, as JSON with
/// sorted keys.
public struct NavigationState: Codable, Hashable, Sendable {
  /// The scene's navigation containers outside its presented layers, in the order they appear.
  public var containers: [Container]
  /// The presented layers (sheets, alerts, menus…), bottom to top.
  public var layers: [Layer]
  /// The screen in front: the top screen of the front-most stack (in the top layer when one is
  /// presented), or of the trailing visible column that holds no stack.
  public var frontScreen: Screen?
  /// The titles of the front-most stack's screens, root first ("" for a screen without one).
  public var screenTitles: [String]
  /// The title a window or a browser tab shows: that of the last screen on screen that has one
  /// (a presented layer's, else the trailing column's, else the one before it).
  public var windowTitle: String?
  /// The title of the front-most tab view's selected tab, or nil without a tab view.
  public var selectedTab: String?
  /// The titles of the front-most split view's visible columns, leading to trailing (each
  /// column's top screen; "" for one without a title); empty without a split view at regular
  /// width.
  public var visibleColumns: [String]
  /// The titles of the front-most tab view's tabs that show in its bar, in order.
  public var visibleTabs: [String]
  /// The address of what the front screen shows, where the app declares one
  /// (`navigationAddress(_:)`).
  public var navigationAddress: String?

  /// A state with nothing on screen.
  public static let empty = NavigationState(
    containers: [], layers: [], frontScreen: nil, screenTitles: [], windowTitle: nil,
    selectedTab: nil, visibleColumns: [], visibleTabs: [], navigationAddress: nil)

  /// Describes a state; the runtime makes them from what a scene shows.
  public init(
    containers: [Container], layers: [Layer], frontScreen: Screen?, screenTitles: [String],
    windowTitle: String?, selectedTab: String?, visibleColumns: [String], visibleTabs: [String],
    navigationAddress: String?
  ) {
    self.containers = containers
    self.layers = layers
    self.frontScreen = frontScreen
    self.screenTitles = screenTitles
    self.windowTitle = windowTitle
    self.selectedTab = selectedTab
    self.visibleColumns = visibleColumns
    self.visibleTabs = visibleTabs
    self.navigationAddress = navigationAddress
  }

  /// How many screens are pushed on the front-most stack (0 on its root).
  public var depth: Int { frontScreen?.index ?? 0 }

  private enum CodingKeys: String, CodingKey {
    case containers, layers, frontScreen, screenTitles, windowTitle, selectedTab, visibleColumns
    case visibleTabs, navigationAddress
  }

  /// Writes every key, with `null` for what is absent, so a reader sees the whole shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(containers, forKey: .containers)
    try container.encode(layers, forKey: .layers)
    try container.encode(frontScreen, forKey: .frontScreen)
    try container.encode(screenTitles, forKey: .screenTitles)
    try container.encode(windowTitle, forKey: .windowTitle)
    try container.encode(selectedTab, forKey: .selectedTab)
    try container.encode(visibleColumns, forKey: .visibleColumns)
    try container.encode(visibleTabs, forKey: .visibleTabs)
    try container.encode(navigationAddress, forKey: .navigationAddress)
  }

  /// The state as JSON with sorted keys, pretty-printed: what `--navigation-state` prints.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension NavigationState {
  /// A screen of a stack or a column.
  public struct Screen: Codable, Hashable, Sendable {
    /// Its navigation title, if it set one.
    public var title: String?
    /// Its place in its stack: 0 for the root.
    public var index: Int
    /// Whether it shows (false for a screen covered by the one pushed over it).
    public var isOnScreen: Bool
    /// The navigation containers inside it (a split view in a tab, a stack in a sheet).
    public var containers: [Container]

    /// Describes a screen.
    public init(title: String?, index: Int, isOnScreen: Bool, containers: [Container] = []) {
      self.title = title
      self.index = index
      self.isOnScreen = isOnScreen
      self.containers = containers
    }
  }

  /// A navigation container: a stack, a split view or a tab view.
  public struct Container: Codable, Hashable, Sendable {
    /// Which container it is.
    public enum Kind: String, Codable, Hashable, Sendable {
      /// A `NavigationStack` (or a collapsed split view's stack).
      case stack
      /// A `NavigationSplitView` at regular width.
      case splitView
      /// A `TabView`.
      case tabView
    }

    /// Which container it is.
    public var kind: Kind
    /// A stack's screens, root first.
    public var screens: [Screen]
    /// A split view's columns, leading to trailing.
    public var columns: [Column]
    /// A tab view's tabs that show in its bar, in order (the selected one's content is in
    /// `containers`).
    public var tabs: [Tab]
    /// The containers inside a tab view's selected tab.
    public var containers: [Container]

    /// Describes a container.
    public init(
      kind: Kind, screens: [Screen] = [], columns: [Column] = [], tabs: [Tab] = [],
      containers: [Container] = []
    ) {
      self.kind = kind
      self.screens = screens
      self.columns = columns
      self.tabs = tabs
      self.containers = containers
    }
  }

  /// A column of a split view.
  public struct Column: Codable, Hashable, Sendable {
    /// `sidebar`, `content` or `detail`.
    public var name: String
    /// Whether it shows.
    public var isVisible: Bool
    /// The screens it shows: its stack's, or its own one.
    public var screens: [Screen]

    /// Describes a column.
    public init(name: String, isVisible: Bool, screens: [Screen]) {
      self.name = name
      self.isVisible = isVisible
      self.screens = screens
    }
  }

  /// A tab of a tab view.
  public struct Tab: Codable, Hashable, Sendable {
    /// Its title.
    public var title: String
    /// Whether it is the selected tab.
    public var isSelected: Bool
    /// Whether it has the search role.
    public var isSearch: Bool
    /// The `TabSection` it is in, if any.
    public var section: String?

    /// Describes a tab.
    public init(title: String, isSelected: Bool, isSearch: Bool = false, section: String? = nil) {
      self.title = title
      self.isSelected = isSelected
      self.isSearch = isSearch
      self.section = section
    }
  }

  /// A presented layer.
  public struct Layer: Codable, Hashable, Sendable {
    /// Which presentation made a layer.
    public enum Kind: String, Codable, Hashable, Sendable {
      /// `sheet`.
      case sheet
      /// `fullScreenCover`.
      case fullScreenCover
      /// `popover`.
      case popover
      /// `alert`.
      case alert
      /// `confirmationDialog`.
      case confirmationDialog
      /// `inspector`.
      case inspector
      /// `contextMenu`.
      case contextMenu
      /// A `Menu`'s open menu.
      case menu
      /// A row's swipe actions, revealed.
      case swipeActions
      /// `fileImporter`.
      case fileImporter
      /// `fileExporter`.
      case fileExporter
      /// `fileMover`.
      case fileMover
    }

    /// Which presentation made it.
    public var kind: Kind
    /// An alert's or a dialog's title, else the title of its top screen, if any.
    public var title: String?
    /// Whether it blocks what is beneath it.
    public var isModal: Bool
    /// The heights it can rest at (`presentationDetents`), as Swift source.
    public var detents: [String]
    /// The navigation containers it shows.
    public var containers: [Container]

    /// Describes a layer.
    public init(
      kind: Kind, title: String?, isModal: Bool = true, detents: [String] = [],
      containers: [Container] = []
    ) {
      self.kind = kind
      self.title = title
      self.isModal = isModal
      self.detents = detents
      self.containers = containers
    }
  }
}
