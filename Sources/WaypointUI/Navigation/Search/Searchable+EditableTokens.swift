extension View {
  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`;
  /// `editableTokens` show in the field before the text, each drawn by `token` from a binding that
  /// edits it.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: prompt, tokens: SearchTokens.editable(editableTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// looked up as a localization key; `editableTokens` show in the field before the text, each
  /// drawn by `token` from a binding that edits it.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt),
        tokens: SearchTokens.editable(editableTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// verbatim; `editableTokens` show in the field before the text, each drawn by `token` from a
  /// binding that edits it.
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt),
        tokens: SearchTokens.editable(editableTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`;
  /// `editableTokens` show in the field before the text, each drawn by `token` from a binding that
  /// edits it. `isPresented` is true while search is active.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: prompt, isPresented: isPresented,
        tokens: SearchTokens.editable(editableTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// looked up as a localization key; `editableTokens` show in the field before the text, each
  /// drawn by `token` from a binding that edits it. `isPresented` is true while search is active.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt), isPresented: isPresented,
        tokens: SearchTokens.editable(editableTokens, token: token)))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with `prompt`
  /// verbatim; `editableTokens` show in the field before the text, each drawn by `token` from a
  /// binding that edits it. `isPresented` is true while search is active.
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: Text(prompt), isPresented: isPresented,
        tokens: SearchTokens.editable(editableTokens, token: token)))
  }
}
