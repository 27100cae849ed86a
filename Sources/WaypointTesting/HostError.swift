import WaypointCore
import WaypointUI

/// Why an interaction in a test could not happen.
public enum HostError: Error, Equatable, CustomStringConvertible {
  /// No visible element with that label accepts the action.
  case noMatch(verb: String, label: String, candidates: [String])
  /// Several visible elements match.
  case ambiguous(verb: String, label: String, matches: [String])
  /// The element is disabled.
  case disabled(label: String)
  /// The runtime refused the action.
  case refused(label: String, InteractionError)
  /// `back()` was called with no navigation stack visible.
  case noStack
  /// `back()` was called on a screen without a back button (a root screen).
  case noBackButton(screen: String)
  /// `dismiss()` was called with nothing presented.
  case nothingPresented
  /// The front-most presentation refuses the user's dismiss.
  case dismissRefused
  /// An action named a split view column that is not on screen side by side.
  case noColumn(NavigationSplitViewColumn)

  /// A sentence naming the label and what could have been meant.
  public var description: String {
    switch self {
    case .noMatch(let verb, let label, let candidates):
      let list = candidates.isEmpty ? "none" : candidates.map { "“\($0)”" }.joined(separator: ", ")
      return "Cannot \(verb) “\(label)”: no visible element with that label accepts it. "
        + "Candidates: \(list)."
    case .ambiguous(let verb, let label, let matches):
      return "Cannot \(verb) “\(label)”: \(matches.count) visible elements match: "
        + matches.joined(separator: "; ") + "."
    case .disabled(let label):
      return "Cannot interact with “\(label)”: it is disabled."
    case .refused(let label, let error):
      return "Cannot interact with “\(label)”: \(error)"
    case .noStack:
      return "Cannot go back: no navigation stack is visible."
    case .noBackButton(let screen):
      return "Cannot go back from “\(screen)”: it is a root screen, or hides its back button."
    case .nothingPresented:
      return "Cannot dismiss: nothing is presented."
    case .dismissRefused:
      return "Cannot dismiss: the front-most presentation refuses it (interactiveDismissDisabled)."
    case .noColumn(let column):
      return "No \(column) column is on screen: the split view is collapsed into one stack at "
        + "compact width, or hides that column."
    }
  }
}
