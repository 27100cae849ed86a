import Foundation

extension View {
  /// Makes this view draggable, offering what `data` provides; recorded (`.onDrag`), as no
  /// renderer drags yet.
  nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    attribute(.draggable)
  }
}
