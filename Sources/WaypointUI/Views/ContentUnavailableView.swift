/// The "nothing here" placeholder for an empty list or a search without results: recorded as
/// one element holding its label, description and actions, in that order.
///
/// The terminal centers them, the label bold and the description dimmed.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions

  /// Makes the placeholder from views: `label` on top, then `description` and `actions`, both
  /// empty unless given.
  public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView
where Label == WaypointUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Makes the placeholder from the symbol `name` beside `title` (shown as written), with an
  /// optional line of `description` below.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { WaypointUI.Label(title, systemImage: name) }, description: { description })
  }

  /// Makes the placeholder from the symbol `name` beside `title` verbatim, with an optional
  /// `description` below.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { WaypointUI.Label(title, systemImage: name) }, description: { description })
  }

  /// Makes the placeholder from the app's image `name` beside `title` (shown as written), with
  /// an optional `description` below.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { WaypointUI.Label(title, image: name) }, description: { description })
  }

  /// Makes the placeholder from the app's image `name` beside `title` verbatim, with an
  /// optional `description` below.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { WaypointUI.Label(title, image: name) }, description: { description })
  }
}

/// The content of the standard "No Results" interface for search.
public enum SearchUnavailableContent {
  /// The label: "No Results", or "No Results for “text”".
  public struct Label {
    let text: String?
  }

  /// The description: a suggestion to check the spelling.
  public struct Description {}

  /// No actions.
  public struct Actions {}
}

extension SearchUnavailableContent.Label: View {
  /// The label's content.
  public var body: some View {
    WaypointUI.Label(
      text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
  }
}

extension SearchUnavailableContent.Description: View {
  /// The description's content.
  public var body: some View {
    Text("Check the spelling or try a new search.")
  }
}

extension SearchUnavailableContent.Actions: View {
  /// Nothing.
  public var body: some View { EmptyView() }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The standard interface for a search that found nothing.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// The standard interface for a search that found nothing for `text`.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

extension ContentUnavailableView: View, PrimitiveView {
  /// The view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { children in
      children.add(label, key: .index(0))
      children.add(description, key: .index(1))
      children.add(actions, key: .index(2))
    }
  }

  package func output(in node: Node) -> NodeOutput {
    node.containerOutput(role: .contentUnavailable)
  }
}
