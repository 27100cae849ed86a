/// Sections a person can collapse: the header is a button ("▾ Title" / "▸ Title") that toggles
/// `isExpanded`, and the content shows while it is true.
extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header view whose content shows while `isExpanded` is true.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(
      header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section titled with a localized key whose content shows while `isExpanded` is true.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }

  /// A section titled `title` whose content shows while `isExpanded` is true.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
  }
}

/// The header of a section a person can collapse: a button showing whether it is expanded.
struct SectionDisclosureHeader<Label: View> {
  let label: Label
  let isExpanded: Binding<Bool>
}

extension SectionDisclosureHeader: View {
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
