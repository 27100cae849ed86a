import Foundation

/// A view that gives its content a proxy for scrolling its scroll views to a view by id.
///
/// A terminal keeps its own scroll position (it follows the focused element), so a request is
/// recorded on the reader's elements (`.scrollTo("row-12", anchor: .top)`) for renderers that
/// can act on it.
public struct ScrollViewReader<Content: View> {
  /// The content, made with the proxy.
  public var content: (ScrollViewProxy) -> Content
  @State private var request: String?

  /// A reader whose `content` is made with a proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

extension ScrollViewReader: View {
  /// The content, with the latest scroll request recorded on it.
  public var body: some View {
    let request = $request
    return content(ScrollViewProxy(record: { request.wrappedValue = $0 }))
      .modifier(OptionalAttribute(attribute: self.request.map(Attribute.drawing)))
  }
}

/// A proxy that scrolls the scroll views of a `ScrollViewReader`'s content.
public struct ScrollViewProxy: @unchecked Sendable {
  let record: (String) -> Void

  /// Scrolls to the view with `id`, placing it at `anchor` (recorded on the reader's elements).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let target = (id as? String)?.debugDescription ?? "\(id)"
    record(".scrollTo(\(target)" + (anchor.map { ", anchor: \($0.motionSource))" } ?? ")"))
  }
}

/// Records an attribute on the content's elements when there is one.
struct OptionalAttribute {
  let attribute: Attribute?
}

extension OptionalAttribute: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    attribute.map { node.childrenOutput(adding: $0) } ?? node.childrenOutput()
  }
}
