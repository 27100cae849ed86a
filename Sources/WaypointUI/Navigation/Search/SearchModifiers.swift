extension View {
  /// Binds the focus of the search field of a searchable view inside this one to `binding`
  /// (forwarded to the field's `focused(_:)`).
  nonisolated public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
    transformEnvironment(\.searchFieldExtras) { extras in
      extras.focus = { AnyView($0.focused(binding)) }
    }
  }

  /// Binds the focus of the search field of a searchable view inside this one to `binding`
  /// having `value` (forwarded to the field's `focused(_:equals:)`).
  nonisolated public func searchFocused<V: Hashable>(
    _ binding: FocusState<V>.Binding, equals value: V
  ) -> some View {
    transformEnvironment(\.searchFieldExtras) { extras in
      extras.focus = { AnyView($0.focused(binding, equals: value)) }
    }
  }

  /// Binds the selection in the search field to `selection` (recorded: the terminal's field
  /// has no selection to report).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  nonisolated public func searchSelection(_ selection: Binding<TextSelection?>) -> some View {
    recorded(".searchSelection")
  }

  /// Sets how dictation works in the search field (recorded: there is no dictation here).
  nonisolated public func searchDictationBehavior(
    _ dictationBehavior: TextInputDictationBehavior
  ) -> some View {
    recorded(".searchDictationBehavior(\(dictationBehavior))")
  }

  /// Sets how the toolbar behaves while search is presented (recorded: the toolbar does not
  /// hide while searching here).
  nonisolated public func searchPresentationToolbarBehavior(
    _ behavior: SearchPresentationToolbarBehavior
  ) -> some View {
    recorded(".searchPresentationToolbarBehavior(\(behavior))")
  }

  /// Records `behavior` for the search field's place in the toolbar; the field always shows above
  /// the content here.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
    recorded(".searchToolbarBehavior(\(behavior))")
  }

  /// Sets how a tab view's search tab activates its search field (recorded: the field shows
  /// with the tab's content here).
  @available(iOS 26.0, macOS 26.0, *)
  nonisolated public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
    recorded(".tabViewSearchActivation(\(activation))")
  }

  /// Presents the find navigator of a text editor while `isPresented`: the environment's
  /// `findContext` below (recorded: text editors here have no find navigator).
  nonisolated public func findNavigator(isPresented: Binding<Bool>) -> some View {
    setting(\.findPresentation, isPresented, recording: ".findNavigator(isPresented:)")
  }

  /// Disables finding in a text editor: no `findContext` below (recorded: text editors here
  /// have no find navigator).
  nonisolated public func findDisabled(_ isDisabled: Bool = true) -> some View {
    setting(\.isFindDisabled, isDisabled, recording: ".findDisabled(\(isDisabled))")
  }

  /// Disables replacing in a text editor: the `findContext` below does not support it
  /// (recorded: text editors here have no find navigator).
  nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> some View {
    setting(\.isReplaceDisabled, isDisabled, recording: ".replaceDisabled(\(isDisabled))")
  }
}
