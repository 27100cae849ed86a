import WaypointCore

extension Diagnostic.Code {
  /// A link presents a value whose type has no `navigationDestination` in its stack.
  public static let linkWithoutDestination: Self = "link-without-destination"
  /// A value on a stack's path has no `navigationDestination`.
  public static let pathValueWithoutDestination: Self = "path-value-without-destination"
  /// A saved path entry could not be turned back into a value.
  public static let pathEntryUnresolved: Self = "path-entry-unresolved"
  /// A `NavigationLink` is not inside any navigation stack.
  public static let linkOutsideStack: Self = "link-outside-stack"
  /// A `navigationDestination` is declared inside a lazy container.
  public static let destinationInLazyContainer: Self = "destination-in-lazy-container"
  /// Two `navigationDestination`s on one stack handle the same type.
  public static let duplicateDestination: Self = "duplicate-destination"
  /// A `NavigationStack` is inside another stack's content.
  public static let nestedNavigationStack: Self = "nested-navigation-stack"
  /// A view-based `NavigationLink(destination:)` was used.
  public static let viewBasedLink: Self = "view-based-link"
  /// A stack's path was changed off the main actor.
  public static let pathMutatedOffMainActor: Self = "path-mutated-off-main-actor"
  /// A stack with a typed path has destinations declared on pushed screens.
  public static let typedPathNestedDestination: Self = "typed-path-nested-destination"
  /// A link's value is not of a typed path's element type.
  public static let typedPathValueMismatch: Self = "typed-path-value-mismatch"
  /// A `NavigationSplitView` is inside a `NavigationStack`'s content.
  public static let splitViewInsideStack: Self = "split-view-inside-stack"
  /// A link in a split view column's list matches neither the selection nor a destination.
  public static let columnLinkWithoutTarget: Self = "column-link-without-target"
  /// `preferredCompactColumn` names the content column of a two-column split view.
  public static let compactColumnMissing: Self = "compact-column-missing"
  /// The deprecated `NavigationView` was used.
  public static let navigationViewDeprecated: Self = "navigation-view-deprecated"
  /// The stacks of two tabs bound to one path.
  public static let pathSharedAcrossTabs: Self = "shared-path-across-tabs"
  /// A `NavigationStack` around a `TabView`: every tab shares the one stack.
  public static let stackAroundTabView: Self = "stack-around-tab-view"
  /// A tab of a customizable tab view without a `customizationID`.
  public static let tabCustomizationIDMissing: Self = "tab-customization-id-missing"
  /// Two tabs of a customizable tab view with the same `customizationID`.
  public static let tabCustomizationIDRepeated: Self = "tab-customization-id-repeated"
  /// `tabBarMinimizeBehavior` where there is no tab bar to minimize: regular width, a sidebar.
  public static let tabBarMinimizeWithoutEffect: Self = "tab-bar-minimize-without-effect"
  /// A search-role tab whose content is not a `NavigationStack` with `.searchable`.
  public static let searchTabWithoutStack: Self = "search-tab-without-stack"
  /// `.tabItem` makes a tab the old way, without roles, sections or typed values.
  public static let tabItemDeprecated: Self = "tab-item-deprecated"
}

extension Diagnostic {
  static func linkWithoutDestination(typeName: String) -> Self {
    Diagnostic(
      code: .linkWithoutDestination,
      message: "A NavigationLink is presenting a value of type “\(typeName)” but there is no "
        + "matching navigationDestination declaration visible from the location of the link. "
        + "The link cannot be activated. Note: Links search for destinations in any surrounding "
        + "NavigationStack, then within the same column of a NavigationSplitView.",
      fixIt: "Add .navigationDestination(for: \(typeName).self) { … } to the stack's root "
        + "view or to a screen below the link, outside any List or lazy stack.")
  }

