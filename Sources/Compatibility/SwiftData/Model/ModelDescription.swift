import Foundation
import Synchronization

/// What Waypoint knows of one model type, from what `@Model` wrote: its entity name, its
/// properties by name, and which of its relationships have an inverse. Made once per type.
final class ModelDescription: @unchecked Sendable {
  let type: any PersistentModel.Type
  /// The class's name, which names the entity and its table.
  let entityName: String
  let properties: [ModelProperty]
  let indexByName: [String: Int]
  let constraints: ModelConstraints
  private let inverses = Mutex<[String: String?]>([:])

  private init(_ type: any PersistentModel.Type) {
    self.type = type
    entityName = String(describing: type)
    properties = type._$modelProperties
    var indexByName: [String: Int] = [:]
    for (index, property) in properties.enumerated() { indexByName[property.name] = index }
    self.indexByName = indexByName
    constraints = type._$modelConstraints
  }

  private static let cache = Mutex<[ObjectIdentifier: ModelDescription]>([:])

  /// The description of `type`.
  static func of(_ type: any PersistentModel.Type) -> ModelDescription {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    let made = ModelDescription(type)
    return cache.withLock { cache in
      if let known = cache[key] { return known }
      cache[key] = made
      return made
    }
  }

  subscript(name: String) -> ModelProperty? {
    indexByName[name].map { properties[$0] }
  }

  /// The property whose public key path is `keyPath`.
  func property(for keyPath: AnyKeyPath) -> ModelProperty? {
    properties.first { $0.keyPath == keyPath }
  }

  /// The model type a relationship property holds.
  static func destination(of property: ModelProperty) -> (any PersistentModel.Type)? {
    switch property.kind {
    case .toOne(let type, _), .toMany(let type): type
    default: nil
    }
  }

  /// The name of the destination's property that points back along `property`: the one either
  /// side names with `inverse:`, else the only relationship of the destination back to this
  /// type when this type has only one relationship to it.
  func inverseName(of property: ModelProperty) -> String? {
    if let known = inverses.withLock({ $0[property.name] }) { return known }
    let found = findInverse(of: property)
    inverses.withLock { $0[property.name] = .some(found) }
    return found
  }

  private func findInverse(of property: ModelProperty) -> String? {
    guard let destinationType = Self.destination(of: property) else { return nil }
    let destination = Self.of(destinationType)
    if let keyPath = property.relationship?.inverse {
      return destination.property(for: keyPath)?.name
    }
    let ownKeyPath = property.keyPath
    if let declaring = destination.properties.first(where: {
      $0.relationship?.inverse == ownKeyPath
    }) {
      return declaring.name
    }
    let ownToDestination = properties.filter {
      Self.destination(of: $0).map { ObjectIdentifier($0) } == ObjectIdentifier(destinationType)
    }
    let back = destination.properties.filter {
      Self.destination(of: $0).map { ObjectIdentifier($0) } == ObjectIdentifier(type)
        && $0.relationship?.inverse == nil
    }
    guard ownToDestination.count == 1, back.count == 1,
      destinationType != type || back[0].name != property.name
    else { return nil }
    return back[0].name
  }
}
