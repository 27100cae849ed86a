import Foundation
import WaypointCore

extension ColorPicker where Label == Text {
  /// A color picker titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<Color>,
    supportsOpacity: Bool = true
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), selection: selection,
      supportsOpacity: supportsOpacity)
  }
}