  static func pathValueWithoutDestination(typeName: String) -> Self {
    Diagnostic(
      code: .pathValueWithoutDestination,
      message: "A value of type “\(typeName)” is on the navigation path but no "
        + "navigationDestination handles it; its screen shows a placeholder.",
      fixIt: "Declare .navigationDestination(for: \(typeName).self) { … } in the stack, or push "
        + "only values whose type has a destination.")
  }

  static func pathEntryUnresolved(_ error: NavigationPathResolutionError) -> Self {
    Diagnostic(
      code: .pathEntryUnresolved,
      message: "A saved navigation path entry could not be restored: \(error) Its screen shows a "
        + "placeholder.",
      fixIt: "Keep a navigationDestination for every type a saved path may hold, or restore "
        + "with NavigationPath.resolveLongestPrefix to drop what no longer resolves.")
  }

  static let linkOutsideStack = Diagnostic(
    code: .linkOutsideStack,
    message: "A NavigationLink is not inside a NavigationStack or NavigationSplitView; tapping "
      + "it does nothing.",
    fixIt: "Put the link inside a NavigationStack, or use a Button that changes state instead.")

  static func destinationInLazyContainer(typeName: String, location: SourceLocation) -> Self {
    Diagnostic(
      code: .destinationInLazyContainer,
      message: "A navigationDestination for “\(typeName)” is declared inside a lazy container "
        + "(List, LazyVStack, a lazy grid or ForEach rows). SwiftUI may not load it, and "
        + "navigation to that type then fails silently.",
      fixIt: "Move .navigationDestination(for: \(typeName).self) outside the List or lazy "
        + "container, onto the view that contains it.",
      location: location)
  }

  static func duplicateDestination(typeName: String, location: SourceLocation) -> Self {
    Diagnostic(
      code: .duplicateDestination,
      message: "A navigationDestination for “\(typeName)” was declared earlier on the stack. "
        + "Only the destination declared closest to the root view of the stack will be used.",
      fixIt: "Declare one navigationDestination per type, at the stack's root.",
      location: location)
  }

  static let nestedNavigationStack = Diagnostic(
    code: .nestedNavigationStack,
    message: "A NavigationStack is nested inside another NavigationStack's content; the inner "
      + "stack's screens and back button conflict with the outer one.",
    fixIt: "Remove the inner NavigationStack; push onto the outer stack instead. (A stack inside "
      + "a sheet is fine: a sheet starts a new navigation context.)")

  static let viewBasedLink = Diagnostic(
    code: .viewBasedLink,
    message: "A view-based NavigationLink(destination:) pushes a screen that is not on the "
      + "navigation path: it cannot be deep linked, restored or popped from code.",
    fixIt: "Use NavigationLink(value:) with .navigationDestination(for:) instead.")

  static let pathMutatedOffMainActor = Diagnostic(
    code: .pathMutatedOffMainActor,
    message: "A navigation path was changed off the main actor; the stack reads it on the main "
      + "actor, so the change may be lost or torn.",
    fixIt: "Make the router @MainActor, and change the path on the main actor (not in "
      + "Task.detached).")

  static func typedPathNestedDestination(typeName: String, location: SourceLocation) -> Self {
    Diagnostic(
      code: .typedPathNestedDestination,
      message: "Only root-level navigation destinations are effective for a navigation stack with "
        + "a homogeneous path; the navigationDestination for “\(typeName)” on a pushed screen is "
        + "ignored.",
      fixIt: "Declare it at the stack's root, or bind the stack to a NavigationPath.",
      location: location)
  }

  static func typedPathValueMismatch(valueType: String, elementType: String) -> Self {
    Diagnostic(
      code: .typedPathValueMismatch,
      message: "A NavigationLink presents a value of type “\(valueType)”, but the stack's path "
        + "holds only “\(elementType)”; the link cannot push it.",
      fixIt: "Bind the stack to a NavigationPath to mix types, or link to a \(elementType).")
  }

