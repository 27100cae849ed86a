extension View {
  /// Offers scopes for the search of a searchable view: a picker of `scopes` (views tagged with
  /// their values) bound to `scope`, shown while search is active.
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    modifier(
      SearchScopesModifier(
        scopes: SearchFieldExtras.Scopes(
          picker: AnyView(
            Picker("Scope", selection: scope, content: scopes).pickerStyle(.segmented)),
          activation: .automatic)))
  }

  /// Offers scopes for the search of a searchable view, shown as `activation` says: while
  /// search is active, or once text is typed.
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    modifier(
      SearchScopesModifier(
        scopes: SearchFieldExtras.Scopes(
          picker: AnyView(
            Picker("Scope", selection: scope, content: scopes).pickerStyle(.segmented)),
          activation: activation)))
  }
}

/// `.searchScopes`: declares the scope picker for a searchable view inside, or shows it above
/// the content when a searchable view is outside.
struct SearchScopesModifier {
  let scopes: SearchFieldExtras.Scopes
  @Environment(\.searchContext) private var context
  @Environment(\.searchFieldExtras) private var extras
}

extension SearchScopesModifier: ViewModifier {
  func body(content: Content) -> some View {
    if let context {
      if shows(in: context) { scopes.picker }
      content
    } else {
      content.environment(\.searchFieldExtras, declaring(in: extras))
    }
  }

  /// The extras with these scopes declared.
  private func declaring(in extras: SearchFieldExtras) -> SearchFieldExtras {
    var extras = extras
    extras.scopes = scopes
    return extras
  }

  @MainActor private func shows(in context: SearchContext) -> Bool {
    scopes.activation.name == SearchScopeActivation.onTextEntry.name
      ? !context.session.text.wrappedValue.isEmpty : context.isSearching
  }
}
