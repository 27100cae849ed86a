/// A one-line editor bound to a `String`: recorded as a text field element with its title, its
/// current text and its prompt.
///
/// Typing in a renderer, or the driver's set-text action, writes the binding; Return runs the
/// `onSubmit` actions above it. While the text is empty, renderers show the prompt, or else the
/// title, in its place.
public struct TextField<Label: View> {
  let text: Binding<String>
  let prompt: Text?
  let title: String?
  let label: Label
  /// What Return does besides the `onSubmit` actions (the deprecated `onCommit:`).
  var onCommit: (() -> Void)? = nil
}

extension TextField {
  /// Creates a text field with a prompt and a label made of views.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, title: nil, label: label())
  }
}

extension TextField where Label == Text {
  /// Makes a field editing `text`, titled `titleKey` (shown as written).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil, title: titleKey.resolved, label: Text(titleKey))
  }

  /// Makes a field editing `text`, titled `title`, shown verbatim.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil, title: String(title), label: Text(title))
  }

  /// Makes a field editing `text`, titled `titleKey`; `prompt` is the hint shown while the text
  /// is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt, title: titleKey.resolved, label: Text(titleKey))
  }

  /// Makes a field editing `text`, titled `title` verbatim, with `prompt` as the empty-text
  /// hint.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt, title: String(title), label: Text(title))
  }

  /// Creates a text field that may grow along `axis` (accepted; renderers decide).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
  }

  /// Creates a text field that may grow along `axis` (accepted; renderers decide).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }
}

/// What a control read from its binding at its last update.
@MainActor
final class ControlValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension Node {
  /// Keeps `value` for `output(in:)`, which must not read bindings.
  func storeControlValue<Value>(_ value: Value) {
    primitiveState { ControlValue(value) }.value = value
  }

  /// The value kept by `storeControlValue`.
  func controlValue<Value>(_ type: Value.Type) -> Value? {
    primitiveState(as: ControlValue<Value>.self)?.value
  }
}

extension TextField: View, PrimitiveView {
  /// A text field has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    // A custom style wraps the field; the field it is given is the style's own, not restyled.
    if let style = customStyle(in: node) {
      let field = TextField<_TextFieldStyleLabel>(
        text: text, prompt: prompt, title: title,
        label: _TextFieldStyleLabel(view: AnyView(label)), onCommit: onCommit)
      node.reconcile { $0.add(style.makeBody(field), key: .index(1)) }
      return
    }
    node.storeControlValue(node.observing { self.text.wrappedValue })
    let text = self.text
    let submits = node.environment.submitActions
    let onCommit = self.onCommit
    node.actionTarget.setAction { action in
      if let newText = action.text { text.wrappedValue = newText }
      if action.kind == .submit {
        for submit in submits { submit.action() }
        onCommit?()
      }
    }
    node.reconcile { $0.add(label, key: .index(0)) }
  }

  /// The custom style of the fields here, unless this field is the one a style was given.
  @MainActor private func customStyle(in node: Node) -> TextFieldStyleMaker? {
    Label.self == _TextFieldStyleLabel.self ? nil : node.environment.textFieldStyle
  }

  package func output(in node: Node) -> NodeOutput {
    if customStyle(in: node) != nil { return node.childrenOutput() }
    let content = node.childrenOutput()
    let title = self.title ?? content.elements.flatMap(\.textRuns).joined(separator: " ")
    let element = node.makeElement(
      role: .textField(
        title: title, text: node.controlValue(String.self) ?? "", prompt: prompt?.plainText),
      actions: node.environment.submitActions.isEmpty && onCommit == nil
        ? [.setText] : [.setText, .submit],
      isEnabled: node.environment.isEnabled)
    return NodeOutput(elements: [element], preferences: content.preferences)
  }
}
