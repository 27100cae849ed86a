import Foundation
import WaypointCore

// A color picker bound to a Core Graphics color shows and sets it as a SwiftUI color: the
// binding is the same place, read through `CGColor.pickerColor`.

extension ColorPicker {
  /// Makes a color picker for a `CGColor` binding, labeled by the view `label` builds; the
  /// chosen color is written back as a `CGColor`.
  nonisolated public init(
    selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection.pickerColor)
  }
}

extension ColorPicker where Label == Text {
  /// A color picker of a Core Graphics color titled `title`.
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(label: Text(title), selection: selection.pickerColor)
  }

  /// A color picker of a Core Graphics color titled with a localized key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(label: Text(titleKey), selection: selection.pickerColor)
  }

  /// A color picker of a Core Graphics color titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, selection: Binding<CGColor>,
    supportsOpacity: Bool = true
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), selection: selection,
      supportsOpacity: supportsOpacity)
  }
}
