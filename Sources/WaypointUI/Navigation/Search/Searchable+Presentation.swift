extension View {
  /// Marks this view as searchable, with a text prompt; `isPresented` is whether search is active
  /// (typing presents it, `dismissSearch` ends it) and the content's `isSearching`.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt, isPresented: isPresented))
  }

  /// Marks this view as searchable, with a localized prompt; `isPresented` is whether search is
  /// active (typing presents it, `dismissSearch` ends it) and the content's `isSearching`.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt), isPresented: isPresented))
  }

  /// Marks this view as searchable, with a prompt string; `isPresented` is whether search is active
  /// (typing presents it, `dismissSearch` ends it) and the content's `isSearching`.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt), isPresented: isPresented))
  }
}

extension View {
  /// Marks this view as searchable, with a text prompt and suggestions shown while search is
  /// active; deprecated for `searchable` with `searchSuggestions`.
  @available(
    *, deprecated, message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    tvOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    watchOS, introduced: 8.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  nonisolated public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      SearchableModifier(text: text, prompt: prompt, suggestions: AnyView(suggestions())))
  }

  /// Marks this view as searchable, with a localized prompt and suggestions shown while search is
  /// active; deprecated for `searchable` with `searchSuggestions`.
  @available(
    *, deprecated, message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    tvOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    watchOS, introduced: 8.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  nonisolated public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      SearchableModifier(text: text, prompt: Text(prompt), suggestions: AnyView(suggestions())))
  }

  /// Marks this view as searchable, with a prompt string and suggestions shown while search is
  /// active; deprecated for `searchable` with `searchSuggestions`.
  @available(
    *, deprecated, message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    tvOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @available(
    watchOS, introduced: 8.0, deprecated: 100000.0,
    message: "Use the searchable modifier with the searchSuggestions modifier"
  )
  @_disfavoredOverload
  nonisolated public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    modifier(
      SearchableModifier(text: text, prompt: Text(prompt), suggestions: AnyView(suggestions())))
  }
}
