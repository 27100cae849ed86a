import WaypointCore

/// Something a user can do to an element, delivered by a renderer or a test driver.
///
/// A structure rather than an enumeration, so that containers can add actions (dismiss, select
/// a tab, change column visibility, …) without breaking renderers: renderers switch over
/// `kind` with a default, and read an action's argument through its accessor.
public struct ElementAction: Sendable, Hashable, CustomStringConvertible {
  /// What kind of action this is.
  public let kind: Kind
  private let argument: Argument

  private enum Argument: Sendable, Hashable {
    case none
    case text(String)
    case columnVisibility(NavigationSplitViewVisibility)
    case tabVisibility(Visibility)
    case offset(Int)
    case flag(Bool)
    case number(Double)
  }

  private init(kind: Kind, argument: Argument = .none) {
    self.kind = kind
    self.argument = argument
  }

  /// Activates a button, link or row.
  public static let tap = ElementAction(kind: .tap)
  /// Flips a toggle.
  public static let toggle = ElementAction(kind: .toggle)
  /// Selects a row of a list with a selection.
  public static let select = ElementAction(kind: .select)

  /// Replaces the text of a text field.
  public static func setText(_ text: String) -> ElementAction {
    ElementAction(kind: .setText, argument: .text(text))
  }

  /// Moves a slider to `value`, as dragging its bar does: the slider clamps it to its bounds and
  /// rounds it to its step before writing its binding.
  public static func setValue(_ value: Double) -> ElementAction {
    ElementAction(kind: .setValue, argument: .number(value))
  }

  /// Shows or hides a split view's leading columns, as its "show / hide sidebar" control does:
  /// the split view writes `visibility` to its binding.
  public static func setColumnVisibility(_ visibility: NavigationSplitViewVisibility)
    -> ElementAction
  {
    ElementAction(kind: .setColumnVisibility, argument: .columnVisibility(visibility))
  }

  /// Dismisses a presented layer as the user does (a swipe down, a tap outside, Esc).
  public static let dismiss = ElementAction(kind: .dismiss)

  /// Shows the element's context menu, as a long press or a right click does.
  public static let showContextMenu = ElementAction(kind: .showContextMenu)

  /// Hides or shows a tab of a customizable tab view, as a person editing the sidebar or tab bar
  /// does: the tab view writes it to its `TabViewCustomization`.
  public static func setTabVisibility(_ visibility: Visibility) -> ElementAction {
    ElementAction(kind: .setTabVisibility, argument: .tabVisibility(visibility))
  }

  /// Moves a tab of a customizable tab view `offset` places within its section (negative moves
  /// it up), as a person dragging it does.
  public static func moveTab(by offset: Int) -> ElementAction {
    ElementAction(kind: .moveTab, argument: .offset(offset))
  }

  /// A pointer entering (`true`) or leaving (`false`) the element, for renderers with a pointer.
  public static func hover(_ isHovering: Bool) -> ElementAction {
    ElementAction(kind: .hover, argument: .flag(isHovering))
  }

  /// Deletes a row of a `ForEach` with `onDelete`, as swiping it away or Edit → Delete does.
  public static let delete = ElementAction(kind: .delete)

  /// Asks a refreshable view to reload its content, as pulling it down does.
  public static let refresh = ElementAction(kind: .refresh)

  /// Submits a text field, as Return does: runs the `onSubmit` actions around it.
  public static let submit = ElementAction(kind: .submit)

  /// Says that the image an `AsyncImage` asked its renderer to load has loaded (`true`) or
  /// failed (`false`): a browser loads it itself and reports.
  public static func loadImage(succeeded: Bool) -> ElementAction {
    ElementAction(kind: .loadImage, argument: .flag(succeeded))
  }

  /// Whether a `hover` action says the pointer entered.
  public var isHovering: Bool? {
    if case .flag(let flag) = argument { return flag }
    return nil
  }

  /// Whether a `loadImage` action says the image loaded.
  public var imageLoaded: Bool? {
    guard kind == .loadImage, case .flag(let flag) = argument else { return nil }
    return flag
  }

  /// The visibility a `setTabVisibility` action asks for.
  public var tabVisibility: Visibility? {
    if case .tabVisibility(let visibility) = argument { return visibility }
    return nil
  }

  /// How far a `moveTab` action moves.
  public var offset: Int? {
    if case .offset(let offset) = argument { return offset }
    return nil
  }

  /// The visibility a `setColumnVisibility` action asks for.
  public var columnVisibility: NavigationSplitViewVisibility? {
    if case .columnVisibility(let visibility) = argument { return visibility }
    return nil
  }

  /// The value a `setValue` action moves to.
  public var value: Double? {
    if case .number(let number) = argument { return number }
    return nil
  }

