import Foundation
import WaypointCore

extension WindowGroup {
  /// Creates a window group with a title from a string resource whose windows present values of
  /// `type`: a window opened without a value shows `defaultValue()`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ titleResource: LocalizedStringResource, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: type, content: content,
      defaultValue: defaultValue)
  }

  /// Creates a window group with a title from a string resource whose windows present values of
  /// `type`: each shows `content` with a binding to its value (nil when opened without one).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ titleResource: LocalizedStringResource, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(LocalizedStringKey(resolving: titleResource), for: type, content: content)
  }

  /// Creates a window group with a title from a string resource and an identifier whose windows
  /// present values of `type`: a window opened without a value shows `defaultValue()`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ titleResource: LocalizedStringResource, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      LocalizedStringKey(resolving: titleResource), id: id, for: type, content: content,
      defaultValue: defaultValue)
  }

  /// Creates a window group with a title from a string resource and an identifier whose windows
  /// present values of `type`: each shows `content` with a binding to its value (nil when opened
  /// without one).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ titleResource: LocalizedStringResource, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(LocalizedStringKey(resolving: titleResource), id: id, for: type, content: content)
  }

  /// Creates a window group with a title from a string resource and an identifier.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, id: String,
    @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), id: id, makeContent: makeContent)
  }

  /// Creates a window group with a title from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), makeContent: makeContent)
  }
}
