extension View {
  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`;
  /// `tokens` show in the field before the text, each drawn by `token`, and while search is active
  /// each of `suggestedTokens` is offered as a button that adds it.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    C.Element: Identifiable
  {
    modifier(
      SearchableModifier(
        text: text, prompt: prompt,
        tokens: SearchTokens.of(tokens, suggested: suggestedTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// looked up as a localization key; `tokens` show in the field before the text, each drawn by
  /// `token`, and while search is active each of `suggestedTokens` is offered as a button that adds
  /// it.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    C.Element: Identifiable
  {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt),
        tokens: SearchTokens.of(tokens, suggested: suggestedTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// verbatim; `tokens` show in the field before the text, each drawn by `token`, and while search
  /// is active each of `suggestedTokens` is offered as a button that adds it.
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    C.Element: Identifiable
  {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt),
        tokens: SearchTokens.of(tokens, suggested: suggestedTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`;
  /// `tokens` show in the field before the text, each drawn by `token`, and while search is active
  /// each of `suggestedTokens` is offered as a button that adds it. `isPresented` is true while
  /// search is active.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: prompt, isPresented: isPresented,
        tokens: SearchTokens.of(tokens, suggested: suggestedTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// looked up as a localization key; `tokens` show in the field before the text, each drawn by
  /// `token`, and while search is active each of `suggestedTokens` is offered as a button that adds
  /// it. `isPresented` is true while search is active.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt), isPresented: isPresented,
        tokens: SearchTokens.of(tokens, suggested: suggestedTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// verbatim; `tokens` show in the field before the text, each drawn by `token`, and while search
  /// is active each of `suggestedTokens` is offered as a button that adds it. `isPresented` is true
  /// while search is active.
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    C.Element: Identifiable
  {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt), isPresented: isPresented,
        tokens: SearchTokens.of(tokens, suggested: suggestedTokens, token: token)))
  }
}
