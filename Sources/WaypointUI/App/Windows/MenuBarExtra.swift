/// A control in the system menu bar with a menu or window of `content`. Linux has no menu bar
/// Waypoint draws into: the scene is declared and kept (the host may open its content by its
/// place in the app's body), but nothing shows it by itself.
public struct MenuBarExtra<Label: View, Content: View> {
  let title: String?
  let isInserted: Binding<Bool>?
  let label: Label
  let content: Content

  /// Creates a menu bar extra whose presence follows `isInserted`.
  nonisolated public init(
    isInserted: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(title: nil, isInserted: isInserted, label: label(), content: content())
  }

  /// Declares a menu bar extra labelled by `label`; it is kept with the app's scenes, but nothing
  /// shows it by itself.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(title: nil, isInserted: nil, label: label(), content: content())
  }

  nonisolated init(title: String?, isInserted: Binding<Bool>?, label: Label, content: Content) {
    self.title = title
    self.isInserted = isInserted
    self.label = label
    self.content = content
  }
}

extension MenuBarExtra where Label == Text {
  /// Creates a menu bar extra with a localized title, present while `isInserted`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.resolved, isInserted: isInserted, label: Text(titleKey), content: content())
  }

  /// Creates a menu bar extra with a title string, present while `isInserted`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), isInserted: isInserted, label: Text(title), content: content())
  }

  /// Creates a menu bar extra with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: titleKey.resolved, isInserted: nil, label: Text(titleKey), content: content())
  }

  /// Creates a menu bar extra with a title string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), isInserted: nil, label: Text(title), content: content())
  }
}

extension MenuBarExtra where Label == WaypointUI.Label<Text, Image> {
  /// Creates a menu bar extra with a localized title and an image from the app's assets,
  /// present while `isInserted`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.resolved, isInserted: isInserted,
      label: WaypointUI.Label(titleKey, image: image),
      content: content())
  }

  /// Creates a menu bar extra with a title string and an image from the app's assets, present
  /// while `isInserted`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), isInserted: isInserted, label: WaypointUI.Label(title, image: image),
      content: content())
  }

  /// Creates a menu bar extra with a localized title and a system image, present while
  /// `isInserted`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.resolved, isInserted: isInserted,
      label: WaypointUI.Label(titleKey, systemImage: systemImage), content: content())
  }

  /// Creates a menu bar extra with a title string and a system image, present while
  /// `isInserted`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), isInserted: isInserted,
      label: WaypointUI.Label(title, systemImage: systemImage), content: content())
  }

  /// Creates a menu bar extra with a localized title and an image from the app's assets.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.resolved, isInserted: nil, label: WaypointUI.Label(titleKey, image: image),
      content: content())
  }

  /// Creates a menu bar extra with a title string and an image from the app's assets.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), isInserted: nil, label: WaypointUI.Label(title, image: image),
      content: content())
  }

  /// Creates a menu bar extra with a localized title and a system image.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: titleKey.resolved, isInserted: nil,
      label: WaypointUI.Label(titleKey, systemImage: systemImage),
      content: content())
  }

  /// Creates a menu bar extra with a title string and a system image.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: String(title), isInserted: nil,
      label: WaypointUI.Label(title, systemImage: systemImage),
      content: content())
  }
}

extension MenuBarExtra: Scene {
  /// A menu bar extra has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension MenuBarExtra: WindowContentProviding {
  func declaration(at position: String) -> SceneDeclaration {
    SceneDeclaration(
      id: position, title: title, content: AnyView(content), kind: .menuBarExtra)
  }
}
