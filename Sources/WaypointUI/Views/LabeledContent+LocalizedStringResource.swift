import Foundation
import WaypointCore

extension LabeledContent where Label == Text {
  /// A view labeled with a string resource.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value labeled with a string resource.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init<V: StringProtocol>(_ titleResource: LocalizedStringResource, value: V) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value)
  }

  /// Shows `value` as `format` writes it, labeled with the text `titleResource` looks up in
  /// its own table and bundle.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init<F: FormatStyle>(
    _ titleResource: LocalizedStringResource, value: F.FormatInput, format: F
  )
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, format: format)
  }
}
