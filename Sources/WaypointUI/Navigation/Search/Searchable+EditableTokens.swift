extension View {
  /// Marks this view as searchable, with a text prompt and tokens the field shows before its text,
  /// each given a binding to edit it.
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, prompt: prompt, tokens: SearchTokens.editable(editableTokens, token: token)))
  }

  /// Marks this view as searchable, with a localized prompt and tokens the field shows before its
  /// text, each given a binding to edit it.
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

  /// Marks this view as searchable, with a prompt string and tokens the field shows before its
  /// text, each given a binding to edit it.
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

  /// Marks this view as searchable, with a text prompt and tokens the field shows before its text,
  /// each given a binding to edit it; `isPresented` is whether search is active.
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

  /// Marks this view as searchable, with a localized prompt and tokens the field shows before its
  /// text, each given a binding to edit it; `isPresented` is whether search is active.
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

  /// Marks this view as searchable, with a prompt string and tokens the field shows before its
  /// text, each given a binding to edit it; `isPresented` is whether search is active.
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
