extension LayerKind {
  /// A menu opened from its button: its items over everything until one is chosen.
  public static let menu = LayerKind(rawValue: "menu")
}

/// A control that shows a list of actions when activated; choosing one runs it and closes the
/// menu. With a primary action, activating runs that, and the menu opens as a context menu does.
public struct Menu<Label: View, Content: View> {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
  @State private var isShown = false
  @Environment(\.menuStyling) private var styling

  /// A menu whose button shows `label`; tapping it opens `content` as a `.menu` layer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// A menu whose button shows `label` and runs `primaryAction` when tapped; the context-menu
  /// action opens `content` instead.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }
}

extension Menu: View {
  /// The button, and the menu it presents; or the custom style's body.
  public var body: some View {
    // A menu a style made from its configuration is the style's own: it is not styled again.
    if let styling, Label.self != MenuStyleConfiguration.Label.self {
      styling(
        MenuStyleConfiguration(
          label: .init(view: AnyView(label)), content: .init(view: AnyView(content)),
          primaryAction: primaryAction))
    } else {
      menuBody
    }
  }

  /// The button, and the menu it presents.
  @MainActor private var menuBody: some View {
    let open = Binding(get: { isShown }, set: { isShown = $0 })
    let primaryAction = self.primaryAction
    return Button {
      if let primaryAction { primaryAction() } else { open.wrappedValue = true }
    } label: {
      label
    }
    .modifier(
      AddedAction(kind: .showContextMenu, isEnabled: primaryAction != nil) { _ in
        open.wrappedValue = true
      }
    )
    .modifier(
      PresentationLayerModifier(
        kind: .menu, isModal: true, isPresented: open,
        layer: VStack { content }.environment(
          \.closesOnChoice, ChoiceDismissal { open.wrappedValue = false })))
  }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == WaypointUI.Label<Text, Image> {
  /// A menu titled with a string and a system image.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { WaypointUI.Label(title, systemImage: systemImage) }
  }
}
