/// Which operations a drag allows, inside the app and outside it.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DragConfiguration: CustomDebugStringConvertible {
  /// The operations a drag allows when it is dropped inside the app.
  public struct OperationsWithinApp: Sendable {
    let allowCopy: Bool
    let allowMove: Bool
    let allowDelete: Bool

    /// Allows copying, and moving when `allowMove`.
    public init(allowMove: Bool = false) {
      allowCopy = true
      self.allowMove = allowMove
      allowDelete = false
    }
  }

  /// The operations a drag allows when it is dropped in another app.
  public struct OperationsOutsideApp: Sendable {
    let allowCopy: Bool
    let allowMove: Bool
    let allowDelete: Bool

    /// Allows copying when `allowCopy`.
    public init(allowCopy: Bool = true) {
      self.allowCopy = allowCopy
      allowMove = false
      allowDelete = false
    }
  }

  /// The operations allowed inside the app.
  public var operationsWithinApp: OperationsWithinApp
  /// The operations allowed outside the app.
  public var operationsOutsideApp: OperationsOutsideApp

  /// A configuration allowing the given operations.
  public init(
    operationsWithinApp: OperationsWithinApp = .init(),
    operationsOutsideApp: OperationsOutsideApp = .init()
  ) {
    self.operationsWithinApp = operationsWithinApp
    self.operationsOutsideApp = operationsOutsideApp
  }

  /// A configuration allowing copies everywhere, and moves inside the app when `allowMove`.
  public init(allowMove: Bool) {
    self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
  }

  /// The allowed operations, for debugging.
  public var debugDescription: String {
    func list(_ copy: Bool, _ move: Bool, _ delete: Bool) -> String {
      [copy ? "copy" : nil, move ? "move" : nil, delete ? "delete" : nil]
        .compactMap { $0 }.joined(separator: ", ")
    }
    let within = operationsWithinApp
    let outside = operationsOutsideApp
    return
      "DragConfiguration(withinApp: [\(list(within.allowCopy, within.allowMove, within.allowDelete))], "
      + "outsideApp: [\(list(outside.allowCopy, outside.allowMove, outside.allowDelete))])"
  }
}
