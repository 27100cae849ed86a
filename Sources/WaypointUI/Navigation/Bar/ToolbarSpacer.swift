/// A space between toolbar items: a flexible one pushes the items after it away, a fixed one
/// is a standard gap.
@available(iOS 26.0, macOS 26.0, *)
public struct ToolbarSpacer {
  let sizing: SpacerSizing
  let placement: ToolbarItemPlacement

  /// A spacer of `sizing` among the items at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
    self.placement = placement
  }
}

@available(iOS 26.0, macOS 26.0, *)
extension ToolbarSpacer: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
  /// A spacer has no body.
  public var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] {
    let spacer =
      sizing.name == SpacerSizing.fixed.name ? AnyView(Spacer().frame(width: 8)) : AnyView(Spacer())
    return [AnyView(ToolbarItemView(placement: placement, id: nil, content: spacer))]
  }
}

/// An item the system puts in the toolbar by itself (the title, the sidebar toggle), declared
/// to place it; the terminal's bar draws the title itself, so the item is recorded.
@available(iOS 26.0, macOS 26.0, *)
public struct DefaultToolbarItem {
  let kind: ToolbarDefaultItemKind
  let placement: ToolbarItemPlacement

  /// The system's item of `kind`, at `placement`.
  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
    self.kind = kind
    self.placement = placement
  }
}

@available(iOS 26.0, macOS 26.0, *)
extension DefaultToolbarItem: ToolbarContent, PrimitiveToolbarContent {
  /// A default item has no body.
  public var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] {
    [
      AnyView(
        ToolbarItemView(placement: placement, id: nil, content: EmptyView())
          .recorded("DefaultToolbarItem(kind: \(kind), placement: \(placement))"))
    ]
  }
}
