/// The search of one `.searchable` view, kept on its node: the bindings of its latest update,
/// and what `dismissSearch`, `searchCompletion` and suggested tokens do to them.
@MainActor
final class SearchSession {
  var text: Binding<String>
  var isPresented: Binding<Bool>?
  var tokens: SearchTokens?
  /// The tab a searchable tab view had selected at its last output.
  var tab: ElementID?

  init(text: Binding<String>) {
    self.text = text
  }

  /// Search is active while it is presented (`isPresented`), or, without that binding, while
  /// the field holds text or tokens.
  var isSearching: Bool {
    if let isPresented { return isPresented.wrappedValue }
    return !text.wrappedValue.isEmpty || !(tokens?.isEmpty() ?? true)
  }

  /// Ends the search: clears the text and stops presenting it.
  func dismiss() {
    if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
    if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
  }

  /// A suggestion chosen: its completion becomes the search text.
  func complete(_ completion: String) {
    text.wrappedValue = completion
  }

  /// A token suggestion chosen: the token joins the field's tokens and the text is cleared.
  func complete(token: Any) {
    guard let tokens, tokens.append(token) else { return }
    if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
  }
}

/// What a searchable view tells its content and its suggestions.
struct SearchContext {
  let session: SearchSession
  let isSearching: Bool
}

/// The tokens of a search field, with their element type erased.
struct SearchTokens {
  /// One token as the field shows it.
  struct Shown {
    let id: AnyHashable
    let view: AnyView
  }

  /// One suggested token: how it shows, and the token it adds.
  struct Suggested {
    let id: AnyHashable
    let view: AnyView
    let token: Any
  }

  let isEmpty: () -> Bool
  /// The tokens' views, in order.
  let shown: () -> [Shown]
  /// The suggested tokens' views and the token each stands for, when there are suggestions.
  let suggested: (() -> [Suggested])?
  /// Adds a token of the collection's element type; false for any other value.
  let append: (Any) -> Bool

  /// Tokens shown by `token`, read-only.
  static func of<C, T: View>(
    _ tokens: Binding<C>, suggested: Binding<C>? = nil, token: @escaping (C.Element) -> T
  ) -> SearchTokens
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    let shown: () -> [Shown] = {
      tokens.wrappedValue.map { element in
        Shown(id: AnyHashable(element.id), view: AnyView(token(element)))
      }
    }
    var offered: (() -> [Suggested])?
    if let suggested {
      offered = {
        suggested.wrappedValue.map { element in
          Suggested(id: AnyHashable(element.id), view: AnyView(token(element)), token: element)
        }
      }
    }
    return SearchTokens(
      isEmpty: { tokens.wrappedValue.isEmpty }, shown: shown, suggested: offered,
      append: { value in
        guard let element = value as? C.Element else { return false }
        tokens.wrappedValue.append(element)
        return true
      })
  }

  /// Tokens shown by `token` through a binding to each, so the view can edit them.
  static func editable<C, T: View>(_ tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T)
    -> SearchTokens
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    SearchTokens(
      isEmpty: { tokens.wrappedValue.isEmpty },
      shown: {
        tokens.wrappedValue.map { element in
          let id = element.id
          let binding = Binding<C.Element>(
            get: { tokens.wrappedValue.first { $0.id == id } ?? element },
            set: { newValue in
              guard let index = tokens.wrappedValue.firstIndex(where: { $0.id == id }) else {
                return
              }
              tokens.wrappedValue.replaceSubrange(index...index, with: CollectionOfOne(newValue))
            })
          return Shown(id: AnyHashable(id), view: AnyView(token(binding)))
        }
      },
      suggested: nil,
      append: { value in
        guard let element = value as? C.Element else { return false }
        tokens.wrappedValue.append(element)
        return true
      })
  }
}

/// The declarations around a searchable view that shape its field: scopes, suggestions and
/// focus, set by modifiers outside it.
struct SearchFieldExtras {
  /// The scope picker of `searchScopes`, and when it shows.
  struct Scopes {
    let picker: AnyView
    let activation: SearchScopeActivation
  }

  var scopes: Scopes?
  /// The suggestions of `searchSuggestions { … }`.
  var suggestions: AnyView?
  /// The placements `searchSuggestions(.hidden, for:)` hides suggestions in.
  var hiddenSuggestions: SearchSuggestionsPlacement.Set = []
  /// Applies `searchFocused`'s binding to the field.
  var focus: ((AnyView) -> AnyView)?
}

extension EnvironmentValues {
  /// Whether the user is searching in a searchable view this view is in: while its search is
  /// presented, or, without an `isPresented` binding, while its field holds text or tokens.
  public var isSearching: Bool {
    self[SearchContextKey.self]?.isSearching ?? false
  }

  /// Ends the search of the searchable view this view is in: clears its text and stops
  /// presenting it. Does nothing outside a searchable view.
  public var dismissSearch: DismissSearchAction {
    DismissSearchAction(session: self[SearchContextKey.self]?.session)
  }

  /// The search of the searchable view this view is in.
  var searchContext: SearchContext? {
    get { self[SearchContextKey.self] }
    set { self[SearchContextKey.self] = newValue }
  }

  /// The search this view's suggestions complete, inside a searchable view's suggestions.
  var searchCompletionSession: SearchSession? {
    get { self[SearchCompletionKey.self] }
    set { self[SearchCompletionKey.self] = newValue }
  }

  /// What modifiers outside a searchable view declared for its field.
  var searchFieldExtras: SearchFieldExtras {
    get { self[SearchFieldExtrasKey.self] }
    set { self[SearchFieldExtrasKey.self] = newValue }
  }
}

private enum SearchContextKey: EnvironmentKey {
  static var defaultValue: SearchContext? { nil }
}

private enum SearchCompletionKey: EnvironmentKey {
  static var defaultValue: SearchSession? { nil }
}

private enum SearchFieldExtrasKey: EnvironmentKey {
  static var defaultValue: SearchFieldExtras { SearchFieldExtras() }
}

/// Ends the search under way: `@Environment(\.dismissSearch)` gives a view this action to call.
@MainActor @preconcurrency
public struct DismissSearchAction: Sendable {
  let session: SearchSession?

  /// Clears the search text and stops presenting the search.
  public func callAsFunction() {
    session?.dismiss()
  }
}
