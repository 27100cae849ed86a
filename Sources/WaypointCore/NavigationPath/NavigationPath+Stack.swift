extension NavigationPath {
  /// An element as stored: a live value with the type it was appended as, or a saved entry.
  package enum StoredElement {
    case value(AnyHashable, type: Any.Type)
    case encoded(typeName: String, json: String)
  }

  /// The elements as stored, root first, for navigation stacks.
  package var storedElements: [StoredElement] {
    items.map { item in
      switch item {
      case .value(let value, let type, _): .value(value, type: type)
      case .encoded(let entry): .encoded(typeName: entry.typeName, json: entry.json)
      }
    }
  }

  /// The elements' serials, which copies of the path keep: equal serials mean the same element.
  package var elementSerials: [UInt64] { serials }

  /// The element at `index`, as stored.
  package func storedElement(at index: Int) -> StoredElement {
    switch items[index] {
    case .value(let value, let type, _): .value(value, type: type)
    case .encoded(let entry): .encoded(typeName: entry.typeName, json: entry.json)
    }
  }

  /// The element at `index`, decoding it through `registry` when it is still encoded; the path
  /// itself is left unchanged.
  package func resolvedElement(at index: Int, using registry: NavigationTypeRegistry)
    -> Result<(AnyHashable, Any.Type), NavigationPathResolutionError>
  {
    switch items[index] {
    case .value(let value, let type, _):
      return .success((value, type))
    case .encoded(let entry):
      var resolver = EntryResolver(registry: registry)
      return resolver.resolve(entry, at: index).flatMap { item in
        guard case .value(let value, let type, _) = item else {
          return .failure(
            NavigationPathResolutionError(
              index: index, typeName: entry.typeName, reason: .unknownType(known: [])))
        }
        return .success((value, type))
      }
    }
  }
}
