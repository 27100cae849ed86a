extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a title string, an image resource and the value that selects it.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, title: String(title), image: .named(image, bundle: nil), role: role,
      content: content())
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab with a title string and an image resource, in a tab view without a
  /// selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, title: String(title), image: .named(image, bundle: nil), role: role,
      content: content())
  }
}

extension Tab {
  /// A tab showing `content`, selected by `value`; its tab bar item takes the text and the first
  /// image found in `label`.
  public init(
    value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    let parts = TabLabelParts(of: label())
    self.init(
      value: value, title: parts.title, image: parts.image, role: role, content: content())
  }
}

extension Tab where Value == Never {
  /// A tab showing `content` in a tab view that has no selection; its tab bar item takes the text
  /// and the first image found in `label`.
  public init(
    role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    let parts = TabLabelParts(of: label())
    self.init(value: nil, title: parts.title, image: parts.image, role: role, content: content())
  }
}

/// What a tab bar item shows of a custom tab label: the texts in it, joined, and its first
/// image, found in the label's stored values (a `Label`, a `Text`, an `HStack` of both…).
struct TabLabelParts {
  private(set) var title = ""
  private(set) var image: ImageName?
  private var texts: [String] = []

  init(of label: Any) {
    visit(label, depth: 0)
    title = texts.joined(separator: " ")
  }

  private mutating func visit(_ value: Any, depth: Int) {
    guard depth < 16 else { return }
    if let text = value as? Text {
      texts.append(text.plainText)
      return
    }
    if let found = value as? Image {
      if image == nil { image = found.name }
      return
    }
    for child in Mirror(reflecting: value).children { visit(child.value, depth: depth + 1) }
  }
}
