import WaypointCore
import WaypointUI

/// Why an interaction in a test could not happen.
public enum HostError: Error, Equatable, CustomStringConvertible {
  /// No element with that label is anywhere in the scene: the labels on screen that accept the
  /// action (each with its text runs when it has several), and the tabs not selected.
  case noMatch(verb: String, label: String, candidates: [String], otherTabs: [String] = [])
  /// Several visible elements match: each one's line, column and screen, and how to name one.
  case ambiguous(verb: String, label: String, matches: [String], hint: String? = nil)
  /// An element with that label is in the scene but out of reach: where, and what reaches it.
  case unreachable(verb: String, label: String, reason: String)
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
  /// An action failed outside a Swift Testing test, which could have taken them as
  /// attachments: the error, with the screen as text and the driver's actions so far.
  indirect case failed(HostError, screen: String, actions: [String])

  /// A sentence naming the label and what could have been meant.
  public var description: String {
    switch self {
    case .noMatch(let verb, let label, let candidates, let otherTabs):
      let list = candidates.isEmpty ? "none" : candidates.map { "“\($0)”" }.joined(separator: ", ")
      let tabs =
        otherTabs.isEmpty
        ? ""
        : " Tabs not selected are not searched: "
          + otherTabs.map { "“\($0)”" }.joined(separator: ", ") + " (`selectTab` first)."
      let rule =
        candidates.isEmpty
        ? ""
        : " (A label names an element by its whole label, a text field's prompt, or one whole "
          + "text run of its label: “Soups” for “Soups 7”.)"
      return "Cannot \(verb) “\(label)”: no element with that label accepts it. "
        + "Candidates: \(list).\(rule)\(tabs)"
    case .ambiguous(let verb, let label, let matches, let hint):
      return "Cannot \(verb) “\(label)”: \(matches.count) visible elements match: "
        + matches.joined(separator: "; ") + "." + (hint.map { " To choose, \($0)." } ?? "")
    case .unreachable(let verb, let label, let reason):
      return "Cannot \(verb) “\(label)”: \(reason)."
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
    case .failed(let error, let screen, let actions):
      return "\(error)\n\nThe driver's actions:\n"
        + actions.map { "  \($0)" }.joined(separator: "\n") + "\n\nOn screen:\n" + screen
    }
  }
}
