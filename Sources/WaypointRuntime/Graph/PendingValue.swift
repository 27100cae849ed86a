/// A value a node was given while inactive, kept until the node is evaluated. Boxed, so that a
/// node reserves a pointer for it rather than the value's size.
final class PendingValue<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
}
