/// An on/off switch bound to a `Bool`: recorded as a toggle element holding the current value,
/// which the terminal draws as `[x]` or `[ ]` and the browser as a switch.
///
/// A tap, or the driver's toggle action, flips the binding. A `.toggleStyle` set above builds
/// the view shown instead, whose own controls then act.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  /// Makes a toggle for `isOn`, labeled by the builder's views.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// Makes a toggle for `isOn` labeled with `titleKey`, shown as written.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Makes a toggle for `isOn` labeled with `title`, shown verbatim.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == WaypointUI.Label<Text, Image> {
  /// Makes a toggle for `isOn` whose label is the symbol `systemImage` beside `titleKey`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Makes a toggle for `isOn` whose label is the symbol `systemImage` beside `title`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { WaypointUI.Label(title, systemImage: systemImage) }
  }

  /// Makes a toggle for `isOn` whose label is the catalog image `image` beside `titleKey`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Makes a toggle for `isOn` whose label is the catalog image `image` beside `title`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { WaypointUI.Label(title, image: image) }
  }
}

extension Toggle: View, PrimitiveView {
  /// A toggle has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.storeControlValue(node.observing { self.isOn.wrappedValue })
    let isOn = self.isOn
    node.actionTarget.setAction { action in
      if action == .toggle || action == .tap { isOn.wrappedValue.toggle() }
    }
    if let styling = node.environment.toggleStyling {
      let configuration = ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(view: AnyView(label)), isOn: isOn)
      node.reconcile { $0.add(styling(configuration), key: .index(1)) }
      return
    }
    node.reconcile { $0.add(label, key: .index(0)) }
  }

  package func output(in node: Node) -> NodeOutput {
    // A custom style's body is the toggle: its own controls act.
    if node.environment.toggleStyling != nil { return node.childrenOutput() }
    return node.containerOutput(
      role: .toggle(isOn: node.controlValue(Bool.self) ?? false), actions: [.toggle, .tap],
      isEnabled: node.environment.isEnabled)
  }
}
