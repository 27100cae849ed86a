/// A scene that shows one window, opened at launch when it is the app's first scene and by
/// `openWindow(id:)`; opening it again leaves the open window.
public struct Window<Content: View> {
  let title: String
  let id: String
  let content: Content

  /// Creates a window with a title and an identifier.
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title.plainText, id: id, content: content())
  }

  /// Creates a window with a localized title and an identifier.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(title: titleKey.resolved, id: id, content: content())
  }

  /// Creates a window with a title string and an identifier.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), id: id, content: content())
  }

  nonisolated init(title: String, id: String, content: Content) {
    self.title = title
    self.id = id
    self.content = content
  }
}

extension Window: Scene {
  /// A window has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension Window: WindowContentProviding {
  func declaration(at position: String) -> SceneDeclaration {
    SceneDeclaration(id: id, title: title, content: AnyView(content), kind: .window)
  }
}

/// A scene that shows one utility window (an inspector, a palette), opened by
/// `openWindow(id:)` only, never at launch.
public struct UtilityWindow<Content: View> {
  let title: String
  let id: String
  let content: Content

  /// Creates a utility window with a title and an identifier.
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title.plainText, id: id, content: content())
  }

  /// Creates a utility window with a localized title and an identifier.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(title: titleKey.resolved, id: id, content: content())
  }

  /// Creates a utility window with a title string and an identifier.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), id: id, content: content())
  }

  nonisolated init(title: String, id: String, content: Content) {
    self.title = title
    self.id = id
    self.content = content
  }
}

extension UtilityWindow: Scene {
  /// A utility window has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension UtilityWindow: WindowContentProviding {
  func declaration(at position: String) -> SceneDeclaration {
    SceneDeclaration(id: id, title: title, content: AnyView(content), kind: .utilityWindow)
  }
}
