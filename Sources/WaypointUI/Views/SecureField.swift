/// A text field whose text is private: drawn as bullets, read and set like a `TextField`'s.
public struct SecureField<Label: View> {
  let field: TextField<Label>
}

extension SecureField: View {
  /// The text field, marked secure.
  public var body: some View { field.attribute(.secureText) }
}

extension SecureField where Label == Text {
  /// A secure field titled `title`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title, text: text)
  }

  /// A secure field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(titleKey, text: text)
  }

  /// A secure field titled `title` with a prompt.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(title, text: text, prompt: prompt)
  }

  /// A secure field titled with a localized key, with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(titleKey, text: text, prompt: prompt)
  }
}

extension SecureField {
  /// A secure field with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text, prompt: prompt, label: label)
  }
}

/// A view for editing long text: a text field of many lines.
public struct TextEditor {
  let text: Binding<String>
  /// A text editor of `text`.
  public init(text: Binding<String>) { self.text = text }
}

extension TextEditor: View {
  /// A text field without a title, across lines.
  public var body: some View { TextField("", text: text, axis: .vertical) }
}
