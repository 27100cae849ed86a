/// A value as a snapshot prints it: strings quoted, enum cases with a leading dot.
package func describeValue<V>(_ value: V) -> String {
  if let string = value as? String { return string.debugDescription }
  if V.self == AnyHashable.self, let hashable = value as? AnyHashable {
    return describeValue(hashable.base)
  }
  let text = String(describing: value)
  if Mirror(reflecting: value).displayStyle == .enum, !text.contains("(") { return "." + text }
  return text
}
