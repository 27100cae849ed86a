/// The values views publish while they or their scene have focus, by key.
public struct FocusedValues {
  private var values: [ObjectIdentifier: Any] = [:]

  init() {}

  /// The value published for `key`, if any.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension FocusedValues: Equatable {
  /// Whether both publish the same keys with equal values (values that are not `Equatable`
  /// never compare equal).
  public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
    guard Set(lhs.values.keys) == Set(rhs.values.keys) else { return false }
    return lhs.values.allSatisfy { key, value in
      guard let other = rhs.values[key], let value = value as? any Equatable else { return false }
      return value.isEqual(to: other)
    }
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
