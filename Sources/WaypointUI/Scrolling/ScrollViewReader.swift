import Foundation
import Synchronization

/// A view that gives its content a proxy for scrolling its scroll views to a view by id.
///
/// A request is recorded on the reader's elements as a `ScrollRequest`
/// (`.scrollTo("method", anchor: .top)`) naming the element of the view with that id — an
/// explicit `.id(_:)` or a `ForEach` row's id — and renderers bring that element into view once.
public struct ScrollViewReader<Content: View> {
  /// The content, made with the proxy.
  public var content: (ScrollViewProxy) -> Content
  @State private var request: ScrollViewProxy.Request?

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
      .modifier(ScrollRequestModifier(request: self.request))
  }
}

/// A proxy that scrolls the scroll views of a `ScrollViewReader`'s content.
public struct ScrollViewProxy: @unchecked Sendable {
  let record: (Request) -> Void

  /// Scrolls to the view with `id`, placing it at `anchor`, or as little as shows it when nil.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    record(Request(serial: Self.nextSerial(), id: AnyHashable(id), anchor: anchor))
  }

  /// One call of `scrollTo`.
  struct Request: Equatable {
    let serial: Int
    let id: AnyHashable
    let anchor: UnitPoint?
  }

  private static let serials = Mutex(0)

  /// A number larger than every earlier request's, in any runtime of the process.
  private static func nextSerial() -> Int {
    serials.withLock { serial in
      serial += 1
      return serial
    }
  }
}

/// Records a reader's latest request on its content's elements, with the element of the view
/// the request names: a node keyed by that id (`.id(_:)`, a `ForEach` row) in the content.
private struct ScrollRequestModifier {
  let request: ScrollViewProxy.Request?
}

/// The child a request was resolved to, kept so that later updates do not search again.
private final class ResolvedScrollTarget {
  var serial = 0
  weak var child: GraphChild?
}

extension ScrollRequestModifier: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    guard let request else { return node.childrenOutput() }
    let resolved = node.primitiveState { ResolvedScrollTarget() }
    if resolved.serial != request.serial || resolved.child?.isAlive != true {
      resolved.serial = request.serial
      resolved.child = Self.child(keyedBy: request.id, under: node)
    }
    let attribute = Attribute.scrollRequest(
      ScrollRequest(
        serial: request.serial, target: resolved.child?.output.elements.first?.id,
        id: describeValue(request.id), anchor: request.anchor))
    return node.childrenOutput(adding: attribute)
  }

  /// The first child below `root` (a node or a leaf), in the order of the content, whose key
  /// is `id`.
  @MainActor private static func child(keyedBy id: AnyHashable, under root: Node) -> GraphChild? {
    var pending = Array(root.children.reversed())
    while let node = pending.popLast() {
      switch node.key.base {
      case .id(let key), .explicit(let key):
        if key == id && !node.output.elements.isEmpty { return node }
      case .index, .branch, .branched:
        break
      }
      if let node = node as? Node { pending.append(contentsOf: node.children.reversed()) }
    }
    return nil
  }
}
