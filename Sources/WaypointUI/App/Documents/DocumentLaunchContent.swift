import Foundation

/// Where a document launch view's parts are, for its accessory views to place themselves.
public struct DocumentLaunchGeometryProxy: Sendable {
  /// The launch view's rectangle: the scene's size, at the origin.
  public var frame: CGRect
  /// Always `.zero`: Waypoint stacks the title above the actions rather than giving it a frame of
  /// its own.
  public var titleViewFrame: CGRect
}

/// The actions a document launch view shows unless the app gives its own: a button creating a
/// new document.
public struct DefaultDocumentGroupLaunchActions {
  /// Creates the default actions.
  nonisolated public init() {}
}

extension DefaultDocumentGroupLaunchActions: View {
  /// A `NewDocumentButton`.
  public var body: some View { NewDocumentButton() }
}

/// The parts of a document launch view other than its actions.
struct DocumentLaunchParts {
  var title: String?
  var background: AnyView?
  var backgroundStyle: AnyShapeStyle?
  var backgroundAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?
  var overlayAccessory: ((DocumentLaunchGeometryProxy) -> AnyView)?

  nonisolated init(title: String?) {
    self.title = title
  }

  nonisolated init(title: String?, background: some View) {
    self.title = title
    self.background = AnyView(background)
  }

  nonisolated init(title: String?, backgroundStyle: some ShapeStyle) {
    self.title = title
    self.backgroundStyle = AnyShapeStyle(backgroundStyle)
  }

  /// These parts with `accessory` shown behind the title and actions.
  nonisolated func backgroundAccessory(
    _ accessory: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) -> DocumentLaunchParts {
    var parts = self
    parts.backgroundAccessory = { AnyView(accessory($0)) }
    return parts
  }

  /// These parts with `accessory` shown in front of the title and actions.
  nonisolated func overlayAccessory(
    _ accessory: @escaping (DocumentLaunchGeometryProxy) -> some View
  ) -> DocumentLaunchParts {
    var parts = self
    parts.overlayAccessory = { AnyView(accessory($0)) }
    return parts
  }
}

/// What a document app shows before a document is open: its title and actions over its
/// background, with its accessory views behind and in front.
struct DocumentLaunchContent<Actions: View> {
  let parts: DocumentLaunchParts
  let actions: Actions
  @Environment(\.sceneSize) private var sceneSize

  nonisolated init(parts: DocumentLaunchParts, actions: Actions) {
    self.parts = parts
    self.actions = actions
  }
}

extension DocumentLaunchContent: View {
  var body: some View {
    let proxy = DocumentLaunchGeometryProxy(
      frame: CGRect(origin: .zero, size: sceneSize), titleViewFrame: .zero)
    ZStack {
      if let background = parts.background { background }
      if let accessory = parts.backgroundAccessory { accessory(proxy) }
      VStack {
        if let title = parts.title { Text(verbatim: title) }
        actions
      }
      if let accessory = parts.overlayAccessory { accessory(proxy) }
    }
    .background(parts.backgroundStyle ?? AnyShapeStyle(BackgroundStyle()))
  }
}