  static let splitViewInsideStack = Diagnostic(
    code: .splitViewInsideStack,
    message: "A NavigationSplitView is inside a NavigationStack's content; SwiftUI does not "
      + "support a split view in a stack, and its columns cannot push onto the stack.",
    fixIt: "Make the NavigationSplitView the root (of the scene, a tab or a sheet) and put a "
      + "NavigationStack inside its detail column instead.")

  static func columnLinkWithoutTarget(valueType: String, selectionType: String) -> Self {
    Diagnostic(
      code: .columnLinkWithoutTarget,
      message: "A NavigationLink in a NavigationSplitView column's list presents a value of type "
        + "“\(valueType)”, which is neither the list's selection type “\(selectionType)” nor "
        + "handled by a navigationDestination in that column. The link cannot be activated. "
        + "Note: Links search for destinations in any surrounding NavigationStack, then within "
        + "the same column of a NavigationSplitView.",
      fixIt: "Link to a \(selectionType) so the row sets the selection, or declare "
        + ".navigationDestination(for: \(valueType).self) { … } in the same column.")
  }

  static let compactColumnMissing = Diagnostic(
    code: .compactColumnMissing,
    message: "preferredCompactColumn is .content, but this NavigationSplitView has two columns "
      + "(sidebar and detail); the collapsed view shows the detail column instead.",
    fixIt: "Use .sidebar or .detail for a two-column split view, or add a content: column.")

  static let pathSharedAcrossTabs = Diagnostic(
    code: .pathSharedAcrossTabs,
    message: "The navigation stacks of two tabs are bound to the same path; a push in one tab "
      + "shows in the other, and switching tabs loses each tab's place.",
    fixIt: "Give each tab its own path (a property per tab on the router, or a router per tab).")

  static let stackAroundTabView = Diagnostic(
    code: .stackAroundTabView,
    message: "A TabView is inside a NavigationStack: every tab shares the one stack, and a push "
      + "from any tab covers the tab bar.",
    fixIt: "Put a NavigationStack inside each Tab instead, and make the TabView the root.")

  static let tabCustomizationIDMissing = Diagnostic(
    code: .tabCustomizationIDMissing,
    message: "A tab of a customizable tab view has no customizationID; a person's changes to it "
      + "cannot be saved or restored.",
    fixIt: "Add .customizationID(\"com.example.tab\") to every Tab and TabSection, stable "
      + "across versions.")

  static let tabCustomizationIDRepeated = Diagnostic(
    code: .tabCustomizationIDRepeated,
    message: "Two tabs of a customizable tab view share a customizationID; hiding or moving one "
      + "changes the other.",
    fixIt: "Give each tab its own customizationID.")

  static let tabBarMinimizeWithoutEffect = Diagnostic(
    code: .tabBarMinimizeWithoutEffect,
    message: "tabBarMinimizeBehavior has no effect here: only a tab bar at compact width (iPhone) "
      + "minimizes, not one at regular width (iPad) or a sidebar.",
    fixIt: "Keep the behavior for iPhone, and do not rely on it for room at regular width.")

  static let searchTabWithoutStack = Diagnostic(
    code: .searchTabWithoutStack,
    message: "The content of a Tab(role: .search) is not a NavigationStack with .searchable; "
      + "without NavigationStack, the search field will not appear.",
    fixIt: "Wrap the tab's content in NavigationStack { … } and apply .searchable(text:) to the "
      + "stack.")

  static let tabItemDeprecated = Diagnostic(
    code: .tabItemDeprecated,
    message: ".tabItem is deprecated; use Tab(_:systemImage:value:) in TabView(selection:).",
    fixIt: "Replace each view with .tabItem { Label(title, systemImage: image) } .tag(value) by "
      + "Tab(title, systemImage: image, value: value) { view }.")

  static let navigationViewDeprecated = Diagnostic(
    code: .navigationViewDeprecated,
    message: "NavigationView is deprecated; use NavigationStack (one column) or "
      + "NavigationSplitView (columns).",
    fixIt: "Replace NavigationView and its stack style with NavigationStack, or a NavigationView "
      + "of columns with NavigationSplitView.")
}
