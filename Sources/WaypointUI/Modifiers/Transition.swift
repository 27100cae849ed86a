import Foundation

extension View {
  /// Sets how this view comes and goes when it is inserted or removed.
  @_disfavoredOverload
  nonisolated public func transition(_ transition: AnyTransition) -> some View {
    attribute(.transition(transition))
  }
}
