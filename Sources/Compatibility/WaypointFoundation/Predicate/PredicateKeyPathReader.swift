#if !canImport(Darwin)
  import Foundation

  /// Reads key paths the way key-value coding does on Apple's platforms, without it: keys of
  /// dictionaries, stored properties of Swift values and objects (through `Mirror`, including
  /// inherited ones, `@Observable`'s `_name` storage and lazy storage), element-wise across
  /// collections, and the collection operators `@count`, `@sum`, `@avg`, `@min`, `@max`.
  enum PredicateKeyPathReader {
    /// The value at `steps` from `base`; nil when a step finds nothing.
    static func value(at steps: ArraySlice<KeyPathStep>, from base: Any?) -> Any? {
      var current = base
      for (offset, step) in zip(steps.indices, steps) {
        guard let value = current.flatMap(ValueInspection.unwrappedOptional),
          !(value is NSNull)
        else { return nil }
        switch step {
        case .key(let key):
          current = read(key, from: value)
        case .collectionOperator(let name):
          let elements =
            PredicateValue.elements(of: value) ?? PredicateValue.dictionaryValues(value) ?? []
          let rest = steps[(offset + 1)...]
          let values = rest.isEmpty ? elements : elements.map { self.value(at: rest, from: $0) }
          return PredicateCollectionOperator.apply(name, to: values)
        }
      }
      return current
    }

    private static func read(_ key: String, from value: Any) -> Any? {
      if key == "self" { return value }
      if let dictionary = value as? [String: Any] { return dictionary[key] }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .dictionary:
        return PredicateValue.dictionaryValue(value, key: key) ?? nil
      case .collection, .set:
        return readEach(key, from: value)
      case .class where value is NSDictionary:
        return PredicateValue.dictionaryValue(value, key: key) ?? nil
      case .class where value is NSArray || value is NSSet || value is NSOrderedSet:
        return readEach(key, from: value)
      default:
        if let property = property(key, in: mirror) { return property }
        PredicateDiagnostics.report(
          "NSPredicate: \(type(of: value)) has no stored property '\(key)' that Waypoint can "
            + "read; it reads as nil (computed properties are not visible without key-value coding)"
        )
        return nil
      }
    }

    /// `key` read from every element, as key-value coding does for a collection.
    private static func readEach(_ key: String, from collection: Any) -> [Any?] {
      (PredicateValue.elements(of: collection) ?? []).map { element in
        element.flatMap(ValueInspection.unwrappedOptional).flatMap { read(key, from: $0) }
      }
    }

    private static func property(_ key: String, in mirror: Mirror) -> Any? {
      var mirror: Mirror? = mirror
      while let current = mirror {
        for child in current.children {
          guard let label = child.label else { continue }
          if label == key || isStorage(label, of: key) { return child.value }
        }
        mirror = current.superclassMirror
      }
      return nil
    }

    /// Whether `label` is the stored property behind `key`: `_key` (property wrappers and
    /// `@Observable`) or lazy storage.
    private static func isStorage(_ label: String, of key: String) -> Bool {
      guard label.hasSuffix(key) else { return false }
      let prefix = label.dropLast(key.count)
      return prefix == "_" || prefix == "$__lazy_storage_$_"
    }
  }
#endif
