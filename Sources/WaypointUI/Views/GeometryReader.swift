import Foundation

/// A container that gives its content the space it was offered: it takes all of it, puts its
/// content at its top-leading corner, and makes the content with a proxy of its size and frame.
/// Until the layout pass has placed it, that is the scene's size (`ViewRuntime.sceneSize`).
public struct GeometryReader<Content: View> {
  let content: (GeometryProxy) -> Content
  @Environment(\.sceneSize) private var sceneSize
  @State private var placement: GeometryReport?
  @State private var identity = GeometryReaderIdentity()

  /// A reader whose content is made with the proxy.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

/// What makes one reader's record the same from one evaluation to the next.
final class GeometryReaderIdentity {}

extension GeometryReader: View {
  /// The content in the reader's container, made with where the reader was last placed.
  public var body: some View {
    let placement = $placement
    let record = GeometryReaderRecord(identity: ObjectIdentifier(identity)) { report in
      guard placement.wrappedValue != report else { return false }
      placement.wrappedValue = report
      return true
    }
    let proxy =
      self.placement.map { GeometryProxy(size: $0.frame.size, report: $0) }
      ?? GeometryProxy(size: sceneSize)
    return RoleContainer(containerRole: .geometryReader(record), content: content(proxy))
  }
}

/// The size and coordinates a `GeometryReader` gives its content.
public struct GeometryProxy {
  /// The size of the reader's container.
  public let size: CGSize
  /// Where the layout pass placed the reader, once it has.
  let report: GeometryReport?

  init(size: CGSize, report: GeometryReport? = nil) {
    self.size = size
    self.report = report
  }

  /// How much of the container the safe area's covered edges cover — bars, the device's edges
  /// the host reports — where the layout pass placed it; none before it has.
  public var safeAreaInsets: EdgeInsets { report?.safeAreaInsets ?? EdgeInsets() }

  /// The container's frame in `coordinateSpace`: at the origin in its own, where the layout
  /// pass placed it in the scene's (`.global`), and from the named view's origin in a named
  /// one (the scene's when no view around it has that name).
  @available(*, deprecated, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "use overload that accepts a CoordinateSpaceProtocol instead"
  )
  @_disfavoredOverload
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    frame(resolving: coordinateSpace)
  }

  /// The container's frame in a resolved space: what both `frame(in:)` overloads give.
  func frame(resolving coordinateSpace: CoordinateSpace) -> CGRect {
    guard let report else { return CGRect(origin: .zero, size: size) }
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return report.frame
    case .named(let name):
      guard let space = report.namedSpaces[GeometryProxy.key(name)] else { return report.frame }
      return report.frame.offsetBy(dx: -space.minX, dy: -space.minY)
    }
  }

  /// The key a named coordinate space is recorded under.
  static func key(_ name: AnyHashable) -> String { "\(name)" }
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

/// What covers the scene's edges, as the host reports it (a browser's `env(safe-area-inset-*)`).
enum SafeAreaInsetsKey: EnvironmentKey {
  /// Nothing: a window or a terminal covers none of its scene.
  static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
  /// What covers the scene's edges, as the host sets it.
  package var sceneSafeAreaInsets: EdgeInsets {
    get { self[SafeAreaInsetsKey.self] }
    set { self[SafeAreaInsetsKey.self] = newValue }
  }
}

/// How the host measures text, for views that measure text themselves (a canvas's resolved
/// texts and images).
enum TextMetricsKey: EnvironmentKey {
  /// The deterministic estimate headless hosts use.
  static var defaultValue: any TextMetrics { EstimatedTextMetrics() }
}

extension EnvironmentValues {
  /// How the host measures text (`ViewRuntime.textMetrics`).
  package var textMetrics: any TextMetrics {
    get { self[TextMetricsKey.self] }
    set { self[TextMetricsKey.self] = newValue }
  }
}
