import Foundation
import WaypointCore

extension WindowGroup {
  /// Declares windows titled with `titleResource` resolved, that each present one `type` value:
  /// `content` gets a binding to the window's value, reading `defaultValue()` until it has one.
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

  /// Declares windows titled with `titleResource` resolved, that each present one `type` value:
  /// `content` gets a binding to the window's value, nil if it was opened without one.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ titleResource: LocalizedStringResource, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(LocalizedStringKey(resolving: titleResource), for: type, content: content)
  }

  /// Declares windows titled with `titleResource` resolved, that each present one `type` value,
  /// which `openWindow(id: id)` also opens: `content` gets a binding to the window's value, reading
  /// `defaultValue()` until it has one.
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

  /// Declares windows titled with `titleResource` resolved, that each present one `type` value,
  /// which `openWindow(id: id)` also opens: `content` gets a binding to the window's value, nil if
  /// it was opened without one.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ titleResource: LocalizedStringResource, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(LocalizedStringKey(resolving: titleResource), id: id, for: type, content: content)
  }

  /// Declares windows showing `makeContent()`, titled with `titleResource` resolved, which
  /// `openWindow(id: id)` opens.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, id: String,
    @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), id: id, makeContent: makeContent)
  }

  /// Declares windows showing `makeContent()`, titled with `titleResource` resolved.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), makeContent: makeContent)
  }
}
