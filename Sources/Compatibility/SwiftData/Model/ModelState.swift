import Foundation

/// What SwiftData keeps for one model object: its context and identity, whether it is inserted
/// or deleted and not saved, which properties changed since the last save, and which
/// relationships are not loaded yet. `@Model`'s accessors call into it on every read and write.
public final class ModelState {
  weak var context: ModelContext?
  var identifier: PersistentIdentifier?
  var isDeleted = false
  /// Inserted into its context and not saved yet.
  var isPendingInsert = false
  /// The properties written since the last save.
  var changed: Set<String> = []
  /// Relationships not loaded from the store yet, by property name.
  var faults: Set<String> = []
  /// The row a to-one relationship pointed to when the model was last read or saved.
  var foreignKeys: [String: Int64] = [:]
  /// The models a relationship held before the write in progress, to keep inverses in step.
  private var heldBeforeWrite: [String: [any PersistentModel]] = [:]
  /// Set while Waypoint itself writes the other side of a relationship.
  var isKeepingInverse = false

  /// A state for a model that is in no context yet.
  public init() {}

  var hasUnsavedChanges: Bool { isPendingInsert || isDeleted || !changed.isEmpty }

  /// Loads the relationship `name` from the store first, when it is not loaded yet.
  public func willRead(_ model: some PersistentModel, _ name: String) {
    guard !faults.isEmpty, faults.contains(name) else { return }
    faults.remove(name)
    context?.loadRelationship(name, of: model)
  }

  /// Notes what a relationship held before a write, to update the other side afterwards.
  public func willWrite(_ model: some PersistentModel, _ name: String) {
    willRead(model, name)
    let description = ModelDescription.of(type(of: model))
    guard !isKeepingInverse, let property = description[name], property.isRelationship,
      description.inverseName(of: property) != nil
    else { return }
    heldBeforeWrite[name] = Relationships.held(by: property, in: model)
  }

  /// Records the change, updates the other side of a relationship, and tells the context.
  public func didWrite(_ model: some PersistentModel, _ name: String) {
    changed.insert(name)
    let description = ModelDescription.of(type(of: model))
    if !isKeepingInverse, let before = heldBeforeWrite.removeValue(forKey: name),
      let property = description[name]
    {
      Relationships.keepInverse(
        of: property, in: model, description: description, before: before)
    }
    context?.noteChange(of: model, property: name)
  }
}
