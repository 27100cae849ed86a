import Foundation
import WaypointCore

extension View {
  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved; `editableTokens` show in the field before the text, each drawn by
  /// `token` from a binding that edits it. `isPresented` is true while search is active.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt promptResource: LocalizedStringResource,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    searchable(
      text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement,
      prompt: LocalizedStringKey(resolving: promptResource), token: token)
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved; `editableTokens` show in the field before the text, each drawn by
  /// `token` from a binding that edits it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt promptResource: LocalizedStringResource,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    searchable(
      text: text, editableTokens: editableTokens, placement: placement,
      prompt: LocalizedStringKey(resolving: promptResource), token: token)
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved. `isPresented` follows whether search is active: typing sets it,
  /// `dismissSearch` clears it, and the content's `isSearching` reads it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt promptResource: LocalizedStringResource
  ) -> some View {
    searchable(
      text: text, isPresented: isPresented, placement: placement,
      prompt: LocalizedStringKey(resolving: promptResource))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt promptResource: LocalizedStringResource
  ) -> some View {
    searchable(
      text: text, placement: placement, prompt: LocalizedStringKey(resolving: promptResource))
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved; `tokens` show in the field before the text, each drawn by `token`,
  /// and while search is active each of `suggestedTokens` is offered as a button that adds it.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt promptResource: LocalizedStringResource,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    C.Element: Identifiable
  {
    searchable(
      text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement,
      prompt: LocalizedStringKey(resolving: promptResource), token: token)
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved; `tokens` show in the field before the text, each drawn by `token`.
  /// `isPresented` is true while search is active.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt promptResource: LocalizedStringResource,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    searchable(
      text: text, tokens: tokens, isPresented: isPresented, placement: placement,
      prompt: LocalizedStringKey(resolving: promptResource), token: token)
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved; `tokens` show in the field before the text, each drawn by `token`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt promptResource: LocalizedStringResource, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    searchable(
      text: text, tokens: tokens, placement: placement,
      prompt: LocalizedStringKey(resolving: promptResource), token: token)
  }

  /// Puts a search field above this view that writes its text to `text`, prompting with
  /// `promptResource` resolved; `tokens` show in the field before the text, each drawn by `token`,
  /// and while search is active each of `suggestedTokens` is offered as a button that adds it.
  /// `isPresented` is true while search is active.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt promptResource: LocalizedStringResource, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    searchable(
      text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented,
      placement: placement, prompt: LocalizedStringKey(resolving: promptResource), token: token)
  }
}
