/// Groups rows under an optional header and footer: recorded as a section element whose
/// children are a header element, the content's elements, then a footer element.
///
/// Lists and forms show each section as a block of rows; an empty header or footer records no
/// element.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether a section that can collapse shows its content (`Section(isExpanded:)`); nil for
  /// one that cannot.
  var isExpanded: Binding<Bool>? = nil
}

extension Section where Parent: View, Content: View, Footer: View {
  /// Makes a section of the `content` views, headed by `header` and followed by `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// The older form of `Section(content:header:footer:)`, taking the header and footer as
  /// views rather than builders.
  @available(*, deprecated, renamed: "Section(content:header:footer:)")
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Makes a section of the `content` views under `header`, with no footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }

  /// The older form of `Section(content:header:)`, taking the header as a view.
  @available(*, deprecated, renamed: "Section(content:header:)")
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Makes a section of the `content` views followed by `footer`, with no header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }

  /// The older form of `Section(content:footer:)`, taking the footer as a view.
  @available(*, deprecated, renamed: "Section(content:footer:)")
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Makes a section of the `content` views alone, recording neither header nor footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Makes a section of the `content` views headed by the text `titleKey`, shown as written.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// Makes a section of the `content` views headed by the text `title`, shown verbatim.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }

  /// Creates a section titled with a localized string key that shows its content while
  /// `isExpanded` is true; choosing the title flips it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }

  /// Creates a section titled with a string that shows its content while `isExpanded` is true;
  /// choosing the title flips it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header that shows its content while `isExpanded` is true;
  /// choosing the header flips it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

/// The header of a section that can collapse: a button showing whether it is expanded, which
/// flips it.
struct SectionDisclosureHeader<Label: View>: View {
  let label: Label
  let isExpanded: Binding<Bool>

  var body: some View {
    Button {
      isExpanded.wrappedValue.toggle()
    } label: {
      HStack {
        Text(isExpanded.wrappedValue ? "▾" : "▸")
        label
      }
    }
  }
}

extension Section: View, PrimitiveView, ContentWrapper, CustomNodeView
where Parent: View, Content: View, Footer: View {
  /// A section has no body.
  public var body: Never { primitiveBody(Self.self) }

  /// The whole section, placed as its header, content and footer.
  package var wrappedContent: Self { self }
  /// What a section's node keeps: itself only when it can collapse, since expanding it again
  /// places its content anew; otherwise nothing, its parts' nodes keeping their views. Boxed:
  /// an optional section would take the node the section's whole size even when nil.
  package var wrapper: PendingValue<Self>? { isExpanded == nil ? nil : PendingValue(self) }

  /// Places `section`'s parts; given `KeptContent` (evaluated again without a new value),
  /// places the kept section's, or gives the parts' nodes the section's environment as they are.
  package static func place<C: View>(
    _ section: C, wrapper kept: PendingValue<Self>?, in node: Node
  ) {
    if C.self == Self.self {
      // `section` is a `Self` (the metatype check proved it), so the cast reinterprets nothing.
      unsafeBitCast(section, to: Self.self).update(in: node)
    } else if let kept {
      kept.value.update(in: node)
    } else {
      for child in node.children { child.receiveEnvironment(node.environment) }
    }
  }

  package static func output(of kept: PendingValue<Self>?, in node: Node) -> NodeOutput {
    sectionOutput(in: node)
  }

  package func output(in node: Node) -> NodeOutput {
    Self.sectionOutput(in: node)
  }

  package func update(in node: Node) {
    let isExpanded = self.isExpanded
    let showsContent = isExpanded.map { binding in node.observing { binding.wrappedValue } } ?? true
    node.reconcile { children in
      if let isExpanded {
        children.add(SectionDisclosureHeader(label: header, isExpanded: isExpanded), key: .index(0))
      } else {
        children.add(header, key: .index(0))
      }
      if showsContent { children.add(content, key: .index(1)) }
      children.add(footer, key: .index(2))
    }
  }

  /// The section's element, from its parts' outputs.
  @MainActor private static func sectionOutput(in node: Node) -> NodeOutput {
    // A collapsed section has no content child: its header, then its footer.
    guard node.children.count == 3 || node.children.count == 2 else {
      return node.childrenOutput()
    }
    let header = node.children[0].output
    let content = node.children.count == 3 ? node.children[1].output : .empty
    let footer = node.children[node.children.count - 1].output
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
