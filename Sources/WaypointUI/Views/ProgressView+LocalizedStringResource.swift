import Foundation
import WaypointCore

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress that generates its label from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resolving: titleResource))
  }

  /// Creates a progress view for showing determinate progress that generates its label from a
  /// string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    _ titleResource: LocalizedStringResource, value: V?, total: V = 1.0
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), value: value, total: total)
  }
}
