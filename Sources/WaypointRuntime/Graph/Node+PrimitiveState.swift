extension Node {
  /// The state a primitive keeps on its node, of type `S`: made by `make` the first time.
  package func primitiveState<S: AnyObject>(_ make: () -> S) -> S {
    if let state = primitiveState as? S { return state }
    let made = make()
    primitiveState = made
    return made
  }

  /// The state a primitive keeps on its node, when it is of type `S`.
  package func primitiveState<S: AnyObject>(as type: S.Type) -> S? {
    primitiveState as? S
  }
}

extension Node {
  /// What the node last output, without evaluating it: nil when it has not been made, or is to
  /// be made again. For reading content kept off screen (an unselected tab's).
  package var lastOutput: NodeOutput? { cachedOutput }
}
