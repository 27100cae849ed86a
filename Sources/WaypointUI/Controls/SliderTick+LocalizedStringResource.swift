import Foundation
import WaypointCore

extension SliderTick {
  /// A tick at `value` titled with a string resource.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, _ value: V) {
    self.init(LocalizedStringKey(resolving: titleResource), value)
  }
}
