import Foundation
import WaypointUI

/// Where models are inserted, changed, deleted and fetched, and the changes saved to the store
/// together. Each model belongs to one context; a context keeps one object per stored row.
public final class ModelContext {
  let store: Store
  let schema: Schema
  let layout: StoreLayout
  private let ownedContainer: ModelContainer?
  private weak var mainContainer: ModelContainer?

  /// Whether the context saves by itself shortly after each change (true for a main context).
  public var autosaveEnabled: Bool
  /// Recorded: Waypoint's contexts do not register undo actions.
  public var undoManager: UndoManager?

  /// Models of this context by entity and row.
  var registered: [String: [Int64: any PersistentModel]] = [:]
  /// Models inserted and not saved, in the order they were inserted.
  var inserted: [ObjectIdentifier: any PersistentModel] = [:]
  var insertionOrder: [ObjectIdentifier] = []
  /// Models deleted and not saved.
  var deleted: [ObjectIdentifier: any PersistentModel] = [:]
  /// Models with changed properties not saved.
  var changed: [ObjectIdentifier: any PersistentModel] = [:]
  private var observers: [ObjectIdentifier: WeakObserver] = [:]
  /// The store's shape this context was made for.
  let shapeGeneration: Int
  private var autosaveScheduled = false

  /// A context on `container`'s store; it does not save by itself.
  public init(_ container: ModelContainer) {
    store = container.store
    schema = container.schema
    layout = container.layout
    ownedContainer = container
    autosaveEnabled = false
    shapeGeneration = container.store.shapeGeneration.withLock { $0 }
    store.addListener(self)
  }

  init(_ container: ModelContainer, isMain: Bool) {
    store = container.store
    schema = container.schema
    layout = container.layout
    ownedContainer = nil
    mainContainer = container
    autosaveEnabled = true
    shapeGeneration = container.store.shapeGeneration.withLock { $0 }
    store.addListener(self)
  }

  /// The container whose store this context reads and writes.
  public var container: ModelContainer {
    ownedContainer ?? mainContainer ?? ModelContainer(on: store, schema: schema)
  }

