import Foundation

extension NavigationPath {
  /// Turns every encoded entry back into a value, using the types `registry` knows.
  ///
  /// Entries before the first failure stay resolved; the error names the entry that failed,
  /// its type name and why. A Waypoint addition: SwiftUI resolves entries as its stacks need them.
  public mutating func resolve(
    using registry: NavigationTypeRegistry = .default
  ) throws(NavigationPathResolutionError) {
    var resolver = EntryResolver(registry: registry)
    for index in items.indices {
      guard case .encoded(let entry) = items[index] else { continue }
      items[index] = try resolver.resolve(entry, at: index).get()
    }
  }

  /// Resolves as many entries as it can from the root, and drops the first one that fails and
  /// everything above it; returns (and reports) a diagnostic saying what was dropped and why.
  ///
  /// Use it when restoring saved state: a renamed type costs the screens from that point up,
  /// not the user's whole place. A Waypoint addition.
  @discardableResult
  public mutating func resolveLongestPrefix(
    using registry: NavigationTypeRegistry = .default
  ) -> Diagnostic? {
    var resolver = EntryResolver(registry: registry)
    for index in items.indices {
      guard case .encoded(let entry) = items[index] else { continue }
      switch resolver.resolve(entry, at: index) {
      case .success(let item):
        items[index] = item
      case .failure(let error):
        let dropped = items.count - index
        items.removeLast(dropped)
        serials.removeLast(dropped)
        let diagnostic = Diagnostic.pathEntriesDropped(dropped, keeping: index, because: error)
        DiagnosticLog.report(diagnostic)
        return diagnostic
      }
    }
    return nil
  }
}

/// Resolves saved entries, remembering each type name's lookup and sharing one decoder.
struct EntryResolver {
  let registry: NavigationTypeRegistry
  private let decoder = JSONDecoder()
  private var lookUps: [String: Result<PathElementType, NavigationPathResolutionError.Reason>] = [:]

  init(registry: NavigationTypeRegistry) {
    self.registry = registry
  }

  mutating func resolve(
    _ entry: EncodedEntry, at index: Int
  ) -> Result<NavigationPath.Item, NavigationPathResolutionError> {
    let lookUp: Result<PathElementType, NavigationPathResolutionError.Reason>
    if let known = lookUps[entry.typeName] {
      lookUp = known
    } else {
      lookUp = registry.lookUp(entry.typeName)
      lookUps[entry.typeName] = lookUp
    }
    switch lookUp {
    case .failure(let reason):
      return .failure(
        NavigationPathResolutionError(index: index, typeName: entry.typeName, reason: reason))
    case .success(let element):
      do {
        let value = try element.decode(entry.json, with: decoder)
        return .success(.value(value, type: element.type, isCodable: true))
      } catch {
        return .failure(
          NavigationPathResolutionError(
            index: index, typeName: entry.typeName,
            reason: .invalidValue(description: DecodingFailure.describe(error))))
      }
    }
  }
}

/// Turns a decoding error into one readable sentence.
enum DecodingFailure {
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(context.debugDescription) (at \(path))"
    @unknown default:
      return "\(error)"
    }
  }
}
