/// One end of a matched transition: an identifier within a namespace.
public struct TransitionMatch: Sendable, Hashable, CustomStringConvertible {
  /// The identifier, as its description (`"settings"`).
  public let id: String
  /// The namespace the identifier belongs to.
  public let namespace: Namespace.ID

  package init(id: some Hashable, namespace: Namespace.ID) {
    self.id = id is String ? "\"\(id)\"" : String(describing: id)
    self.namespace = namespace
  }

  /// `id: "settings", in: namespace`.
  public var description: String { "id: \(id), in: namespace" }
}
