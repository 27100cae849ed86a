import Testing
import WaypointUI

/// A failing driver action comes with what a person would want to see: the screen as text and
/// the actions that led there.
extension ViewHost {
  /// Runs a driver action described as `action`, noting it in `actionLog`; when it throws, the
  /// running Swift Testing test gets the screen and the actions so far as attachments (the
  /// error is unchanged, so tests can match it), and outside one the error carries them.
  func logged<T>(_ action: String, _ body: () throws(HostError) -> T) throws(HostError) -> T {
    actionLog.append(action)
    do {
      return try body()
    } catch {
      throw withContext(error)
    }
  }

  private func withContext(_ error: HostError) -> HostError {
    if case .failed = error { return error }
    let screen = render()
    guard Test.current != nil else {
      return .failed(error, screen: screen, actions: actionLog)
    }
    Attachment.record(screen + "\n", named: "screen.txt")
    Attachment.record(actionLog.joined(separator: "\n") + "\n", named: "actions.txt")
    return error
  }
}
