import Foundation

/// Why an interaction could not be delivered. Each case names the element by its summary line.
public enum InteractionError: Error, Equatable, CustomStringConvertible {
  /// The element does not accept this kind of action.
  case actionNotAccepted(ElementAction, element: String)
  /// The element is disabled.
  case disabled(element: String)
  /// The element, or a container it is in, is not on screen (a covered screen, `.hidden()`).
  case notOnScreen(element: String, reason: OffScreenReason)
  /// A modal layer presented above the element makes it unreachable.
  case beneathModalLayer(element: String, layer: LayerKind)
  /// The element is no longer in the tree: the view that made it is gone.
  case stale(element: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .actionNotAccepted(let action, let element): "\(element) does not accept \(action)."
    case .disabled(let element): "\(element) is disabled."
    case .notOnScreen(let element, let reason):
      "\(element) is not on screen (\(reason))."
    case .beneathModalLayer(let element, let layer):
      "\(element) is beneath a modal \(layer); dismiss it first."
    case .stale(let element):
      "\(element) is no longer shown: the view that made it is gone."
    }
  }
}

/// Why a scene could not be opened.
public enum SceneError: Error, Equatable, CustomStringConvertible {
  /// The app declares no scene with this identity.
  case unknownScene(String, declared: [String])

  /// A sentence naming the scenes there are.
  public var description: String {
    switch self {
    case .unknownScene(let id, let declared):
      "The app declares no scene “\(id)”; it declares: "
        + (declared.isEmpty ? "none" : declared.map { "“\($0)”" }.joined(separator: ", ")) + "."
    }
  }
}

/// `settle(timeout:)` ran out of time with tasks still running.
public struct SettleTimeoutError: Error, Equatable, CustomStringConvertible {
  /// The tasks still running, by where they were declared.
  public var pendingTasks: [String]

  /// A sentence naming the tasks.
  public var description: String {
    "Tasks still running after the timeout: \(pendingTasks.joined(separator: ", "))."
  }
}
