extension EnvironmentValues {
  /// The label style of the window toolbar a view is in, when a scene sets one; nil here, where
  /// windows have no toolbar of their own.
  public var toolbarLabelStyle: ToolbarLabelStyle? {
    self[ToolbarLabelStyleKey.self]
  }
}

private enum ToolbarLabelStyleKey: EnvironmentKey {
  static var defaultValue: ToolbarLabelStyle? { nil }
}

// swift-format-ignore: UseSynthesizedInitializer
/// A scene whose window toolbar has a label style; it shows its content unchanged, since a
/// terminal window has no window toolbar.
struct WindowToolbarLabelStyleScene<Content: Scene> {
  let content: Content

  nonisolated init(content: Content) {
    self.content = content
  }
}

extension WindowToolbarLabelStyleScene: Scene {
  var body: Content {
    return content
  }
}

extension Scene {
  /// Sets the label style of the scene's window toolbar, which people cannot change (a
  /// terminal window has no window toolbar, so the scene shows unchanged).
  nonisolated public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> some Scene {
    WindowToolbarLabelStyleScene(content: self)
  }

  /// Sets the label style of the scene's window toolbar, kept in `toolbarLabelStyle` as people
  /// change it (a terminal window has no window toolbar, so the scene shows unchanged).
  nonisolated public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>)
    -> some Scene
  {
    WindowToolbarLabelStyleScene(content: self)
  }
}
