import Foundation

extension LayerKind {
  /// A popover: a bubble by its anchor at regular width, a sheet at compact width.
  public static let popover = LayerKind(rawValue: "popover")
  /// An inspector: a trailing panel beside the content at regular width, a sheet at compact.
  public static let inspector = LayerKind(rawValue: "inspector")
}

/// Where a popover points: a rectangle of the view it is attached to, or a point of it.
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view (`.bounds`: all of it).
  case rect(Anchor<CGRect>.Source)
  /// A point of the view, in unit coordinates.
  case point(UnitPoint)
}

/// A popover or an inspector: modal (as a sheet) at compact width, beside the content (not
/// modal) at regular width, decided by the size class it reads.
struct AdaptivePresentationModifier<Item: Identifiable, Layer: View> {
  let kind: LayerKind
  let item: Binding<Item?>?
  let isPresented: Binding<Bool>?
  let content: (Item?) -> Layer
  @Environment(\.horizontalSizeClass) private var sizeClass
}

extension AdaptivePresentationModifier: ViewModifier {
  func body(content: Content) -> some View {
    let isModal = sizeClass == .compact
    if let item {
      content.modifier(
        PresentationLayerModifier(kind: kind, isModal: isModal, item: item) {
          self.content($0)
        })
    } else {
      content.modifier(
        PresentationLayerModifier(
          kind: kind, isModal: isModal, isPresented: isPresented ?? .constant(false)
        ) { self.content(nil) })
    }
  }
}

/// The item type of a presentation without one.
struct NoItem: Identifiable {
  var id: Int { 0 }
}

extension View {
  /// Presents a popover while `isPresented` is true: beside its anchor at regular width, as a
  /// sheet at compact width.
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      AdaptivePresentationModifier<NoItem, Content>(
        kind: .popover, item: nil, isPresented: isPresented, content: { _ in content() }))
  }

  /// Presents a popover for `item` while it is not nil.
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      AdaptivePresentationModifier<Item, Content?>(
        kind: .popover, item: item, isPresented: nil, content: { $0.map(content) }))
  }

  /// Presents an inspector while `isPresented` is true: a trailing panel beside the content at
  /// regular width, a sheet at compact width.
  nonisolated public func inspector<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      AdaptivePresentationModifier<NoItem, Content>(
        kind: .inspector, item: nil, isPresented: isPresented, content: { _ in content() }))
  }
}
