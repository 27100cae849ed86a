import Foundation
import WaypointCore

extension ControlGroup {
  /// Makes a labeled group titled with the text `titleResource` resolves to in its own table and
  /// bundle.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<C: View>(
    _ titleResource: LocalizedStringResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }

  /// Makes a labeled group whose label is the text `titleResource` resolves to, beside the
  /// symbol `systemImage`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<C: View>(
    _ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, WaypointUI.Label<Text, Image>> {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, content: content)
  }
}

extension ControlGroup {
  /// Makes a labeled group whose label is the text `titleResource` resolves to, beside the
  /// asset `image`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init<C: View>(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, WaypointUI.Label<Text, Image>> {
    self.init(LocalizedStringKey(resolving: titleResource), image: image, content: content)
  }
}
