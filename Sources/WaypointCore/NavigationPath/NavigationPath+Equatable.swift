import Foundation

extension NavigationPath: Equatable {
  /// Whether two paths hold equal elements in the same order.
  ///
  /// Values compare with `==` and must have the same type. Unresolved entries compare by type
  /// name and JSON text. A value and an unresolved entry are equal when the entry names the
  /// value's type and its JSON decodes to an equal value, so a path equals its own decoded copy
  /// (SwiftUI's lazily decoded paths compare unequal; see docs/Divergences.md).
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
    guard lhs.items.count == rhs.items.count else { return false }
    return zip(lhs.items, rhs.items).allSatisfy(Item.areEquivalent)
  }
}

extension NavigationPath.Item {
  static func areEquivalent(_ lhs: Self, _ rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.value(let left, let leftType, _), .value(let right, let rightType, _)):
      return leftType == rightType && left == right
    case (.encoded(let left), .encoded(let right)):
      return left.isEquivalent(to: right)
    case (.value(let value, let type, _), .encoded(let entry)),
      (.encoded(let entry), .value(let value, let type, _)):
      return decodes(entry, to: value, of: type)
    }
  }

  private static func decodes(_ entry: EncodedEntry, to value: AnyHashable, of type: Any.Type)
    -> Bool
  {
    guard let element = PathElementType(dynamic: type) else { return false }
    let name = TypeName.canonical(TypeName.canonicalMangled(entry.typeName))
    guard element.isNamed(name) || element.unqualifiedName == entry.typeName else { return false }
    return (try? element.decode(entry.json, with: JSONDecoder())) == value
  }
}
