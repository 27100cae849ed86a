/// Gives a node the lifecycle participant of type `P`, making one the first time.
@MainActor
package func lifecycle<P: LifecycleParticipant>(of node: Node, _ make: () -> P) -> P {
  if let existing = node.lifecycle as? P { return existing }
  let made = make()
  node.lifecycle = made
  return made
}
