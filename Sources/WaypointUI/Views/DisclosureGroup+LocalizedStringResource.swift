import Foundation
import WaypointCore

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled with a string resource, collapsed at first.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }

  /// A disclosure group titled with the text `titleResource` looks up, open while
  /// `isExpanded` is true; choosing the title flips the binding.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), isExpanded: isExpanded, content: content)
  }
}
