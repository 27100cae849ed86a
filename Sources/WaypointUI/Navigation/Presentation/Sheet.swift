extension LayerKind {
  /// A sheet: a card over the presenting screen.
  public static let sheet = LayerKind(rawValue: "sheet")
  /// A full-screen cover: the whole screen.
  public static let fullScreenCover = LayerKind(rawValue: "fullScreenCover")
}

extension View {
  /// Presents a sheet while `isPresented` is true; `onDismiss` runs once when it goes away.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationLayerModifier(
        kind: .sheet, isModal: true, isPresented: isPresented, onDismiss: onDismiss,
        content: content))
  }

  /// Presents a sheet for `item` while it is not nil; another item replaces the sheet (its
  /// `onDismiss` runs for the one replaced).
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationLayerModifier(
        kind: .sheet, isModal: true, item: item, onDismiss: onDismiss, content: content))
  }

  /// Presents a view covering the whole screen while `isPresented` is true.
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationLayerModifier(
        kind: .fullScreenCover, isModal: true, isPresented: isPresented, onDismiss: onDismiss,
        content: content))
  }

  /// Presents a view covering the whole screen for `item` while it is not nil.
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationLayerModifier(
        kind: .fullScreenCover, isModal: true, item: item, onDismiss: onDismiss,
        content: content))
  }
}
