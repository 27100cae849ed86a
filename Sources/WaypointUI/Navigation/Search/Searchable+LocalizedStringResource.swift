import Foundation
import WaypointCore

extension View {
  /// Marks this view as searchable, with a prompt from a string resource and tokens the field shows
  /// before its text, each given a binding to edit it; `isPresented` is whether search is active.
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

  /// Marks this view as searchable, with a prompt from a string resource and tokens the field shows
  /// before its text, each given a binding to edit it.
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

  /// Marks this view as searchable, with a prompt from a string resource; `isPresented` is whether
  /// search is active (typing presents it, `dismissSearch` ends it) and the content's
  /// `isSearching`.
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

  /// Marks this view as searchable, with a prompt from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt promptResource: LocalizedStringResource
  ) -> some View {
    searchable(
      text: text, placement: placement, prompt: LocalizedStringKey(resolving: promptResource))
  }

  /// Marks this view as searchable, with a prompt from a string resource and tokens the field shows
  /// before its text, and suggested tokens shown while search is active, which a person chooses to
  /// add.
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

  /// Marks this view as searchable, with a prompt from a string resource and tokens the field shows
  /// before its text; `isPresented` is whether search is active.
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

  /// Marks this view as searchable, with a prompt from a string resource and tokens the field shows
  /// before its text.
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

  /// Marks this view as searchable, with a prompt from a string resource and tokens the field shows
  /// before its text, and suggested tokens shown while search is active, which a person chooses to
  /// add; `isPresented` is whether search is active.
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
