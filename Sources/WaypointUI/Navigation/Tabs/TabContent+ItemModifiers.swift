import WaypointCore

extension TabContent {
  /// Makes the tab (or the section's tabs) impossible to select; its tab bar item shows
  /// disabled.
  @available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *)
  public func disabled(_ disabled: Bool) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { if disabled { $0.isDisabled = true } }
  }

  /// Presents a popover while `isPresented` is true; it is presented from the tab's content, so
  /// it shows while the tab is selected.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { entry in
      entry.content = AnyView(
        entry.content.popover(
          isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
          content: content))
    }
  }

  /// Presents a popover for `item` while it is not nil; it is presented from the tab's content,
  /// so it shows while the tab is selected.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { entry in
      entry.content = AnyView(
        entry.content.popover(
          item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
    }
  }

  /// Adds actions to a section's header in the sidebar (recorded on the section's tab items:
  /// sidebar headers here show no actions).
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content)
    -> ModifiedTabContent<Self>
  {
    ModifiedTabContent(content: self) { $0.attributes.append(.drawing(".sectionActions")) }
  }

  /// Sets whether a dragged item hovering over the tab selects it (recorded on the tab item:
  /// nothing is dragged here).
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) {
      $0.attributes.append(.drawing(".springLoadingBehavior(\(behavior))"))
    }
  }

  /// Adds swipe actions to the tab's sidebar row (recorded on the tab item: rows here are not
  /// swiped).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) {
      $0.attributes.append(
        .drawing(".swipeActions(edge: .\(edge), allowsFullSwipe: \(allowsFullSwipe))"))
    }
  }
}
