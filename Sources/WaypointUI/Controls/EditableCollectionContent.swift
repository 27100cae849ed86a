/// The content of a `ForEach` over a binding with edit actions: its rows, which take the
/// actions the collection allows.
public struct EditableCollectionContent<Content, Data> {
  let content: Content
}

extension EditableCollectionContent: View where Content: View {
  /// The rows.
  public var body: some View { content }
}
