import Foundation
import WaypointCore

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Makes a busy indicator labeled with the text `titleResource` looks up in its own table and
  /// bundle.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resolving: titleResource))
  }

  /// Makes a bar filled to `value` out of `total`, labeled with the text `titleResource` looks
  /// up.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    _ titleResource: LocalizedStringResource, value: V?, total: V = 1.0
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, total: total)
  }
}
