import Foundation

/// A container view that gives its content its size: here, the scene's size in points, which the
/// host sets (`ViewRuntime.sceneSize`; the terminal's window at 8 points a column and 20 a row),
/// since Waypoint lays out by rows rather than by frames.
public struct GeometryReader<Content: View> {
  let content: (GeometryProxy) -> Content
  @Environment(\.sceneSize) private var sceneSize

  /// A reader whose content is made with the proxy.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: View {
  /// The content, made with the scene's size.
  public var body: some View { content(GeometryProxy(size: sceneSize)) }
}

/// The size and coordinates a `GeometryReader` gives its content.
public struct GeometryProxy {
  /// The size of the reader's container.
  public let size: CGSize
  /// The safe area's insets (none in a terminal).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The container's frame in `coordinateSpace`: at the origin, of `size`.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// The scene's size in points, when the host gives one.
enum SceneSizeKey: EnvironmentKey {
  /// An iPhone's portrait screen, for hosts that set none.
  static var defaultValue: CGSize { CGSize(width: 393, height: 852) }
}

extension EnvironmentValues {
  /// The scene's size in points, as the host sets it.
  package var sceneSize: CGSize {
    get { self[SceneSizeKey.self] }
    set { self[SceneSizeKey.self] = newValue }
  }
}
