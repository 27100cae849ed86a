/// A value a node keeps boxed, so that the node reserves a pointer for it rather than the
/// value's size: one given while the node was inactive, until it is evaluated, or a section
/// that can collapse, which only such sections keep.
package final class PendingValue<Value> {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
