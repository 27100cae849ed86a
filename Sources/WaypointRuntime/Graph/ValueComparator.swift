import Foundation
@_spi(Reflection) import Swift

/// Compares two values of one type field by field, in place: how the graph decides that a
/// child view did not change and need not be evaluated again.
///
/// `Equatable` types compare with `==`; closures always count as changed; class references
/// compare by identity; property wrappers decide for themselves (`ViewFieldComparable`): state
/// is owned by the node and never differs, a `Binding` compares by where it points and the
/// value it read. Built once per type from the runtime's field layout and cached.
@MainActor
package final class ValueComparator {
  private enum Strategy {
    case alwaysEqual
    case neverEqual
    case bitwise(size: Int)
    case compare((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    case fields([(offset: Int, comparator: ValueComparator)])
  }

  private let strategy: Strategy

  private init(_ strategy: Strategy) {
    self.strategy = strategy
  }

  private static var cache: [ObjectIdentifier: ValueComparator] = [:]
  private static let alwaysEqual = ValueComparator(.alwaysEqual)
  private static let neverEqual = ValueComparator(.neverEqual)

  /// Whether values of this type can ever compare equal (false when one field is a closure).
  package var canBeEqual: Bool {
    if case .neverEqual = strategy { return false }
    return true
  }

  /// Whether `a` and `b` are the same by this comparator's rules.
  package func equal<T>(_ a: T, _ b: T) -> Bool {
    switch strategy {
    case .alwaysEqual: return true
    case .neverEqual: return false
    default:
      return withUnsafeBytes(of: a) { left in
        withUnsafeBytes(of: b) { right in
          guard let left = left.baseAddress, let right = right.baseAddress else { return true }
          return equal(left, right)
        }
      }
    }
  }

  private func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    switch strategy {
    case .alwaysEqual: return true
    case .neverEqual: return false
    case .bitwise(let size): return memcmp(a, b, size) == 0
    case .compare(let compare): return compare(a, b)
    case .fields(let fields):
      for field in fields where !field.comparator.equal(a + field.offset, b + field.offset) {
        return false
      }
      return true
    }
  }

  /// Whether two values of any type are equal by these rules.
  package static func valuesEqual<T>(_ a: T, _ b: T) -> Bool {
    self.for(T.self).equal(a, b)
  }

  /// The comparator for `type`.
  package static func `for`<T>(_ type: T.Type) -> ValueComparator {
    comparator(for: type, kind: nil)
  }

  private static func comparator(for type: Any.Type, kind: _MetadataKind?) -> ValueComparator {
    let key = ObjectIdentifier(type)
    if let cached = cache[key] { return cached }
    // Asked for directly (not as a field), the kind is read from the type, so a type compares
    // the same way however it was first asked for.
    let made = make(type, kind: kind ?? metadataKind(of: type))
    cache[key] = made
    return made
  }

  /// The kind of `type`'s metadata: its first word, except for a class, whose first word may
  /// be a pointer (any value above the last kind).
  private static func metadataKind(of type: Any.Type) -> _MetadataKind {
    let raw = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return raw > 0x7FF ? .class : _MetadataKind(rawValue: raw) ?? .class
  }

  private static func make(_ type: Any.Type, kind: _MetadataKind) -> ValueComparator {
    if let custom = type as? any ViewFieldComparable.Type {
      return ValueComparator(.compare(customCompare(custom)))
    }
    if let equatable = type as? any Equatable.Type {
      return ValueComparator(.compare(equatableCompare(equatable)))
    }
    if type is AnyObject.Type { return ValueComparator(.compare(identityCompare)) }
    switch kind {
    case .function, .existential: return neverEqual
    case .class, .foreignClass, .objcClassWrapper:
      return ValueComparator(.compare(identityCompare))
    case .metatype, .existentialMetatype:
      return ValueComparator(.bitwise(size: MemoryLayout<Any.Type>.size))
    case .struct, .tuple:
      if let fields = fieldComparators(of: type) {
        if fields.contains(where: { !$0.comparator.canBeEqual }) { return neverEqual }
        let live = fields.filter {
          if case .alwaysEqual = $0.comparator.strategy { return false }
          return true
        }
        return live.isEmpty ? alwaysEqual : ValueComparator(.fields(live))
      }
      return bitwiseIfPlain(type)
    default:
      return bitwiseIfPlain(type)
    }
  }

  private static func bitwiseIfPlain(_ type: Any.Type) -> ValueComparator {
    func plainSize<T>(_ type: T.Type) -> Int? { _isPOD(type) ? MemoryLayout<T>.size : nil }
    guard let size = _openExistential(type, do: plainSize) else { return neverEqual }
    return size == 0 ? alwaysEqual : ValueComparator(.bitwise(size: size))
  }

  private static func fieldComparators(of type: Any.Type) -> [(
    offset: Int, comparator: ValueComparator
  )]? {
    var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
    let found = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      fields.append((offset, fieldType, kind))
      return true
    }
    guard found else { return nil }
    return fields.map { ($0.offset, comparator(for: $0.type, kind: $0.kind)) }
  }

  private static func customCompare<C: ViewFieldComparable>(_ type: C.Type)
    -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  {
    let isSame = C.comparison()
    return { a, b in
      isSame(a.assumingMemoryBound(to: C.self).pointee, b.assumingMemoryBound(to: C.self).pointee)
    }
  }

  private static func equatableCompare<E: Equatable>(_ type: E.Type)
    -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool
  {
    { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee
    }
  }

  private static func identityCompare(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    a.load(as: UnsafeRawPointer?.self) == b.load(as: UnsafeRawPointer?.self)
  }
}

/// A property wrapper or other view field that decides itself whether two of its values mean
/// the same view (`State` never differs; `Binding` compares where it points).
@MainActor
package protocol ViewFieldComparable {
  static func isSame(_ a: Self, _ b: Self) -> Bool
  /// The comparison, prepared once per type (a binding looks up its value's comparator here,
  /// not on every comparison).
  static func comparison() -> @MainActor (Self, Self) -> Bool
}

extension ViewFieldComparable {
  package static func comparison() -> @MainActor (Self, Self) -> Bool { { isSame($0, $1) } }
}
