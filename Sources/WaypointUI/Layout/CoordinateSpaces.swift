import Foundation

extension CoordinateSpace {
  /// Whether this is the global coordinate space.
  public var isGlobal: Bool {
    if case .global = self { return true }
    return false
  }
  /// Whether this is a view's local coordinate space.
  public var isLocal: Bool {
    if case .local = self { return true }
    return false
  }
}

/// Something a geometry reader can measure a frame in: `.local`, `.global`, or `.named(_:)`,
/// each resolving to a ``CoordinateSpace``.
public protocol CoordinateSpaceProtocol {
  /// The resolved coordinate space.
  var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space, set with `coordinateSpace(_:)` on an ancestor view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  /// The resolved coordinate space.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

/// The reader's own space: origin at its top-leading corner, so its frame there starts at zero.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the local coordinate space.
  public init() {}
  /// The resolved coordinate space.
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The reader's own space, where `frame(in: .local)` is its size at the origin.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// The scene's space: origin at the top-leading corner of the window, page or terminal, where
/// the layout pass put every frame.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the global coordinate space.
  public init() {}
  /// The resolved coordinate space.
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The scene's space, where `frame(in: .global)` is the frame the layout pass gave the reader.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension GeometryProxy {
  /// The container's frame in `coordinateSpace`, as `frame(in:)` gives it for the resolved space.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(resolving: coordinateSpace.coordinateSpace)
  }

  /// The bounds of the view that named `coordinateSpace`, in the reader's own coordinates; nil
  /// when no view around the reader has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let report else { return CGRect(origin: .zero, size: size) }
    guard let space = report.namedSpaces[GeometryProxy.key(coordinateSpace.name)] else {
      return nil
    }
    return space.offsetBy(dx: -report.frame.minX, dy: -report.frame.minY)
  }

  /// The value of `anchor`, resolved where its view was.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }

  /// How far the container's corners reach into it: none, as terminal windows are square.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public var containerCornerInsets: RectangleCornerInsets { RectangleCornerInsets() }
}

extension View {
  /// Names the view's coordinate space, for geometry readers inside it to measure from.
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    attribute(.coordinateSpace(GeometryProxy.key(name.name)))
  }

  /// Names the view's coordinate space (the older spelling).
  @available(*, deprecated, message: "use coordinateSpace(_:) instead")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead"
  )
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
    attribute(.coordinateSpace(GeometryProxy.key(AnyHashable(name))))
  }
}
