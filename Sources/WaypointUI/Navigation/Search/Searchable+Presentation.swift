extension View {
  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`.
  /// `isPresented` follows whether search is active: typing sets it, `dismissSearch` clears it, and
  /// the content's `isSearching` reads it.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt, isPresented: isPresented))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// looked up as a localization key. `isPresented` follows whether search is active: typing sets
  /// it, `dismissSearch` clears it, and the content's `isSearching` reads it.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt), isPresented: isPresented))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// verbatim. `isPresented` follows whether search is active: typing sets it, `dismissSearch`
  /// clears it, and the content's `isSearching` reads it.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt), isPresented: isPresented))
  }
}

extension View {
  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`;
  /// while search is active `suggestions` show with the field. `searchSuggestions(_:)` replaces
  /// this form.
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

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// looked up as a localization key; while search is active `suggestions` show with the field.
  /// `searchSuggestions(_:)` replaces this form.
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

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// verbatim; while search is active `suggestions` show with the field. `searchSuggestions(_:)`
  /// replaces this form.
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
