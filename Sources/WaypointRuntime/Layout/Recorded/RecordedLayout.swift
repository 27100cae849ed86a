import Foundation

/// An app's own `Layout`, kept on the element it arranges so that the layout pass can call its
/// `sizeThatFits` and `placeSubviews`; it prints as the layout's type name.
///
/// Two recordings are equal when they are of the same type with the same printed properties, so
/// a body that makes an equal layout again leaves its element unchanged.
public final class RecordedLayout: Sendable, Equatable, CustomStringConvertible {
  /// The layout, unwrapped from `AnyLayout`.
  package let layout: any Layout
  /// The layout's type name, such as `FlowLayout`.
  public let name: String
  private let fingerprint: String

  package init(_ layout: any Layout) {
    let unwrapped = (layout as? AnyLayout)?.layout ?? layout
    self.layout = unwrapped
    name = "\(type(of: unwrapped))"
    fingerprint = String(reflecting: unwrapped)
  }

  /// The layout's type name.
  public var description: String { name }

  /// Same type, same printed properties.
  public static func == (lhs: RecordedLayout, rhs: RecordedLayout) -> Bool {
    lhs === rhs || (lhs.name == rhs.name && lhs.fingerprint == rhs.fingerprint)
  }
}

/// A value that `.layoutValue(key:value:)` gave a view, for the layout that arranges it to read
/// through `LayoutSubview`'s subscript.
///
/// Unchecked: the value is the app's, read only on the main actor by the layout pass.
public final class LayoutValueRecord: @unchecked Sendable, Equatable, CustomStringConvertible {
  /// The key's type.
  package let key: ObjectIdentifier
  /// The value set for it.
  package let value: Any
  private let keyName: String
  private let valueDescription: String

  package init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
    self.key = ObjectIdentifier(key)
    self.value = value
    keyName = "\(K.self)"
    valueDescription = "\(value)"
  }

  /// The modifier as Swift source: `.layoutValue(key: Rank.self, value: 2)`.
  public var description: String {
    ".layoutValue(key: \(keyName).self, value: \(valueDescription))"
  }

  /// Same key, same printed value.
  public static func == (lhs: LayoutValueRecord, rhs: LayoutValueRecord) -> Bool {
    lhs === rhs
      || (lhs.key == rhs.key && lhs.keyName == rhs.keyName
        && lhs.valueDescription == rhs.valueDescription)
  }
}
