/// A control that initiates an action.
public struct Button<Label: View> {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// Creates a button that displays a custom label.
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a specified role that displays a custom label.
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
  /// Creates a button that generates its label from a localized string key.
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// Creates a button that generates its label from a string.
  @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// Creates a button with a specified role that generates its label from a localized string key.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a specified role that generates its label from a string.
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == WaypointUI.Label<Text, Image> {
  /// Creates a button with a system image and a title from a localized string key.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button with a system image and a title from a string.
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with a role, a system image and a title from a localized string key.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a button with a role, a system image and a title from a string.
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { WaypointUI.Label(title, systemImage: systemImage) }
  }

  /// Creates a button with an image resource and a title from a localized string key.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Creates a button with an image resource and a title from a string.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { WaypointUI.Label(title, image: image) }
  }

  /// Creates a button with a role, an image resource and a title from a localized string key.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Creates a button with a role, an image resource and a title from a string.
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
