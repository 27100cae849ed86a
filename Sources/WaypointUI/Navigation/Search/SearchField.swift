/// What a searchable view shows above its content: its tokens beside the search field, the scope
/// picker while scopes are active, and the suggestions while search is active.
struct SearchField: View {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: Text?
  let tokens: SearchTokens?
  let legacySuggestions: AnyView?
  let context: SearchContext
  @Environment(\.searchFieldExtras) private var extras

  var body: some View {
    row
    if let scopes = extras.scopes, showsScopes(scopes.activation) {
      scopes.picker
    }
    if context.isSearching, !extras.hiddenSuggestions.contains(.content),
      let suggestions = suggestionList
    {
      suggestions
    }
  }

  /// The field, after the tokens when there are any.
  @ViewBuilder private var row: some View {
    let shown = tokens?.shown() ?? []
    if shown.isEmpty {
      field
    } else {
      HStack {
        ForEach(shown, id: \.id) { $0.view }
        field
      }
    }
  }

  @ViewBuilder private var field: some View {
    let textField = TextField("Search", text: fieldText, prompt: prompt ?? Text("Search"))
      .attribute(.searchField)
    if let focus = extras.focus {
      focus(AnyView(textField))
    } else {
      textField
    }
  }

  /// The text binding; with `isPresented`, typing presents the search.
  private var fieldText: Binding<String> {
    guard let isPresented else { return text }
    let text = self.text
    return Binding(
      get: { text.wrappedValue },
      set: { newValue in
        text.wrappedValue = newValue
        if !newValue.isEmpty, !isPresented.wrappedValue { isPresented.wrappedValue = true }
      })
  }

  /// Scopes show while search is active, or, with `.onTextEntry`, once text is typed.
  private func showsScopes(_ activation: SearchScopeActivation) -> Bool {
    activation.name == SearchScopeActivation.onTextEntry.name
      ? !text.wrappedValue.isEmpty : context.isSearching
  }

  /// The suggested tokens, as buttons that add them, then the suggestions, whose
  /// `searchCompletion`s complete this search; nil when there are none.
  private var suggestionList: AnyView? {
    let offered = tokens?.suggested?() ?? []
    let views = extras.suggestions ?? legacySuggestions
    guard views != nil || !offered.isEmpty else { return nil }
    let session = context.session
    return AnyView(
      VStack(alignment: .leading) {
        ForEach(offered, id: \.id) { suggestion in
          Button {
            session.complete(token: suggestion.token)
          } label: {
            suggestion.view
          }
        }
        views
      }
      .environment(\.searchSuggestionsPlacement, .content)
      .environment(\.searchCompletionSession, session))
  }
}
