import WaypointCore

extension View {
  /// Shows `suggestions` while search is active: under the search field of a searchable view
  /// inside this one, or, applied inside a searchable view's content, above that content. A
  /// suggestion with `searchCompletion` completes the search when chosen.
  nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S)
    -> some View
  {
    modifier(SearchSuggestionsModifier(suggestions: suggestions()))
  }

  /// Shows or hides search suggestions in `placements`; suggestions show in the content here, so
  /// hiding `.content` hides them.
  nonisolated public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  ) -> some View {
    transformEnvironment(\.searchFieldExtras) { extras in
      if visibility == .hidden {
        extras.hiddenSuggestions.formUnion(placements)
      } else {
        extras.hiddenSuggestions.subtract(placements)
      }
    }
  }

  /// Makes this suggestion complete the search with `completion` when chosen (a button, inside
  /// search suggestions; recorded elsewhere, where it does nothing).
  nonisolated public func searchCompletion(_ completion: String) -> some View {
    modifier(
      SearchCompletionModifier(
        source: ".searchCompletion(\(String(reflecting: completion)))",
        completion: .text(completion)))
  }

  /// Makes this suggestion add `token` to the search field's tokens when chosen (a button,
  /// inside search suggestions; recorded elsewhere, where it does nothing).
  nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
    modifier(
      SearchCompletionModifier(source: ".searchCompletion(\(token.id))", completion: .token(token)))
  }
}

/// `.searchSuggestions { }`: declares suggestions for a searchable view inside, or shows them
/// above the content when a searchable view is outside.
struct SearchSuggestionsModifier<Suggestions: View> {
  let suggestions: Suggestions
  @Environment(\.searchContext) private var context
  @Environment(\.searchFieldExtras) private var extras
}

extension SearchSuggestionsModifier: ViewModifier {
  func body(content: Content) -> some View {
    if let context {
      if context.isSearching, !extras.hiddenSuggestions.contains(.content) {
        VStack(alignment: .leading) { suggestions }
          .environment(\.searchSuggestionsPlacement, .content)
          .environment(\.searchCompletionSession, context.session)
      }
      content
    } else {
      content.environment(\.searchFieldExtras, declaring(in: extras))
    }
  }
}

extension SearchSuggestionsModifier {
  /// The extras with these suggestions declared.
  fileprivate func declaring(in extras: SearchFieldExtras) -> SearchFieldExtras {
    var extras = extras
    extras.suggestions = AnyView(suggestions)
    return extras
  }
}

/// `.searchCompletion`: a button that completes the search, inside suggestions.
struct SearchCompletionModifier {
  /// What choosing the suggestion does.
  enum Completion {
    case text(String)
    case token(Any)
  }

  let source: String
  let completion: Completion
  @Environment(\.searchCompletionSession) private var session
}

extension SearchCompletionModifier: ViewModifier {
  func body(content: Content) -> some View {
    if let session {
      Button {
        switch completion {
        case .text(let text): session.complete(text)
        case .token(let token): session.complete(token: token)
        }
      } label: {
        content
      }
    } else {
      content.recorded(source)
    }
  }
}