  /// The new text of a `setText` action.
  public var text: String? {
    if case .text(let text) = argument { return text }
    return nil
  }

  /// The action as a short phrase: `tap`, `setText("Blob")`.
  public var description: String {
    switch argument {
    case .none: kind.rawValue
    case .text(let text): "\(kind.rawValue)(\(text.debugDescription))"
    case .columnVisibility(let visibility): "\(kind.rawValue)(\(visibility))"
    case .tabVisibility(let visibility): "\(kind.rawValue)(.\(visibility))"
    case .offset(let offset): "\(kind.rawValue)(by: \(offset))"
    case .flag(let flag): "\(kind.rawValue)(\(flag))"
    case .number(let number): "\(kind.rawValue)(\(number))"
    }
  }

  /// A kind of action, as elements list the ones they accept.
  public struct Kind: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kind's name, as the text snapshot prints it.
    public let rawValue: String

    /// Creates a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// See `ElementAction.tap`.
    public static let tap = Kind(rawValue: "tap")
    /// See `ElementAction.setText(_:)`.
    public static let setText = Kind(rawValue: "setText")
    /// See `ElementAction.toggle`.
    public static let toggle = Kind(rawValue: "toggle")
    /// See `ElementAction.setValue(_:)`.
    public static let setValue = Kind(rawValue: "setValue")
    /// See `ElementAction.select`.
    public static let select = Kind(rawValue: "select")
    /// See `ElementAction.setColumnVisibility(_:)`.
    public static let setColumnVisibility = Kind(rawValue: "setColumnVisibility")
    /// See `ElementAction.dismiss`.
    public static let dismiss = Kind(rawValue: "dismiss")
    /// See `ElementAction.showContextMenu`.
    public static let showContextMenu = Kind(rawValue: "showContextMenu")
    /// See `ElementAction.setTabVisibility(_:)`.
    public static let setTabVisibility = Kind(rawValue: "setTabVisibility")
    /// See `ElementAction.moveTab(by:)`.
    public static let moveTab = Kind(rawValue: "moveTab")
    /// See `ElementAction.hover(_:)`.
    public static let hover = Kind(rawValue: "hover")
    /// See `ElementAction.refresh`.
    public static let refresh = Kind(rawValue: "refresh")
    /// See `ElementAction.delete`.
    public static let delete = Kind(rawValue: "delete")
    /// See `ElementAction.submit`.
    public static let submit = Kind(rawValue: "submit")
    /// See `ElementAction.loadImage(succeeded:)`.
    public static let loadImage = Kind(rawValue: "loadImage")

    /// Orders kinds by name, for stable printing.
    public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind's name.
    public var description: String { rawValue }
  }
}

/// Where an element's actions go: the node that produced it, which the element cannot reach.
///
/// A target belongs to one node; when the node leaves the graph the target is released and
/// does nothing more, so an element kept from before cannot act on state that is gone.
@MainActor
package final class ActionTarget {
  private enum Handler {
    case closure((ElementAction) -> Void)
    /// The node's view answers, reading what it needs from the node when it acts.
    case responder(any NodeActionResponder.Type, NodeHandle)
  }

  private var handler: Handler
  /// Whether the node that owned the target has left the graph.
  package private(set) var isReleased = false

  package init(perform: @escaping (ElementAction) -> Void = { _ in }) {
    handler = .closure(perform)
  }

  /// Does what the target does with `action`, performed on `element` (one target can answer
  /// for several elements: a list's rows).
  package func perform(_ action: ElementAction, on element: Element? = nil) {
    switch handler {
    case .closure(let body): body(action)
    case .responder(let responder, let handle):
      if let node = handle.node { responder.perform(action, on: element, in: node) }
    }
  }

  /// Sets what the target does, unless it was released.
  package func setAction(_ action: @escaping (ElementAction) -> Void) {
    guard !isReleased else { return }
    handler = .closure(action)
  }

  /// Has `responder` answer for `node`, unless the target was released: no closure is kept,
  /// which every link of a list would otherwise hold.
  package func setResponder(_ responder: any NodeActionResponder.Type, for node: Node) {
    guard !isReleased else { return }
    handler = .responder(responder, node.handle)
  }

  /// Whether the target keeps a closure, rather than a responder reading its node.
  package var keepsClosure: Bool {
    if case .closure = handler { true } else { false }
  }

  /// Drops the action and everything it captured.
  package func release() {
    isReleased = true
    handler = .closure { _ in }
  }
}

/// A view whose node answers the actions on its element itself, reading its current value and
/// environment from the node when one comes.
@MainActor
package protocol NodeActionResponder {
  /// Answers `action`, performed on `element` (when the caller knows it), for `node`.
  static func perform(_ action: ElementAction, on element: Element?, in node: Node)
}
