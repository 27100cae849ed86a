extension View {
  /// Marks this view as searchable, with a text prompt and tokens the field shows before its text,
  /// and suggested tokens shown while search is active, which a person chooses to add.
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

  /// Marks this view as searchable, with a localized prompt and tokens the field shows before its
  /// text, and suggested tokens shown while search is active, which a person chooses to add.
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

  /// Marks this view as searchable, with a prompt string and tokens the field shows before its
  /// text, and suggested tokens shown while search is active, which a person chooses to add.
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

  /// Marks this view as searchable, with a text prompt and tokens the field shows before its text,
  /// and suggested tokens shown while search is active, which a person chooses to add;
  /// `isPresented` is whether search is active.
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

  /// Marks this view as searchable, with a localized prompt and tokens the field shows before its
  /// text, and suggested tokens shown while search is active, which a person chooses to add;
  /// `isPresented` is whether search is active.
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

  /// Marks this view as searchable, with a prompt string and tokens the field shows before its
  /// text, and suggested tokens shown while search is active, which a person chooses to add;
  /// `isPresented` is whether search is active.
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
