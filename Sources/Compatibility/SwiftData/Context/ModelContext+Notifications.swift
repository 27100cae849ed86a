import Foundation
import WaypointUI

extension ModelContext {
  /// Posted before a context writes its changes.
  public static let willSave = Notification.Name("ModelContext.willSave")
  /// Posted after a context wrote its changes; `userInfo` holds the identifiers written under
  /// `NotificationKey`'s keys.
  public static let didSave = Notification.Name("ModelContext.didSave")

  /// The keys of `didSave`'s `userInfo`.
  public enum NotificationKey: String {
    /// The identifiers of the models inserted.
    case insertedIdentifiers
    /// The identifiers of the models updated.
    case updatedIdentifiers
    /// The identifiers of the models deleted.
    case deletedIdentifiers
    /// Recorded: Waypoint keeps no query generations.
    case queryGeneration
    /// Recorded: Waypoint never invalidates all identifiers.
    case invalidatedAllIdentifiers
  }

  /// Another context on the store saved `change`: objects of this context that it updated and
  /// this one has not changed read their rows again, those it deleted leave, and queries of the
  /// entities concerned fetch again. A main context hears it on the main queue: at once when the
  /// save ran there (which, under Swift Testing on Linux, is not the main thread).
  func storeDidChange(_ change: StoreChange) {
    guard MainQueue.isCurrent else {
      let box = UncheckedBox((self, change))
      DispatchQueue.main.async { box.value.0.apply(box.value.1) }
      return
    }
    apply(change)
  }

  private func apply(_ change: StoreChange) {
    for (entity, rows) in change.updated {
      for row in rows {
        guard let model = registered[entity]?[row], model._$modelState.changed.isEmpty,
          !model._$modelState.isDeleted
        else { continue }
        reload(model)
      }
    }
    for (entity, rows) in change.deleted {
      for row in rows {
        guard let model = registered[entity]?[row] else { continue }
        registered[entity]?[row] = nil
        model._$modelState.isDeleted = true
        model._$modelState.context = nil
        changed[ObjectIdentifier(model)] = nil
      }
    }
    for entity in change.entities { notifyObservers(entity: entity, property: nil) }
  }
}
