/// A container view that you can use to add hierarchy within certain views (lists, forms).
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether the content shows, for a section its header can collapse; nil for one that
  /// always shows it.
  var isExpanded: Binding<Bool>? = nil
}

extension Section where Parent: View, Content: View, Footer: View {
  /// Creates a section with a header, footer, and the provided section content.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// Creates a section with a header, footer, and the provided section content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }

  /// Creates a section with a header and the provided section content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer and the provided section content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }

  /// Creates a section with a footer and the provided section content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content and a header made from a localized
  /// string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// Creates a section with the provided section content and a header made from a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
  /// A section has no body.
  public var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    if let isExpanded {
      updateCollapsible(isExpanded, in: node)
      return
    }
    node.reconcile { children in
      children.add(header, key: .index(0))
      children.add(content, key: .index(1))
      children.add(footer, key: .index(2))
    }
  }

  /// A section its header collapses: the header is a button, the content shows while expanded.
  @MainActor
  private func updateCollapsible(_ isExpanded: Binding<Bool>, in node: Node) {
    let header = SectionDisclosureHeader(label: self.header, isExpanded: isExpanded)
    let (content, footer) = (self.content, self.footer)
    if isExpanded.wrappedValue {
      node.reconcile { children in
        children.add(header, key: .index(0))
        children.add(content, key: .index(1))
        children.add(footer, key: .index(2))
      }
    } else {
      node.reconcile { children in
        children.add(header, key: .index(0))
        children.add(EmptyView(), key: .index(1))
        children.add(footer, key: .index(2))
      }
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard node.children.count == 3 else { return node.childrenOutput() }
    let header = node.children[0].output
    let content = node.children[1].output
    let footer = node.children[2].output
    var preferences = header.preferences
    preferences.merge(content.preferences)
    preferences.merge(footer.preferences)
    let sectionID = ElementID(node: node.serial)
    var children: [Element] = []
    if !header.elements.isEmpty {
      children.append(
        node.reuse(
          Element(id: sectionID.derived(.header), role: .header, children: header.elements)))
    }
    children += content.elements
    if !footer.elements.isEmpty {
      children.append(
        node.reuse(
          Element(id: sectionID.derived(.footer), role: .footer, children: footer.elements)))
    }
    return NodeOutput(
      elements: [node.makeElement(role: .section, children: children)], preferences: preferences)
  }
}
