/// Controls shown together: a row of them, with their label when given; a custom control group
/// style makes the body instead.
public struct ControlGroup<Content: View> {
  let content: Content
  @Environment(\.controlGroupStyling) private var styling

  /// Makes a group of the controls `content` builds, shown in a row with no label.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The group's content and label, as a control group style sees them.
  var configuration: ControlGroupStyleConfiguration {
    let parts = content as? any LabeledControlGroupParts
    return ControlGroupStyleConfiguration(
      content: .init(view: parts?.controls ?? AnyView(content)),
      label: .init(view: parts?.title ?? AnyView(EmptyView())))
  }
}

extension ControlGroup: View {
  /// The controls in a row, or the custom style's body.
  public var body: some View {
    // A group a style made from its configuration is the style's own: it is not styled again.
    if let styling, Content.self != ControlGroupStyleConfiguration.Content.self {
      styling(configuration)
    } else {
      HStack { content }
    }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// Makes the group a control group style builds from `configuration`: its controls in a
  /// row, without the label, and not styled a second time.
  nonisolated public init(_ configuration: ControlGroupStyleConfiguration) {
    self.init { configuration.content }
  }
}

extension ControlGroup {
  /// Makes a group whose row starts with the view `label` builds, then `content`'s controls.
  nonisolated public init<C: View, L: View>(
    @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    self.init { LabeledControlGroupContent(content: content(), label: label()) }
  }

  /// Makes a labeled group titled `titleKey`, looked up as a localization key.
  nonisolated public init<C: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  /// Makes a labeled group titled `title`, shown verbatim.
  @_disfavoredOverload
  nonisolated public init<C: View, S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// Makes a labeled group whose label is the localized `titleKey` beside the symbol
  /// `systemImage`.
  nonisolated public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, WaypointUI.Label<Text, Image>> {
    self.init(content: content) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Makes a labeled group whose label is `title`, verbatim, beside the symbol `systemImage`.
  @_disfavoredOverload
  nonisolated public init<C: View, S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, WaypointUI.Label<Text, Image>> {
    self.init(content: content) { WaypointUI.Label(title, systemImage: systemImage) }
  }

  /// Makes a labeled group whose label is the localized `titleKey` beside the asset `image`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public init<C: View>(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, WaypointUI.Label<Text, Image>> {
    self.init(content: content) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Makes a labeled group whose label is `title`, verbatim, beside the asset `image`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init<C: View, S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, WaypointUI.Label<Text, Image>> {
    self.init(content: content) { WaypointUI.Label(title, image: image) }
  }
}

/// The content of a control group with a label: the label, then the controls.
public struct LabeledControlGroupContent<Content: View, Label: View> {
  let content: Content
  let label: Label
}

extension LabeledControlGroupContent: View {
  /// The label leading the controls.
  public var body: some View {
    HStack {
      label
      content
    }
  }
}

/// A control group's content that carries a label beside its controls.
protocol LabeledControlGroupParts {
  /// The controls alone.
  var controls: AnyView { get }
  /// The label alone.
  var title: AnyView { get }
}

extension LabeledControlGroupContent: LabeledControlGroupParts {
  var controls: AnyView { AnyView(content) }
  var title: AnyView { AnyView(label) }
}
