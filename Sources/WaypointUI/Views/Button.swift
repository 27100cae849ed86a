/// A tappable control: the runtime records a button element with its label, and a tap in any
/// renderer or the driver runs its action.
///
/// A `.buttonStyle` set above it builds what is shown in place of the plain label, and inside a
/// menu, running the action also closes the menu.
public struct Button<Label: View> {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// Makes a button whose label is the builder's views, running `action` on each tap.
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Makes a button labeled by the builder's views, recording `role` on its element; the
  /// terminal draws a `.destructive` button in red.
  @preconcurrency
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// Makes a button titled `titleKey`, shown as written (there are no string tables yet).
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// Makes a button whose label is `title`, shown verbatim (not looked up as a localization key).
  @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// Makes a button titled `titleKey` (shown as written) and recording `role`.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Makes a button titled `title`, shown verbatim, and recording `role`.
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == WaypointUI.Label<Text, Image> {
  /// Makes a button whose label is the symbol `systemImage` beside `titleKey`, shown as written.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Makes a button whose label is the symbol `systemImage` beside `title`, shown verbatim.
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(title, systemImage: systemImage) }
  }

  /// Makes a button recording `role`, labeled by the symbol `systemImage` beside `titleKey`.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Makes a button recording `role`, labeled by the symbol `systemImage` beside `title`.
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { WaypointUI.Label(title, systemImage: systemImage) }
  }

  /// Makes a button whose label is the asset-catalog image `image` beside `titleKey`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Makes a button whose label is the asset-catalog image `image` beside `title`, verbatim.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(title, image: image) }
  }

  /// Makes a button recording `role`, labeled by the catalog image `image` beside `titleKey`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Makes a button recording `role`, labeled by the catalog image `image` beside `title`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { WaypointUI.Label(title, image: image) }
  }
}

extension Button: View, PrimitiveView {
  /// A button has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    let action = self.action
    // In a menu, choosing the button also closes the menu.
    let closesOnChoice = node.environment.closesOnChoice
    node.actionTarget.setAction { performed in
      guard performed == .tap else { return }
      action()
      closesOnChoice?(role: role)
    }
    // A button a style made from its configuration is the style's own: it is not styled again.
    let isStylesOwn = Label.self == ButtonStyleConfiguration.Label.self
    let style = isStylesOwn ? nil : node.environment.buttonStyle
    let content: AnyView? = style.map { style in
      style.makeBody(role: role, label: AnyView(label), trigger: action)
    }
    node.reconcile { children in
      if let content {
        children.add(content, key: .index(1))
      } else {
        children.add(label, key: .index(0))
      }
    }
  }

  package func output(in node: Node) -> NodeOutput {
    let isStylesOwn = Label.self == ButtonStyleConfiguration.Label.self
    if !isStylesOwn, node.environment.buttonStyle?.replacesButton == true {
      return node.childrenOutput()
    }
    return node.containerOutput(
      role: .button(role), actions: [.tap], isEnabled: node.environment.isEnabled)
  }
}
