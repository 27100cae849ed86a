import WaypointCore

/// Where a link inside shows its destination: a `NavigationStack` pushes it as a screen, a split
/// view's column (`SplitColumn`) shows it as the next column's content.
///
/// Only those two are containers in this sense. A tab view (`TabViewState`) does not take links;
/// it keeps each tab's content and tells the stack inside a tab it is there (`TabScope`). A
/// presented layer starts a presentation boundary that clears the container, so a link in a
/// sheet needs a stack of its own, as in SwiftUI. A container starts a navigation boundary (see
/// `NavigationBoundary`): links inside find the nearest container in the environment, which
/// gives Apple's rule (the surrounding stack, then the same column).
@MainActor
protocol NavigationContainer: AnyObject {
  /// The destinations visible from inside, which links read to tell whether they can act.
  var destinations: DestinationCatalog { get }
  /// Whether a `NavigationStack` inside this container's content is a mistake (it is inside
  /// another stack) rather than expected (a stack in a column, a tab or a sheet).
  var reportsNestedStacks: Bool { get }
  /// Shows the destination for a link's value: a stack appends the value to its path (a push), a
  /// column shows the destination as the next column's content.
  func showDestination(_ request: PushRequest)
  /// Shows a view-based link's destination: pushed on a stack, the next column's content in a
  /// split view.
  func showDestination(view: AnyView, fromLink link: Int)
  /// Pops the screen at `index` (0 is the first) and every screen above it.
  func popScreens(from index: Int)
  /// Whether a value link inside a list with a selection of its type selects the link's row
  /// instead of presenting (a split view's columns), or presents as anywhere else (a stack).
  var linksSelectListRows: Bool { get }
  /// Tells the container about a list with a selection inside it, as of the list's update.
  func noteListSelection(_ probe: ListSelectionProbe, from list: Node)
  /// Tells the container what a `navigationDestination(isPresented:)` or `(item:)` declared in
  /// it asks to show now (nil: nothing). A stack reads these from its screens' preferences
  /// instead; a split view's column shows it as the next column's content.
  func showBoundDestination(_ presented: PresentedView?, from declaration: Int)
}

extension NavigationContainer {
  var linksSelectListRows: Bool { false }
  func noteListSelection(_ probe: ListSelectionProbe, from list: Node) {}
  func showBoundDestination(_ presented: PresentedView?, from declaration: Int) {}
}

/// A link's value, with how to append it to each kind of path.
struct PushRequest {
  /// The value, as the tag the link's element is selected by in a list: one object holds it
  /// for the link's view and every element the link makes.
  let tag: ElementTag
  /// Appends with the overload the link was made with, so codability is kept: a metatype, where
  /// a closure capturing the value cost every link of a list an allocation.
  let appender: any PushAppender.Type

  /// The link's value.
  var value: AnyHashable { tag.value }

  /// The type of the value as the link was made with it.
  var type: Any.Type { appender.valueType }

  /// Appends the value to `path`.
  func appendToNavigationPath(_ path: inout NavigationPath) {
    appender.append(value, to: &path)
  }
}

/// How a link's value of one type goes onto a `NavigationPath`.
protocol PushAppender {
  /// The value's type.
  static var valueType: Any.Type { get }
  /// Appends `value`, which holds a `valueType`, to `path`.
  static func append(_ value: AnyHashable, to path: inout NavigationPath)
}

/// Appends a hashable value, which a path cannot encode.
enum HashablePushAppender<Value: Hashable>: PushAppender {
  static var valueType: Any.Type { Value.self }
  static func append(_ value: AnyHashable, to path: inout NavigationPath) {
    if let typed = value.base as? Value { path.append(typed) }
  }
}

/// Appends a codable value, which keeps the path codable.
enum CodablePushAppender<Value: Hashable & Codable>: PushAppender {
  static var valueType: Any.Type { Value.self }
  static func append(_ value: AnyHashable, to path: inout NavigationPath) {
    if let typed = value.base as? Value { path.append(typed) }
  }
}

extension EnvironmentValues {
  /// The nearest navigation container around a view, if any.
  ///
  /// Held weakly: a container keeps the environment it gives its screens, so a strong
  /// reference here would keep the container, and all its screens captured, alive forever.
  var navigationContainer: (any NavigationContainer)? {
    get { self[NavigationContainerKey.self].container }
    set { self[NavigationContainerKey.self] = WeakContainer(container: newValue) }
  }
}

private struct WeakContainer {
  weak var container: (any NavigationContainer)?
}

private enum NavigationContainerKey: EnvironmentKey {
  static var defaultValue: WeakContainer { WeakContainer(container: nil) }
}
