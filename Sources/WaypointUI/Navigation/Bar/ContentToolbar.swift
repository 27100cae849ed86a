extension View {
  /// Adds toolbar items of views inside some content, at `placement` (recorded: the terminal's
  /// tab sidebar has no toolbar of its own).
  @available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
  nonisolated public func contentToolbar<Content: View>(
    for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content
  ) -> some View {
    recorded(".contentToolbar(for: \(placement), content: \(Content.self))")
  }

  /// Adds toolbar items inside some content, at `placement` (recorded: the terminal's tab
  /// sidebar has no toolbar of its own).
  @available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
  nonisolated public func contentToolbar<Content: ToolbarContent>(
    for placement: ContentToolbarPlacement, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    recorded(".contentToolbar(for: \(placement), content: \(Content.self))")
  }
}

/// The content of a toolbar item group with a label: the items, which show in the bar; the
/// label stands for them where the group collapses into a menu, which this bar never does.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View> {
  let content: Content
  let label: Label
}

extension LabeledToolbarItemGroupContent: View {
  /// The group's items.
  public var body: some View {
    content
  }
}

extension ToolbarItemGroup {
  /// A group of items with `label` standing for them where the group collapses into a menu.
  nonisolated public init<C: View, L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
    @ViewBuilder label: () -> L
  ) where Content == LabeledToolbarItemGroupContent<C, L> {
    self.init(placement: placement) {
      LabeledToolbarItemGroupContent(content: content(), label: label())
    }
  }
}
