/// How a window is dismissed: as the person would (asking to save, say), or at once.
public struct DismissBehavior: Sendable, CustomStringConvertible {
  let name: String

  /// Dismisses as an interaction by the person would.
  public static let interactive = DismissBehavior(name: "interactive")
  /// Dismisses at once, ignoring anything that would hold the window open.
  public static let destructive = DismissBehavior(name: "destructive")

  /// The behavior as Swift source: `.destructive`.
  public var description: String { ".\(name)" }
}

extension Transaction {
  /// How a window dismissed in this transaction is dismissed; `.interactive` unless set.
  public var dismissBehavior: DismissBehavior {
    get { self[DismissBehaviorKey.self] }
    set { self[DismissBehaviorKey.self] = newValue }
  }
}

private enum DismissBehaviorKey: TransactionKey {
  static var defaultValue: DismissBehavior { .interactive }
}
