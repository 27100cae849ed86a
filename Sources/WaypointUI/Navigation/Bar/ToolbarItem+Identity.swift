extension ToolbarItem: Identifiable where ID: Hashable {
  /// The item's identity: the `id` it was created with.
  public var id: ID { itemID }
}

extension ToolbarItem where ID == String {
  /// Creates a toolbar item with an identity that shows by default or not in a customizable
  /// toolbar; the terminal's toolbar is not customized, so the item always shows.
  @available(
    *, deprecated,
    message:
      "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
  )
  @available(
    iOS, introduced: 14.0, deprecated: 100000.0,
    message:
      "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
  )
  @available(
    macOS, introduced: 11.0, deprecated: 100000.0,
    message:
      "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 100000.0,
    message:
      "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message:
      "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
  )
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) {
    self.init(itemID: id, placement: placement, content: content())
  }
}
