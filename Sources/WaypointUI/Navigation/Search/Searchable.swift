/// Where a search field goes; renderers place it above the content either way.
public struct SearchFieldPlacement: Sendable, Equatable {
  let name: String

  /// The placement the system chooses.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar of a split view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In a drawer under the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In a drawer under the navigation bar, always shown or shown when scrolled.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    navigationBarDrawer
  }

  /// When the navigation bar drawer's search field shows.
  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
}

/// `.searchable`: a search field, titled "Search", above the content; typing into it writes the
/// binding. Its tokens, scopes and suggestions show with it (see `SearchField`), and its content
/// reads `isSearching` and `dismissSearch`.
struct SearchableModifier {
  let text: Binding<String>
  let prompt: Text?
  var isPresented: Binding<Bool>? = nil
  var tokens: SearchTokens? = nil
  /// The suggestions of the deprecated `searchable(text:placement:prompt:suggestions:)`.
  var suggestions: AnyView? = nil
}

extension SearchableModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let session = node.primitiveState { SearchSession(text: text) }
    session.text = text
    session.isPresented = isPresented
    session.tokens = tokens
    let context = SearchContext(
      session: session, isSearching: node.observing { session.isSearching })
    let field = SearchField(
      text: text, isPresented: isPresented, prompt: prompt, tokens: tokens,
      legacySuggestions: suggestions, context: context)
    let environment = node.derivedEnvironment(value: context.isSearching) { environment, _ in
      environment.searchContext = context
    }
    node.reconcile {
      $0.add(field, key: .index(0))
      $0.add(content, key: .index(1), environment: environment)
    }
  }

  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    output.preferences.set(SearchFieldKey.self, true)
    resetOnTabChange(output, in: node)
    return output
  }

  /// On a tab view, the search applies to every tab and starts afresh when another tab is
  /// selected, as Apple describes for tab views without a search tab.
  @MainActor private func resetOnTabChange(_ output: NodeOutput, in node: Node) {
    guard let tabView = output.elements.first(where: { $0.role == .tabView }),
      let bar = tabView.contentChildren.first
    else { return }
    let selected = bar.contentChildren.first {
      if case .tab(let info) = $0.role { info.isSelected } else { false }
    }?.id
    guard let session = node.primitiveState(as: SearchSession.self) else { return }
    if let previous = session.tab, previous != selected {
      let text = self.text
      node.graph.queueLifecycle { if !text.wrappedValue.isEmpty { text.wrappedValue = "" } }
    }
    session.tab = selected
  }
}

/// Whether a view has a search field from `.searchable` (a search tab needs one).
enum SearchFieldKey: PreferenceKey {
  static var defaultValue: Bool { false }
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

extension View {
  /// Puts a search field above this view that writes its text to `text`; the field shows
  /// `prompt` while it is empty. `placement` is not used: the field always sits above.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with the
  /// key shown as written.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `prompt` shown verbatim.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt)))
  }
}
