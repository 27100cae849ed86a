/// A scene that shows one window, opened at launch when it is the app's first scene and by
/// `openWindow(id:)`; opening it again leaves the open window.
public struct Window<Content: View> {
  let title: String
  let id: String
  let content: Content

  /// Declares the single window `openWindow(id: id)` opens, titled with `title`'s plain text.
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title.plainText, id: id, content: content())
  }

  /// Declares the single window `openWindow(id: id)` opens, titled with `titleKey` looked up as a
  /// localization key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(title: titleKey.resolved, id: id, content: content())
  }

  /// Declares the single window `openWindow(id: id)` opens, titled `title` verbatim.
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

  /// Declares the single utility window `openWindow(id: id)` opens, titled with `title`'s plain
  /// text.
  nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title.plainText, id: id, content: content())
  }

  /// Declares the single utility window `openWindow(id: id)` opens, titled with `titleKey` looked
  /// up as a localization key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content
  ) {
    self.init(title: titleKey.resolved, id: id, content: content())
  }

  /// Declares the single utility window `openWindow(id: id)` opens, titled `title` verbatim.
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
