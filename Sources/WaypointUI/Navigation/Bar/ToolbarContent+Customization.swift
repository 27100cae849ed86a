import WaypointCore

/// What a person may do to a customizable toolbar's item: move it, hide it, or neither.
public struct ToolbarCustomizationBehavior: Sendable, CustomStringConvertible {
  let name: String

  /// The item can be moved and hidden.
  public static var `default`: ToolbarCustomizationBehavior {
    ToolbarCustomizationBehavior(name: "default")
  }
  /// The item can be moved but not hidden.
  public static var reorderable: ToolbarCustomizationBehavior {
    ToolbarCustomizationBehavior(name: "reorderable")
  }
  /// The item can be neither moved nor hidden.
  public static var disabled: ToolbarCustomizationBehavior {
    ToolbarCustomizationBehavior(name: "disabled")
  }

  /// The behavior as Swift source: `.reorderable`.
  public var description: String { ".\(name)" }
}

/// Options for a customizable toolbar item's default customization.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
  /// The options' bits.
  public var rawValue: Int
  /// Options of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The item stays available to add back, in the overflow menu, when hidden.
  public static var alwaysAvailable: ToolbarCustomizationOptions {
    ToolbarCustomizationOptions(rawValue: 1 << 0)
  }
}

/// Toolbar content with a modifier on each of its items' views: a recorded one, or one that
/// acts on the item (a zoom transition's source).
struct ModifiedToolbarContent<Base: ToolbarContent> {
  let base: Base
  let modify: @MainActor (AnyView) -> AnyView

  nonisolated init(base: Base, modify: @escaping @MainActor (AnyView) -> AnyView) {
    self.base = base
    self.modify = modify
  }

  /// `base`, with `source` recorded on each of its items.
  nonisolated init(base: Base, recording source: String) {
    self.init(base: base) { AnyView($0.recorded(source)) }
  }
}

extension ModifiedToolbarContent: ToolbarContent, PrimitiveToolbarContent {
  /// Modified toolbar content has no body.
  var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] { ToolbarContentViews.items(in: base).map(modify) }
}

extension ModifiedToolbarContent: CustomizableToolbarContent
where Base: CustomizableToolbarContent {}

extension CustomizableToolbarContent {
  /// Sets what a person may do to these items when customizing the toolbar (recorded: the
  /// terminal's toolbar is not customized).
  nonisolated public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior)
    -> some CustomizableToolbarContent
  {
    ModifiedToolbarContent(base: self, recording: ".customizationBehavior(\(behavior))")
  }

  /// Sets whether these items show before any customization, and how (recorded: the terminal's
  /// toolbar is not customized, so they show).
  nonisolated public func defaultCustomization(
    _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
  ) -> some CustomizableToolbarContent {
    ModifiedToolbarContent(
      base: self,
      recording: ".defaultCustomization(.\(defaultVisibility.rawValue), options: "
        + "\(options.contains(.alwaysAvailable) ? "[.alwaysAvailable]" : "[]"))")
  }

  /// Sets the default customization with neither a visibility nor options (recorded: the
  /// terminal's toolbar is not customized).
  @available(*, deprecated, message: "Please provide either a visibility or customization options")
  @available(
    iOS, introduced: 16.0, deprecated: 16.0,
    message: "Please provide either a visibility or customization options"
  )
  @available(
    macOS, introduced: 13.0, deprecated: 13.0,
    message: "Please provide either a visibility or customization options"
  )
  @available(
    tvOS, introduced: 16.0, deprecated: 16.0,
    message: "Please provide either a visibility or customization options"
  )
  @available(
    watchOS, introduced: 9.0, deprecated: 9.0,
    message: "Please provide either a visibility or customization options"
  )
  public func defaultCustomization() -> some CustomizableToolbarContent {
    ModifiedToolbarContent(base: self, recording: ".defaultCustomization()")
  }

  /// Makes these items the source of a zoom transition with `id` in `namespace`, as
  /// `matchedTransitionSource` does for a view.
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID
  ) -> some CustomizableToolbarContent {
    let match = TransitionMatch(id: id, namespace: namespace)
    return ModifiedToolbarContent(base: self) {
      AnyView($0.attribute(.matchedTransitionSource(match)))
    }
  }

  /// Shows or hides the glass background these items share with their neighbours (recorded:
  /// the terminal's bar draws no backgrounds).
  @available(iOS 26.0, macOS 26.0, *)
  nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility)
    -> some CustomizableToolbarContent
  {
    ModifiedToolbarContent(
      base: self, recording: ".sharedBackgroundVisibility(.\(visibility.rawValue))")
  }
}

extension ToolbarContent {
  /// Makes these items the source of a zoom transition with `id` in `namespace`, as
  /// `matchedTransitionSource` does for a view.
  nonisolated public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID
  ) -> some ToolbarContent {
    let match = TransitionMatch(id: id, namespace: namespace)
    return ModifiedToolbarContent(base: self) {
      AnyView($0.attribute(.matchedTransitionSource(match)))
    }
  }

  /// Shows or hides the glass background these items share with their neighbours (recorded:
  /// the terminal's bar draws no backgrounds).
  @available(iOS 26.0, macOS 26.0, *)
  nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility)
    -> some ToolbarContent
  {
    ModifiedToolbarContent(
      base: self, recording: ".sharedBackgroundVisibility(.\(visibility.rawValue))")
  }
}
