/// How the toolbar behaves while search is presented; recorded by
/// `searchPresentationToolbarBehavior(_:)`.
public struct SearchPresentationToolbarBehavior: Sendable, CustomStringConvertible {
  let name: String

  /// The system decides; on iOS the navigation bar hides while searching.
  public static var automatic: SearchPresentationToolbarBehavior { Self(name: "automatic") }
  /// The toolbar stays visible while searching, so the content is not hidden.
  public static var avoidHidingContent: SearchPresentationToolbarBehavior {
    Self(name: "avoidHidingContent")
  }

  /// The behavior as Swift source (`.avoidHidingContent`).
  public var description: String { ".\(name)" }
}

/// When the scopes of `searchScopes(_:activation:_:)` show.
public struct SearchScopeActivation: Sendable, CustomStringConvertible {
  let name: String

  /// The system decides: the scopes show while search is active.
  public static var automatic: SearchScopeActivation { Self(name: "automatic") }
  /// The scopes show once text is typed into the search field.
  public static var onTextEntry: SearchScopeActivation { Self(name: "onTextEntry") }
  /// The scopes show when search is presented, before any text is typed.
  public static var onSearchPresentation: SearchScopeActivation {
    Self(name: "onSearchPresentation")
  }

  /// The activation as Swift source (`.onTextEntry`).
  public var description: String { ".\(name)" }
}

/// Says whether the search field keeps its place in the toolbar or shrinks to a button; Waypoint
/// only records it, through `searchToolbarBehavior(_:)`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct SearchToolbarBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static var automatic: SearchToolbarBehavior { Self(name: "automatic") }
  /// The search field is minimized to a button until a person activates it.
  public static var minimize: SearchToolbarBehavior { Self(name: "minimize") }

  /// The behavior as Swift source (`.minimize`).
  public var description: String { ".\(name)" }
}

/// How a tab view's search tab activates its search field; recorded by
/// `tabViewSearchActivation(_:)`.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabSearchActivation: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static var automatic: TabSearchActivation { Self(name: "automatic") }
  /// Selecting the search tab activates its search field.
  public static var searchTabSelection: TabSearchActivation { Self(name: "searchTabSelection") }

  /// The activation as Swift source (`.searchTabSelection`).
  public var description: String { ".\(name)" }
}

extension SearchFieldPlacement {
  /// In the principal (centre) position of the toolbar; shown above the content here, as every
  /// placement is.
  public static var toolbarPrincipal: SearchFieldPlacement {
    SearchFieldPlacement(name: "toolbarPrincipal")
  }
}

extension ToolbarDefaultItemKind {
  /// Names the search field's item, for `DefaultToolbarItem` to place or `toolbar(removing:)` to
  /// drop; both are only recorded, as the field always sits above the content.
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  public static let search = ToolbarDefaultItemKind(name: "search")
}
