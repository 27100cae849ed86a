/// An icon beside a title, recorded as a label element holding both.
///
/// A `.labelStyle` set above it picks which part is kept: icon-only keeps the title as the
/// accessibility label, and a custom style's `makeBody` replaces both. In the terminal, a system
/// symbol shows as a glyph when one is known.
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// Makes a label from any views: `title` as its text part, `icon` as its image part.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// Makes a label pairing the symbol `name` with `titleKey`, shown as written.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// Makes a label pairing the symbol `name` with `title`, shown verbatim.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// Makes a label pairing the app's image `name` with `titleKey`, shown as written.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// Makes a label pairing the app's image `name` with `title`, shown verbatim.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: View, PrimitiveView {
  /// A label has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    let styling = node.environment.labelStyling
    node.reconcile { children in
      switch styling {
      case .parts(let parts):
        if parts == .iconOnly, let text = title as? Text {
          // The title still names the label (and a button it is in) for tests and assistive
          // technology, as SwiftUI's icon-only labels do.
          children.add(icon.attribute(.accessibilityLabel(text.plainText)), key: .index(0))
        } else if parts != .titleOnly {
          children.add(icon, key: .index(0))
        }
        if parts != .iconOnly { children.add(title, key: .index(1)) }
      case .custom(let makeBody):
        let configuration = LabelStyleConfiguration(
          title: LabelStyleConfiguration.Title(view: AnyView(title)),
          icon: LabelStyleConfiguration.Icon(view: AnyView(icon)))
        children.add(makeBody(configuration), key: .index(2))
      }
    }
  }

  package func output(in node: Node) -> NodeOutput {
    node.containerOutput(role: .label)
  }
}

extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label with the title and icon of `configuration`, for a label style that changes a
  /// label only a little.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
