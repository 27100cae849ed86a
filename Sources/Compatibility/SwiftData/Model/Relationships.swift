import Foundation

/// Keeps both sides of a relationship in step, as SwiftData does: when one side changes, the
/// models it gained point back to the owner and those it lost no longer do.
enum Relationships {
  /// The models `property` holds in `model` (its storage, loaded first when it is not).
  static func held(by property: ModelProperty, in model: any PersistentModel)
    -> [any PersistentModel]
  {
    model._$modelState.willRead(model, property.name)
    let value = property.read(model)
    if let collection = value as? any ModelCollection { return collection.models }
    if let optional = value as? any AnyOptional {
      return (optional.wrapped as? any PersistentModel).map { [$0] } ?? []
    }
    return (value as? any PersistentModel).map { [$0] } ?? []
  }

  /// After `property` of `model` changed from holding `before`: the models it gained point
  /// back to `model`, the models it lost stop pointing to it.
  static func keepInverse(
    of property: ModelProperty, in model: any PersistentModel, description: ModelDescription,
    before: [any PersistentModel]
  ) {
    guard let inverseName = description.inverseName(of: property) else { return }
    let after = held(by: property, in: model)
    let beforeIDs = Set(before.map { ObjectIdentifier($0) })
    let afterIDs = Set(after.map { ObjectIdentifier($0) })
    for lost in before where !afterIDs.contains(ObjectIdentifier(lost)) {
      detach(model, from: lost, inverse: inverseName)
    }
    for gained in after where !beforeIDs.contains(ObjectIdentifier(gained)) {
      attach(model, to: gained, inverse: inverseName, forward: property.name)
    }
  }

  /// Removes `owner` from `other`'s property `inverse`.
  static func detach(_ owner: any PersistentModel, from other: any PersistentModel, inverse: String)
  {
    let description = ModelDescription.of(type(of: other))
    guard let property = description[inverse] else { return }
    let current = held(by: property, in: other)
    guard current.contains(where: { $0 === owner }) else { return }
    write(current.filter { $0 !== owner }, to: property, of: other)
  }

  /// Adds `owner` to `other`'s property `inverse`; when that is to-one and held another model,
  /// that model loses `other` from its property `forward`.
  static func attach(
    _ owner: any PersistentModel, to other: any PersistentModel, inverse: String, forward: String
  ) {
    let description = ModelDescription.of(type(of: other))
    guard let property = description[inverse] else { return }
    let current = held(by: property, in: other)
    guard !current.contains(where: { $0 === owner }) else { return }
    if case .toOne = property.kind {
      for previous in current { detach(other, from: previous, inverse: forward) }
      write([owner], to: property, of: other)
    } else {
      write(current + [owner], to: property, of: other)
    }
  }

  /// Writes `models` into a relationship of `model` through its observers, as a change of
  /// `model` its context saves, without keeping inverses again.
  static func write(
    _ models: [any PersistentModel], to property: ModelProperty, of model: any PersistentModel
  ) {
    let state = model._$modelState
    state.willRead(model, property.name)
    let value: Any
    switch property.kind {
    case .toOne(_, let optional):
      guard let first = models.first else {
        guard optional else { return }
        _ = writeNil(property, of: model)
        finish(state, model, property)
        return
      }
      value = first
    case .toMany:
      guard let collection = property.valueType as? any ModelCollection.Type else { return }
      value = collection.make(models)
    default:
      return
    }
    state.isKeepingInverse = true
    _ = property.writeObserved?(model, value)
    state.isKeepingInverse = false
    finish(state, model, property)
  }

  private static func writeNil(_ property: ModelProperty, of model: any PersistentModel) -> Bool {
    guard let optional = property.valueType as? any AnyOptional.Type else { return false }
    let state = model._$modelState
    state.isKeepingInverse = true
    defer { state.isKeepingInverse = false }
    return property.writeObserved?(model, noneValue(optional)) ?? false
  }

  private static func noneValue<O: AnyOptional>(_ type: O.Type) -> Any { O.none }

  private static func finish(
    _ state: ModelState, _ model: any PersistentModel, _ property: ModelProperty
  ) {
    state.changed.insert(property.name)
    state.context?.noteChange(of: model, property: property.name)
  }
}