  /// Whether there are inserted, changed or deleted models not saved.
  public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }

  /// The inserted models not saved yet.
  public var insertedModelsArray: [any PersistentModel] {
    insertionOrder.compactMap { inserted[$0] }
  }
  /// The changed models not saved yet.
  public var changedModelsArray: [any PersistentModel] { Array(changed.values) }
  /// The deleted models not saved yet.
  public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

  /// Adds `model` to the context (and every model its relationships hold that is in no context):
  /// it gets its row now, is saved with the next save, and fetches see it at once.
  public func insert<T: PersistentModel>(_ model: T) {
    insertModel(model)
  }

  func insertModel(_ model: any PersistentModel) {
    let state = model._$modelState
    if state.context === self {
      if state.isDeleted {
        state.isDeleted = false
        deleted[ObjectIdentifier(model)] = nil
        noteEntityChange(of: model)
      }
      return
    }
    guard state.context == nil else {
      SwiftDataLog.report(SwiftDataError.otherContext, doing: "inserting \(type(of: model))")
      return
    }
    let description = ModelDescription.of(type(of: model))
    guard layout.table(of: type(of: model)) != nil else {
      SwiftDataLog.report(
        SwiftDataError.unknownModel(description.entityName), doing: "inserting")
      return
    }
    let row: Int64
    do {
      row = try store.nextRow(in: description.entityName)
    } catch {
      SwiftDataLog.report(error, doing: "inserting \(description.entityName)")
      return
    }
    state.context = self
    state.identifier = PersistentIdentifier(
      storeIdentifier: store.identifier, entityName: description.entityName, row: row)
    state.isPendingInsert = true
    state.isDeleted = false
    registered[description.entityName, default: [:]][row] = model
    let key = ObjectIdentifier(model)
    inserted[key] = model
    insertionOrder.append(key)
    insertRelated(of: model, description: description)
    noteEntityChange(of: model)
  }

  /// Inserts the models `model`'s relationships hold that are in no context yet.
  func insertRelated(of model: any PersistentModel, description: ModelDescription) {
    for property in description.properties where property.isRelationship {
      guard !model._$modelState.faults.contains(property.name) else { continue }
      for related in Relationships.held(by: property, in: model)
      where related._$modelState.context == nil {
        insertModel(related)
      }
    }
  }

  /// Marks `model` deleted: the next save removes its row, and its relationships' delete rules
  /// apply now (cascading deletes, clearing the other side of nullified ones).
  public func delete<T: PersistentModel>(_ model: T) {
    deleteModel(model)
  }

  func deleteModel(_ model: any PersistentModel) {
    let state = model._$modelState
    guard state.context === self, !state.isDeleted else { return }
    let key = ObjectIdentifier(model)
    state.isDeleted = true
    if state.isPendingInsert {
      inserted[key] = nil
      insertionOrder.removeAll { $0 == key }
    }
    deleted[key] = model
    applyDeleteRules(to: model)
    noteEntityChange(of: model)
  }

  private func applyDeleteRules(to model: any PersistentModel) {
    let description = ModelDescription.of(type(of: model))
    for property in description.properties where property.isRelationship {
      let rule = property.relationship?.deleteRule ?? .nullify
      guard rule == .cascade || rule == .nullify else { continue }
      model._$modelState.willRead(model, property.name)
      let held = Relationships.held(by: property, in: model)
      switch rule {
      case .cascade:
        for related in held { deleteModel(related) }
      default:
        if let inverse = description.inverseName(of: property) {
          for related in held { Relationships.detach(model, from: related, inverse: inverse) }
        }
      }
    }
  }

  /// Deletes every model of `model` that `predicate` matches (all of them when nil).
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
  }

  /// Saves, then runs `block`'s changes and saves them, as one unit.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// Nothing to do here: Waypoint applies each change to the context when it is made.
  public func processPendingChanges() {}

  /// The model of this context with `identifier`, if one is loaded.
  public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
    registered[identifier.entityName]?[identifier.row] as? T
  }

  // MARK: Changes

  /// A property of `model` was written.
  func noteChange(of model: any PersistentModel, property: String) {
    let state = model._$modelState
    if !state.isPendingInsert, !state.isDeleted {
      changed[ObjectIdentifier(model)] = model
    }
    let description = ModelDescription.of(type(of: model))
    if let relationship = description[property], relationship.isRelationship,
      !state.faults.contains(property)
    {
      insertRelated(of: model, description: description)
    }
    notifyObservers(entity: description.entityName, property: property)
    scheduleAutosave()
  }

  private func noteEntityChange(of model: any PersistentModel) {
    notifyObservers(entity: ModelDescription.of(type(of: model)).entityName, property: nil)
    scheduleAutosave()
  }

  // MARK: Observers

  /// Something that wants to hear when models of an entity change (a `@Query`).
  protocol Observer: AnyObject {
    func contextDidChange(entity: String, property: String?)
  }

  private struct WeakObserver {
    weak var observer: (any Observer)?
  }

  func addObserver(_ observer: any Observer) {
    observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
  }

  func removeObserver(_ observer: any Observer) {
    observers[ObjectIdentifier(observer)] = nil
  }

  func notifyObservers(entity: String, property: String?) {
    for (key, weak) in observers {
      guard let observer = weak.observer else {
        observers[key] = nil
        continue
      }
      observer.contextDidChange(entity: entity, property: property)
    }
  }

  // MARK: Autosave

  private func scheduleAutosave() {
    guard autosaveEnabled, !autosaveScheduled else { return }
    autosaveScheduled = true
    let box = UncheckedBox(self)
    DispatchQueue.main.async {
      let context = box.value
      context.autosaveScheduled = false
      guard context.autosaveEnabled, context.hasChanges else { return }
      do { try context.save() } catch { SwiftDataLog.report(error, doing: "autosaving") }
    }
  }
}

/// A value carried to the main queue by the code that made it, which is the only code using it.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

extension SwiftDataError {
  static let otherContext = SwiftDataError(
    "otherContext", "The model belongs to another context: fetch it in this one instead.")
}
